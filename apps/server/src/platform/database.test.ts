import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabaseUrl } from '../../test/helpers.ts';
import { config } from '../db/schema/index.ts';
import { DatabaseOpenError, openDatabase } from './database.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';

describe(`database (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  // Opening a PGlite directory twice costs a few seconds; generous on a busy machine.
  it('keeps data across a restart', { timeout: 120_000 }, async () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    const postgres = isPostgres ? await createPostgresDatabaseUrl() : undefined;
    const options = { databaseUrl: postgres?.url, dataDirectory };
    try {
      const first = await openDatabase(options);
      await first.db.insert(config).values({ key: 'shopName', value: 'Neustart-Bäckerei' });
      await first.close();

      const second = await openDatabase(options);
      const [row] = await second.db.select().from(config).where(eq(config.key, 'shopName'));
      await second.close();
      expect(row?.value).toBe('Neustart-Bäckerei');
    } finally {
      await postgres?.drop();
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    }
  });

  it('refuses a PGlite data directory that another live process holds', async () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    fs.mkdirSync(path.join(dataDirectory, 'db'));
    fs.writeFileSync(path.join(dataDirectory, 'db.lock'), String(process.ppid));
    await expect(openDatabase({ dataDirectory })).rejects.toThrow(DatabaseOpenError);
    await expect(openDatabase({ dataDirectory })).rejects.toThrow(
      `wird bereits von Prozess ${process.ppid} verwendet`,
    );
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });
});
