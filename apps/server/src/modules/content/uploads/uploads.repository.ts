import type { UploadUsage } from '@shop/domain';
import { and, asc, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { blocks, navigationItems, navigations, sites, uploads } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { orderLineUsesUploadSql, ordersUsingUploads } from '../../orders/orders.read-model.ts';
import { segmentsUsingUploads, segmentUsesUploadSql } from '../../signage/signage.read-model.ts';

export type UploadRow = typeof uploads.$inferSelect;

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
          and not ${orderLineUsesUploadSql(sql`u.id`)}
          and not ${segmentUsesUploadSql(sql`u.id`)}
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

/** The library's uploads: staff uploads only (a customer's upload belongs to its order, decision 045). */
const isLibraryUpload = isNull(uploads.uploaderAddress);

const SORTS: Record<string, SQL | PgColumn> = {
  name: sql`lower(${uploads.name})`,
  size: uploads.size,
  createdAt: uploads.createdAt,
  mimeType: uploads.mimeType,
};

/** One page of the library (GET /api/uploads?search=&sort=&page=&pageSize=). */
export async function findLibraryPage(
  db: Database,
  query: { search?: string; sort?: string; page: number; pageSize: number },
): Promise<{ rows: UploadRow[]; total: number }> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    isLibraryUpload,
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(ilike(uploads.name, pattern), ilike(uploads.extension, pattern));
    }),
  );
  const sortKey = (query.sort ?? '-createdAt').replace(/^-/, '');
  const column = SORTS[sortKey] ?? uploads.createdAt;
  const direction = (query.sort ?? '-createdAt').startsWith('-') ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(uploads)
      .where(where)
      .orderBy(direction(column), asc(uploads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(uploads).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One upload of the library, or undefined. */
export async function findLibraryUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isLibraryUpload));
  return row;
}

/** Marks that the preview of an upload is stored (GET /upload/{hash}/preview/…). */
export async function markPreviewStored(db: Database, id: string): Promise<void> {
  await db.update(uploads).set({ hasPreview: true }).where(eq(uploads.id, id));
}

/** Deletes one upload row; true when it was there. */
export async function deleteUploadRow(db: Database, id: string): Promise<boolean> {
  const gone = await db.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id });
  return gone.length > 0;
}

/**
 * Where each upload is used (decision 045): pages (current content; a file value or a link to
 * its path in rich text both carry the public hash), content blocks, navigation entries linking
 * to it, signage segments and order items. The public hash is 128 random bits, so finding it in
 * a JSON text is no guess.
 */
export async function findUploadUsages(
  db: Database,
  list: readonly Pick<UploadRow, 'id' | 'publicHash'>[],
): Promise<Map<string, UploadUsage[]>> {
  const usages = new Map<string, UploadUsage[]>(list.map((upload) => [upload.id, []]));
  if (list.length === 0) return usages;
  const ids = list.map((upload) => upload.id);
  const hashes = sql.join(
    list.map((upload) => sql`(${upload.id}::text, ${upload.publicHash}::text)`),
    sql`, `,
  );
  const wanted = sql`(values ${hashes}) as wanted(upload_id, public_hash)`;
  const [siteRows, blockRows, navigationRows, segmentRows, orderRows] = await Promise.all([
    db.execute<{ upload_id: string; id: number; title: string; path: string }>(
      sql`select wanted.upload_id, s.id, s.title, s.path from ${sites} s, ${wanted}
          where strpos(s.content::text, wanted.public_hash) > 0 order by s.id`,
    ),
    db.execute<{ upload_id: string; id: number; name: string }>(
      sql`select wanted.upload_id, b.id, b.name from ${blocks} b, ${wanted}
          where strpos(b.value::text, wanted.public_hash) > 0 order by b.id`,
    ),
    db.execute<{ upload_id: string; id: number; name: string }>(
      sql`select distinct wanted.upload_id, n.id, n.name from ${navigationItems} i
          join ${navigations} n on n.id = i.navigation_id, ${wanted}
          where strpos(coalesce(i.target, ''), wanted.public_hash) > 0 order by n.id`,
    ),
    segmentsUsingUploads(db, ids),
    ordersUsingUploads(db, wanted),
  ]);
  const add = (uploadId: string | null, usage: UploadUsage) => {
    if (uploadId !== null) usages.get(uploadId)?.push(usage);
  };
  for (const row of rowsOf<{ upload_id: string; id: number; title: string; path: string }>(
    siteRows,
  )) {
    add(row.upload_id, { entity: 'site', id: Number(row.id), name: `${row.title} (/${row.path})` });
  }
  for (const row of rowsOf<{ upload_id: string; id: number; name: string }>(blockRows)) {
    add(row.upload_id, { entity: 'block', id: Number(row.id), name: row.name });
  }
  for (const row of rowsOf<{ upload_id: string; id: number; name: string }>(navigationRows)) {
    add(row.upload_id, { entity: 'navigation', id: Number(row.id), name: row.name });
  }
  for (const row of segmentRows) {
    add(row.uploadId, { entity: 'signageSegment', id: row.id, name: row.name });
  }
  for (const row of rowsOf<{ upload_id: string; id: number }>(orderRows)) {
    add(row.upload_id, { entity: 'order', id: Number(row.id), name: `#${row.id}` });
  }
  return usages;
}

/** Rows of `db.execute` on either driver (PGlite answers `{ rows }`, postgres.js an array). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

type UploadAddress = Pick<UploadRow, 'id' | 'version' | 'extension' | 'publicHash'>;

/**
 * Points every stored reference to an upload at its current version (PUT /api/uploads/{id}
 * replacing the file, decision 045): file values `{ publicHash, id, version, extension }` in
 * pages and blocks get the new version and extension; paths `/upload/{hash}/{id}-{v}.{ext}` and
 * their previews in rich text and navigation targets are rewritten. The files' URLs are cached
 * forever, so the places must name the new URL to show the new file. A site's own version (its
 * edit token, decision 029) stays: this is no edit of the page.
 */
export async function pointReferencesAt(db: Database, upload: UploadAddress): Promise<void> {
  const path = new RegExp(
    `/upload/${upload.publicHash}/(preview/)?${upload.id}-\\d{1,10}\\.[a-z0-9]{1,8}`,
    'g',
  );
  const current = (_: string, preview: string | undefined) =>
    preview
      ? `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`
      : `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(path, current);
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, inner]) => [key, rewrite(inner)]);
      const object = Object.fromEntries(entries) as Record<string, unknown>;
      if (object.publicHash === upload.publicHash && object.id === upload.id) {
        if ('version' in object) object.version = upload.version;
        if ('extension' in object) object.extension = upload.extension;
      }
      return object;
    }
    return value;
  };
  const hash = upload.publicHash;
  const [siteRows, blockRows, itemRows] = await Promise.all([
    db
      .select({ id: sites.id, content: sites.content })
      .from(sites)
      .where(sql`strpos(${sites.content}::text, ${hash}) > 0`),
    db
      .select({ id: blocks.id, value: blocks.value })
      .from(blocks)
      .where(sql`strpos(${blocks.value}::text, ${hash}) > 0`),
    db
      .select({ id: navigationItems.id, target: navigationItems.target })
      .from(navigationItems)
      .where(sql`strpos(coalesce(${navigationItems.target}, ''), ${hash}) > 0`),
  ]);
  for (const row of siteRows) {
    const content = rewrite(row.content) as typeof row.content;
    await db.update(sites).set({ content }).where(eq(sites.id, row.id));
  }
  for (const row of blockRows) {
    const value = rewrite(row.value) as typeof row.value;
    await db.update(blocks).set({ value }).where(eq(blocks.id, row.id));
  }
  for (const row of itemRows) {
    const target = rewrite(row.target) as string;
    await db.update(navigationItems).set({ target }).where(eq(navigationItems.id, row.id));
  }
}
