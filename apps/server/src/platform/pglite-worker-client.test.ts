import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../modules/orders/orders.repository.ts';
import { PgliteWorkerClient, PgliteWorkerFailure } from './pglite-worker-client.ts';

// The embedded database in its worker thread (docs/decisions/018-pglite-worker-thread.md). These
// tests are about the thread itself, so both server projects run them against an in-memory PGlite.

describe('PGlite in a worker thread', { timeout: 60_000 }, () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await PgliteWorkerClient.start();
    await client.exec('create table t (id integer primary key, name text not null)');
  });
  afterAll(() => client.close());

  it('keeps the event loop free while a statement runs', async () => {
    let ticks = 0;
    let isRunning = true;
    const tick = () => {
      ticks += 1;
      if (isRunning) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await client.query<{ n: number }>(
      'select count(*)::integer as n from generate_series(1, 3000000)',
    );
    isRunning = false;
    expect(result.rows[0]?.n).toBe(3_000_000);
    // In-process PGlite runs the statement on this thread: no tick in between.
    expect(ticks).toBeGreaterThan(10);
  });

  it('lets a statement outside an open transaction wait for its end', async () => {
    const db = drizzlePglite(client as unknown as PGlite);
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1, 'in der Transaktion')`);
        outside = client.query('select count(*)::integer as n from t');
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('zurückrollen');
      }),
    ).rejects.toThrow('zurückrollen');
    // Run inside the open transaction, it would have counted the row that was rolled back.
    expect(((await outside) as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('commits a transaction and gives PostgreSQL errors with their fields', async () => {
    const db = drizzlePglite(client as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2, 'Brezel')`);
      await tx.execute(sql`insert into t values (3, 'Semmel')`);
    });
    const error = await db.execute(sql`insert into t values (2, 'doppelt')`).catch((e) => e);
    expect(isUniqueViolation(error, 't_pkey')).toBe(true);
    const rows = await client.query<{ name: string }>('select name from t order by id');
    expect(rows.rows.map((row) => row.name)).toEqual(['Brezel', 'Semmel']);
  });

  it('delivers notifications to every listener of a channel', async () => {
    const heard: string[] = [];
    const stopFirst = await client.listen('bestellungen', (payload) => heard.push(`a:${payload}`));
    await client.listen('bestellungen', (payload) => heard.push(`b:${payload}`));
    await client.query("select pg_notify('bestellungen', '42')");
    await stopFirst();
    await client.query("select pg_notify('bestellungen', '43')");
    await expect.poll(() => heard).toEqual(['a:42', 'b:42', 'b:43']);
  });
});

describe('a PGlite worker thread that dies', { timeout: 60_000 }, () => {
  it('fails every waiting and later statement at once and says so in German', async () => {
    const client = await PgliteWorkerClient.start();
    const failures: Error[] = [];
    client.onFailure((error) => failures.push(error));
    const waiting = client.query('select pg_sleep(5)');
    await client.worker.terminate();
    await expect(waiting).rejects.toBeInstanceOf(PgliteWorkerFailure);
    await expect(client.query('select 1')).rejects.toThrow(
      'Die eingebettete Datenbank (PGlite-Worker) wurde unerwartet beendet',
    );
    expect(failures.map((error) => error.message)).toEqual([
      'Die eingebettete Datenbank (PGlite-Worker) wurde unerwartet beendet (Code 1).',
    ]);
  });

  it('is no failure when it ends because the database was closed', async () => {
    const client = await PgliteWorkerClient.start();
    const failures: Error[] = [];
    client.onFailure((error) => failures.push(error));
    await client.close();
    expect(failures).toEqual([]);
    await expect(client.query('select 1')).rejects.toThrow('geschlossen');
  });
});
