import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema/index.ts';
import { storedFiles } from '../db/schema/index.ts';

/** Where file bytes live (images, uploads, generated variants), addressed by a key. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; mimeType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Storage keys, one spelling everywhere (spec §7 /image/... and /upload/... paths). */
export const fileKeys = {
  /** The original of an image: image/{id}-{version}.{extension}. */
  image: (image: { id: number; version: number; extension: string }) =>
    `image/${image.id}-${image.version}.${image.extension}`,
  /** An upload: upload/{publicHash}/{id}-{version}.{extension}. */
  upload: (upload: { id: string; version: number; extension: string; publicHash: string }) =>
    `upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`,
  /** An upload's preview (spec §7): upload/{publicHash}/preview/{id}-{version}.jpg. */
  uploadPreview: (upload: { id: string; version: number; publicHash: string }) =>
    `upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`,
};

type SchemaDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Keeps file bytes in the `stored_files` table, so every server instance sharing the database
 * sees the same files without another service. `put` replaces an existing key.
 *
 * Bytes cross the driver as base64 (`encode`/`decode` in SQL): PGlite parses bytea results in
 * JavaScript from hex, which is about 15× slower than Node's native base64 for a 30 KB image.
 */
export class DatabaseFileStorage implements FileStorage {
  readonly #db: SchemaDatabase;

  constructor(db: SchemaDatabase) {
    this.#db = db;
  }

  async put(key: string, bytes: Uint8Array, mimeType: string): Promise<void> {
    const content = sql`decode(${toBase64(bytes)}, 'base64')`;
    const size = bytes.byteLength;
    await this.#db
      .insert(storedFiles)
      .values({ key, content, mimeType, size })
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: { content, mimeType, size, createdAt: sql`now()` },
      });
  }

  async get(key: string): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
    const [row] = await this.#db
      .select({
        content: sql<string>`encode(${storedFiles.content}, 'base64')`,
        mimeType: storedFiles.mimeType,
      })
      .from(storedFiles)
      .where(eq(storedFiles.key, key))
      .limit(1);
    if (!row) return null;
    // PostgreSQL wraps base64 at 76 characters; Node's decoder skips the line breaks.
    return { bytes: Buffer.from(row.content, 'base64'), mimeType: row.mimeType };
  }

  async delete(key: string): Promise<void> {
    await this.#db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
