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

describe('PGlite statements run again (named prepared statements)', { timeout: 60_000 }, () => {
  let client: PgliteWorkerClient;
  const preparedTexts = async () =>
    (
      await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements where not from_sql',
      )
    ).rows.map((row) => row.statement);
  beforeAll(async () => {
    client = await PgliteWorkerClient.start();
    await client.exec(
      `create table w (id integer primary key, name text not null, at timestamptz,
        data jsonb, tags text[], total bigint)`,
    );
  });
  afterAll(() => client.close());

  it('parses a statement once it runs a second time, with the same answers as before', async () => {
    const db = drizzlePglite(client as unknown as PGlite);
    const insert = (id: number, name: string) =>
      db.execute(
        sql`insert into w values (${id}, ${name}, ${new Date('2026-12-02T11:00:00Z')}, ${JSON.stringify({ stück: id })}::jsonb, ${'{a,b}'}::text[], ${9_007_199_254_740_991n})
          returning id, name, at, data, tags, total`,
      );
    const first = await insert(1, 'Brezel');
    expect(await preparedTexts()).not.toContainEqual(expect.stringContaining('insert into w'));
    const second = await insert(2, 'Semmel');
    const third = await insert(3, 'Krapfen');
    expect(await preparedTexts()).toContainEqual(expect.stringContaining('insert into w'));
    expect(first.rows).toEqual([
      {
        id: 1,
        name: 'Brezel',
        at: '2026-12-02 11:00:00+00', // Drizzle keeps timestamps as PostgreSQL's text
        data: { stück: 1 },
        tags: ['a', 'b'],
        total: 9_007_199_254_740_991,
      },
    ]);
    expect(second.rows).toEqual([{ ...first.rows[0], id: 2, name: 'Semmel', data: { stück: 2 } }]);
    expect(third.fields).toEqual(first.fields);
    // Array rows (Drizzle's row mode for selects), the same for a prepared statement.
    const read = async () =>
      (
        await client.query<[number, string]>(
          'select id, name from w where id > $1 order by id',
          [1],
          {
            rowMode: 'array',
          },
        )
      ).rows;
    expect(await read()).toEqual([
      [2, 'Semmel'],
      [3, 'Krapfen'],
    ]);
    expect(await read()).toEqual(await read());
  });

  it('keeps the fields of an error of a prepared statement, and the statement', async () => {
    const db = drizzlePglite(client as unknown as PGlite);
    const insert = (id: number) => db.execute(sql`insert into w (id, name) values (${id}, 'x')`);
    await insert(10);
    const error = await insert(10).catch((e) => e);
    expect(isUniqueViolation(error, 'w_pkey')).toBe(true);
    await insert(11);
    const count = await client.query<{ n: number }>(
      'select count(*)::integer as n from w where id >= 10',
    );
    expect(count.rows[0]?.n).toBe(2);
    // A text that does not parse fails each time with PostgreSQL's message and is never kept.
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(client.query('selec 1')).rejects.toThrow('syntax error');
    }
    expect(await preparedTexts()).not.toContain('selec 1');
  });

  it('runs a prepared statement inside a transaction, rolled back with it', async () => {
    const db = drizzlePglite(client as unknown as PGlite);
    const insert = (tx: typeof db, id: number) =>
      tx.execute(sql`insert into w (id, name) values (${id}, 'in der Transaktion')`);
    await insert(db, 20);
    await insert(db, 21); // prepared from here on
    await expect(
      db.transaction(async (tx) => {
        await insert(tx as unknown as typeof db, 22);
        throw new Error('zurückrollen');
      }),
    ).rejects.toThrow('zurückrollen');
    const ids = await client.query<{ id: number }>('select id from w where id >= 20 order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([20, 21]);
  });

  it('keeps at most 200 statements', async () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 230; n++) await client.query(`select ${n} as n`);
    }
    const count = await client.query<{ n: number }>(
      'select count(*)::integer as n from pg_prepared_statements where not from_sql',
    );
    expect(count.rows[0]?.n).toBeLessThanOrEqual(200);
    expect((await client.query<{ n: number }>('select 229 as n')).rows).toEqual([{ n: 229 }]);
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
