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
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

type UsageRow = { imageId: number | null; id: number; name: string };

/**
 * Image references ({ id, version, extension } with a numeric id) anywhere inside a content JSON
 * value. Upload references look alike but carry a string id and a publicHash; they are skipped so
 * the cast to int never meets a string (that made GET /api/images answer 500 on the demo shop).
 */
const jsonImageIds = (column: typeof sites.content | typeof blocks.value) =>
  sql<number>`(jsonb_path_query(${column}, 'strict $.** ? (@.type() == "object" && exists(@.version) && exists(@.extension) && !exists(@.publicHash) && @.id.type() == "number" && @.id >= 1 && @.id <= 2147483647).id'))::int`;

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
  const siteImages = db.$with('site_images').as(
    db
      .select({
        imageId: jsonImageIds(sites.content).as('image_id'),
        id: sites.id,
        name: sites.title,
      })
      .from(sites),
  );
  const blockImages = db.$with('block_images').as(
    db
      .select({
        imageId: jsonImageIds(blocks.value).as('image_id'),
        id: blocks.id,
        name: blocks.name,
      })
      .from(blocks),
  );
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
      .with(siteImages)
      .selectDistinct()
      .from(siteImages)
      .where(inArray(siteImages.imageId, imageIds)),
    db
      .with(blockImages)
      .selectDistinct()
      .from(blockImages)
      .where(inArray(blockImages.imageId, imageIds)),
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
