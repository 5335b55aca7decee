import { and, eq, inArray, sql } from 'drizzle-orm';
import { blocks, donatees, sites, uploads } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the content area's tables (docs/decisions/024-server-area-modules.md:
// a module never reaches into another module's tables). Today: the order's donation check and
// where a catalogue image is used, the films of signage video segments.

/** The donatee with this id when it is enabled, as a one-element list (empty otherwise). */
export async function findDonatees(db: Database, id: number | null): Promise<{ id: number }[]> {
  if (id === null) return [];
  return db
    .select({ id: donatees.id })
    .from(donatees)
    .where(and(eq(donatees.id, id), eq(donatees.isEnabled, true)));
}

/**
 * Image references ({ id, version, extension } with a numeric id) anywhere inside a content JSON
 * value. Upload references look alike but carry a string id and a publicHash; they are skipped so
 * the cast to int never meets a string (that made GET /api/images answer 500 on the demo shop).
 */
const jsonImageIds = (column: typeof sites.content | typeof blocks.value) =>
  sql<number>`(jsonb_path_query(${column}, 'strict $.** ? (@.type() == "object" && exists(@.version) && exists(@.extension) && !exists(@.publicHash) && @.id.type() == "number" && @.id >= 1 && @.id <= 2147483647).id'))::int`;

/**
 * The donatees, pages and content blocks that show one of these catalogue images (deleting an
 * image in use is refused). Rich-text HTML is not searched.
 */
export async function contentImageUsages(db: Database, imageIds: number[]) {
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
  const [donateeRows, siteRows, blockRows] = await Promise.all([
    db
      .select({ imageId: donatees.imageId, id: donatees.id, name: donatees.name })
      .from(donatees)
      .where(inArray(donatees.imageId, imageIds)),
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
  return { donatees: donateeRows, sites: siteRows, blocks: blockRows };
}

/**
 * Library uploads by id for a signage video segment (decision 055 "Videos"): the type, to check
 * it is a film a TV plays, and its public address.
 */
export async function libraryUploadsById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { mimeType: string; url: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploads.id,
      version: uploads.version,
      extension: uploads.extension,
      publicHash: uploads.publicHash,
      mimeType: uploads.mimeType,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        mimeType: row.mimeType,
        url: `/upload/${row.publicHash}/${row.id}-${row.version}.${row.extension}`,
      },
    ]),
  );
}
