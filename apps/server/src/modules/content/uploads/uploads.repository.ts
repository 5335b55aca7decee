import { and, eq, gt, sql } from 'drizzle-orm';
import { digitalSignageSegments, orderItems, uploads } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

/** Inserts one upload row and returns it. */
export async function insertUpload(db: Database, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insertUpload: no row returned');
  return row;
}

/** Bytes uploaded from `address` since `since`, and when the oldest of them was uploaded. */
export async function uploadedSince(db: Database, address: string, since: Date) {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::int`,
      oldest: sql<string | null>`min(${uploads.createdAt})`,
    })
    .from(uploads)
    .where(and(eq(uploads.uploaderAddress, address), gt(uploads.createdAt, since)));
  return {
    bytes: Number(row?.bytes ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/**
 * Deletes up to `limit` public uploads made before `before` that no order item and no signage
 * segment uses (an order item names an upload by its reference path, which holds the id);
 * returns what was deleted, so the stored files can go too.
 */
export async function deleteUnusedUploads(db: Database, before: Date, limit: number) {
  return db
    .delete(uploads)
    .where(
      sql`${uploads.id} in (
        select u.id from ${uploads} u
        where u.uploader_address is not null and u.created_at < ${before.toISOString()}::timestamptz
          and not exists (
            select 1 from ${orderItems} l where strpos(l.parts::text, u.id) > 0
          )
          and not exists (
            select 1 from ${digitalSignageSegments} s where s.upload_id = u.id
          )
        order by u.created_at
        limit ${limit}
      )`,
    )
    .returning({
      id: uploads.id,
      version: uploads.version,
      extension: uploads.extension,
      publicHash: uploads.publicHash,
    });
}
