import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { listenToChannel } from './channel-listener.ts';

/**
 * The LISTEN connection behind live updates: payloads arrive, close stops them, and on
 * PostgreSQL a dropped connection is replaced and announced (so screens reload what they missed).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('listenToChannel', () => {
  it('receives payloads until closed', async () => {
    const payloads: string[] = [];
    const listener = await listenToChannel(database.db, 'test_channel', {
      onPayload: (payload) => payloads.push(payload),
    });
    await notify('test_channel', 'eins');
    await notify('other_channel', 'fremd');
    await expect.poll(() => payloads).toEqual(['eins']);
    await listener.close();
    // A second listener proves the notification was delivered, just not to the closed one.
    const witness: string[] = [];
    const second = await listenToChannel(database.db, 'test_channel', {
      onPayload: (payload) => witness.push(payload),
    });
    await notify('test_channel', 'zwei');
    await expect.poll(() => witness).toEqual(['zwei']);
    await second.close();
    expect(payloads).toEqual(['eins']);
  });

  it('replaces a dropped PostgreSQL connection and says so (PGlite: never drops)', async () => {
    const payloads: string[] = [];
    let reconnects = 0;
    const listener = await listenToChannel(database.db, 'reconnect_channel', {
      onPayload: (payload) => payloads.push(payload),
      onReconnect: () => {
        reconnects += 1;
      },
      onError: () => undefined,
    });
    try {
      if (database.kind === 'postgres') {
        await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'listen "reconnect_channel"' and pid <> pg_backend_pid()`);
        await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
      }
      await notify('reconnect_channel', 'nach dem Neustart');
      await expect.poll(() => payloads).toEqual(['nach dem Neustart']);
    } finally {
      await listener.close();
    }
  });
});
