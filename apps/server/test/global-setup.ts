import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../src/platform/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; adminUrl: string; template: string; runId: string };
  }
}

/**
 * Migrates one template per run; every test file clones it (PGlite: a data-directory dump,
 * PostgreSQL: CREATE DATABASE … TEMPLATE). Everything made here is removed in teardown.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  // The project's `env` reaches the workers, not this process: tell the modes apart by project name.
  if (project.name === 'server-postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const template = `shop_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const templateClient = new pg.Client({ connectionString: withDatabase(adminUrl, template) });
    await templateClient.connect();
    await migratePostgres(drizzlePostgres(templateClient), { migrationsFolder: MIGRATIONS_FOLDER });
    await templateClient.end();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template, runId });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 or datname = $2',
        [`shop_t_${runId}_%`, template],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.end();
    };
  }

  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templateFile = path.join(os.tmpdir(), `shop_tpl_${runId}.tar`);
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => fs.rmSync(templateFile, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
