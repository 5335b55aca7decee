import type { ImageUsage } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import {
  blocks,
  branches,
  branchImages,
  categories,
  digitalSignageSegments,
  donatees,
  imageTemplates,
  productImages,
  products,
  sites,
  tags,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

type UsageRow = { imageId: number | null; id: number; name: string };

/** Image objects ({ id, version, extension }) anywhere inside a content JSON value. */
const jsonImageIds = (column: typeof sites.content | typeof blocks.value) =>
  sql<number>`(jsonb_path_query(${column}, 'strict $.** ? (@.type() == "object" && exists(@.id) && exists(@.version) && exists(@.extension)).id'))::int`;

/**
 * Where each image is used (issue 8: deleting an image in use is refused): branch logos and
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
  const [logos, galleries, productRows, categoryRows, tagRows, donateeRows] = await Promise.all([
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
    db
      .select({ imageId: donatees.imageId, id: donatees.id, name: donatees.name })
      .from(donatees)
      .where(inArray(donatees.imageId, imageIds)),
  ]);
  const [templateRows, segmentRows, siteRows, blockRows] = await Promise.all([
    db
      .select({
        imageId: imageTemplates.backgroundImageId,
        id: imageTemplates.id,
        name: imageTemplates.name,
      })
      .from(imageTemplates)
      .where(inArray(imageTemplates.backgroundImageId, imageIds)),
    db
      .select({
        imageId: digitalSignageSegments.imageId,
        id: digitalSignageSegments.id,
        name: digitalSignageSegments.name,
      })
      .from(digitalSignageSegments)
      .where(inArray(digitalSignageSegments.imageId, imageIds)),
    db
      .selectDistinct({ imageId: jsonImageIds(sites.content), id: sites.id, name: sites.title })
      .from(sites),
    db
      .selectDistinct({ imageId: jsonImageIds(blocks.value), id: blocks.id, name: blocks.name })
      .from(blocks),
  ]);
  add('branch', [...logos, ...galleries]);
  add('product', productRows);
  add('category', categoryRows);
  add('tag', tagRows);
  add('donatee', donateeRows);
  add('imageTemplate', templateRows);
  add('digitalSignageSegment', segmentRows);
  add('site', siteRows);
  add('block', blockRows);
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
