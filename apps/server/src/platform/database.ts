import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { REPOSITORY_ROOT } from './config.ts';
import { PgliteWorkerClient, type PgliteWorkerFailure } from './pglite-worker-client.ts';

export const MIGRATIONS_FOLDER = path.join(REPOSITORY_ROOT, 'apps/server/drizzle');

/** One type for both modes: the same Drizzle queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PGlite: called when its worker thread died (docs/decisions/018-pglite-worker-thread.md); every
   * statement fails from then on. PostgreSQL: never (the pool replaces lost connections).
   */
  onFailure(listener: (error: Error) => void): void;
};

export class DatabaseOpenError extends Error {}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDirectory`; migrates. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDirectory: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDirectory, 'db'));
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  await migratePostgresWithLock(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end(), onFailure: () => undefined };
}

/** Several instances may start at once against one PostgreSQL: one migrates, the others wait. */
async function migratePostgresWithLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseOpenError(
      `PostgreSQL unter DATABASE_URL ist nicht erreichbar: ${(error as Error).message}`,
    );
  }
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
}

/**
 * PGlite in a worker thread of its own (docs/decisions/018-pglite-worker-thread.md), so its
 * statements never hold up the event loop; Drizzle talks to it through the same PGlite driver.
 */
async function openPglite(directory: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  const releaseLock = acquireDirectoryLock(directory);
  let client: PgliteWorkerClient | undefined;
  try {
    client = await PgliteWorkerClient.start({ dataDir: directory });
    const opened = client;
    // A thread that died leaves the directory to the next start (PostgreSQL recovers it).
    opened.onFailure(releaseLock);
    const asPglite = opened as unknown as PGlite;
    await migratePglite(drizzlePglite(asPglite), { migrationsFolder: MIGRATIONS_FOLDER });
    const db = drizzlePglite(asPglite, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await opened.close();
        releaseLock();
      },
      onFailure: (listener: (error: PgliteWorkerFailure) => void) => opened.onFailure(listener),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/** PGlite has no guard against two processes opening one directory; this lock file is it. */
function acquireDirectoryLock(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder !== process.pid && isProcessAlive(holder)) {
      throw new DatabaseOpenError(
        `Das Datenverzeichnis ${path.dirname(directory)} wird bereits von Prozess ${holder} verwendet. ` +
          'Beenden Sie diesen Prozess oder wählen Sie mit DATA_DIR ein anderes Verzeichnis.',
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
