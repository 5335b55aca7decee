import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import * as schema from '../src/db/schema/index.ts';
import type { AppConfig, IntegrationSettings } from '../src/platform/config.ts';
import type { Database } from '../src/platform/database.ts';
import { DatabaseFileStorage } from '../src/platform/file-storage.ts';
import { PgliteWorkerClient } from '../src/platform/pglite-worker-client.ts';
import { createSecretBox } from '../src/platform/secrets/secret-box.ts';
import { seedDemoShop } from '../src/seed/index.ts';
import { withDatabase } from './global-setup.ts';

export type TestDatabase = { db: Database; kind: 'pglite' | 'postgres'; close(): Promise<void> };

/**
 * A fresh, migrated database of this run's mode (PGlite or PostgreSQL), isolated per call. PGlite
 * runs in its worker thread, as `npm start` runs it (docs/decisions/018-pglite-worker-thread.md).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const client = await PgliteWorkerClient.start({ loadDataDirFile: target.templateFile });
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => client.close() };
  }

  const name = `shop_t_${target.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(target.adminUrl, name), max: 10 });
  // `drop … with (force)` below ends connections that pool.end() has not closed yet.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The whole app on a fresh database, optionally with the demo shop; close it after the tests. */
export async function createTestApp(
  options: {
    seed?: boolean;
    now?: () => Date;
    config?: IntegrationSettings &
      Partial<
        Pick<
          AppConfig,
          'NODE_ENV' | 'TRUST_PROXY' | 'ORDER_RATE_LIMIT' | 'ANALYTICS_RATE_LIMIT' | 'WEB_DIST_DIR'
        >
      >;
  } = {},
) {
  const database = await createTestDatabase();
  const storage = new DatabaseFileStorage(database.db);
  const now = options.now ?? (() => new Date());
  const demoLogin = options.seed
    ? await seedDemoShop(database.db, storage, { now: now() })
    : undefined;
  const app = await buildApp({
    db: database.db,
    storage,
    secrets: createSecretBox(randomBytes(32)),
    // Tests place many orders from one address: the per-IP order limit is lifted unless a test
    // sets it (orders.rate-limit.test.ts).
    config: {
      WEB_DIST_DIR: '/nonexistent',
      isProduction: false,
      ORDER_RATE_LIMIT: 0,
      ...options.config,
    },
    now,
  });
  return {
    app,
    db: database.db,
    kind: database.kind,
    demoLogin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs in as the seeded admin and returns headers for state-changing staff calls. */
export async function loginAsAdmin(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  login: { adminEmail: string; adminPassword: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: login.adminEmail, password: login.adminPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  const csrfToken = response.json().data.csrfToken as string;
  return { cookie, 'x-csrf-token': csrfToken };
}

/** A fresh, empty PostgreSQL database URL for tests that open the database themselves. */
export async function createPostgresDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('only in the PostgreSQL project');
  const name = `shop_t_${target.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: withDatabase(target.adminUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Opens something once for a test file: `open()` in beforeAll, `close()` in afterAll. Returns a
 * stand-in that reads what beforeAll opened, so a file can write `const setup = openForFile(…)`
 * at the top and use `setup.x` in its tests and in hooks registered after this call.
 */
export function openForFile<T extends object>(
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return lateBound(() => {
    if (!opened) throw new Error('used before beforeAll opened it');
    return opened;
  });
}

/** An object whose properties are read from `current()` when they are used. */
export function lateBound<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) });
}

/** A page as a browser asks for it: HTML, not compressed (for reading), with extra headers. */
export function getPage(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  url: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });
}
