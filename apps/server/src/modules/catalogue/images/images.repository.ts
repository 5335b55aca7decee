import type { ImageUsage } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import {
  branches,
  branchImages,
  categories,
  imageTemplates,
  productImages,
  products,
  tags,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { contentImageUsages } from '../../content/content.read-model.ts';
import { segmentsUsingImages } from '../../signage/signage.read-model.ts';

type UsageRow = { imageId: number | null; id: number; name: string };

/**
 * Where each image is used (deleting an image in use is refused): branch logos and
 * galleries, products, categories, tags, donatees, image templates, signage segments, and image
 * objects in content pages and blocks. Rich-text HTML is not searched.
 */
export async function findImageUsages(
  db: Database,
  imageIds: number[],
): Promise<Map<number, ImageUsage[]>> {
  const usages = new Map<number, ImageUsage[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return usages;
  const add = (entity: string, rows: UsageRow[]) => {
    for (const row of rows) {
      if (row.imageId !== null)
        usages.get(row.imageId)?.push({ entity, id: row.id, name: row.name });
    }
  };
  const [logos, galleries, productRows, categoryRows, tagRows, content, segmentRows] =
    await Promise.all([
      db
        .select({ imageId: branches.logoImageId, id: branches.id, name: branches.name })
        .from(branches)
        .where(inArray(branches.logoImageId, imageIds)),
      db
        .select({ imageId: branchImages.imageId, id: branches.id, name: branches.name })
        .from(branchImages)
        .innerJoin(branches, sql`${branches.id} = ${branchImages.branchId}`)
        .where(inArray(branchImages.imageId, imageIds)),
      db
        .select({ imageId: productImages.imageId, id: products.id, name: products.name })
        .from(productImages)
        .innerJoin(products, sql`${products.id} = ${productImages.productId}`)
        .where(inArray(productImages.imageId, imageIds)),
      db
        .select({ imageId: categories.imageId, id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.imageId, imageIds)),
      db
        .select({ imageId: tags.imageId, id: tags.id, name: tags.name })
        .from(tags)
        .where(inArray(tags.imageId, imageIds)),
      contentImageUsages(db, imageIds),
      segmentsUsingImages(db, imageIds),
    ]);
  const templateRows = await db
    .select({
      imageId: imageTemplates.backgroundImageId,
      id: imageTemplates.id,
      name: imageTemplates.name,
    })
    .from(imageTemplates)
    .where(inArray(imageTemplates.backgroundImageId, imageIds));
  add('branch', [...logos, ...galleries]);
  add('product', productRows);
  add('category', categoryRows);
  add('tag', tagRows);
  add('donatee', content.donatees);
  add('imageTemplate', templateRows);
  add('digitalSignageSegment', segmentRows);
  add('site', content.sites);
  add('block', content.blocks);
  for (const list of usages.values()) {
    list.splice(0, list.length, ...uniqueUsages(list));
  }
  return usages;
}

function uniqueUsages(list: ImageUsage[]): ImageUsage[] {
  const seen = new Set<string>();
  return list.filter((usage) => {
    const key = `${usage.entity}:${usage.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
