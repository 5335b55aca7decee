import type { ImageRef } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import { images } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

export type ImageRow = typeof images.$inferSelect;

/** The public reference to an image: enough to build /image/… URLs and reserve its box. */
export function presentImageRef(row: ImageRow): ImageRef {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    width: row.width,
    height: row.height,
    ...(row.alt ? { alt: row.alt } : {}),
  };
}

/** Loads the images with the given ids in one query, keyed by id. */
export async function loadImageRefs(db: Database, ids: Iterable<number | null>) {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  const rows =
    wanted.length > 0 ? await db.select().from(images).where(inArray(images.id, wanted)) : [];
  return new Map(rows.map((row) => [row.id, presentImageRef(row)]));
}
