import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { ChannelHub } from '../../platform/event-hub.ts';
import { ORDER_EVENTS_CHANNEL, publishOrderEvent } from '../../platform/events.ts';
import { type OrderVersion, PublicOrderVersions } from './order-versions.ts';

// The known versions behind the status page's 304 (docs/budgets.md P4), on the real LISTEN/NOTIFY of
// this run's database: what is kept, and what makes it forget.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let hub: ChannelHub;
let versions: PublicOrderVersions;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => {
  hub = new ChannelHub(ctx.db, ORDER_EVENTS_CHANNEL, ctx.app.log);
  versions = new PublicOrderVersions(hub);
  return async () => {
    versions.close();
    await hub.close();
  };
});
afterAll(() => ctx.close());

const version = (id: number, updatedAt = 1_000): OrderVersion => ({
  id,
  uid: `${id}`.padStart(16, '0'),
  hash: 'h'.repeat(32),
  updatedAt: new Date(updatedAt),
  questionnaireRating: null,
});

/** A NOTIFY as another instance's change sends it (nothing published in this process). */
const notifyFromElsewhere = (payload: string) =>
  ctx.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`);
const changedElsewhere = (orderId: number) =>
  notifyFromElsewhere(JSON.stringify({ orderId, branchId: 1, type: 'updated' }));

it('keeps nothing before it listens', () => {
  versions.remember(version(1), versions.readToken());
  expect(versions.lookup(version(1).uid)).toBeUndefined();
});

it('keeps a version read after it listens, until an event about that order arrives', async () => {
  expect(await versions.ready()).toBe(true);
  versions.remember(version(1), versions.readToken());
  versions.remember(version(2), versions.readToken());
  expect(versions.lookup(version(1).uid)?.version.updatedAt).toEqual(new Date(1_000));
  expect(versions.lookup(version(1).uid)?.hash.toString()).toBe('h'.repeat(32));

  await changedElsewhere(1);
  await vi.waitFor(() => expect(versions.lookup(version(1).uid)).toBeUndefined());
  expect(versions.lookup(version(2).uid)).toBeDefined();
});

it('does not keep a read that began before its order changed', async () => {
  expect(await versions.ready()).toBe(true);
  versions.remember(version(6), versions.readToken());
  const token = versions.readToken();
  await changedElsewhere(3);
  await changedElsewhere(6);
  // Notifications arrive in order: once 6 is forgotten, 3's change has arrived too.
  await vi.waitFor(() => expect(versions.lookup(version(6).uid)).toBeUndefined());
  versions.remember(version(3), token);
  expect(versions.lookup(version(3).uid)).toBeUndefined();
  versions.remember(version(3, 2_000), versions.readToken());
  expect(versions.lookup(version(3).uid)?.version.updatedAt).toEqual(new Date(2_000));
});

it('forgets an order as soon as a change to it is published here, before the commit', async () => {
  expect(await versions.ready()).toBe(true);
  versions.remember(version(4), versions.readToken());
  await ctx.db.transaction(async (tx) => {
    await publishOrderEvent(tx, { orderId: 4, branchId: 1, type: 'updated' });
    expect(versions.lookup(version(4).uid)).toBeUndefined();
    // A poll while the change is not committed yet reads the old row: not kept.
    versions.remember(version(4), versions.readToken());
    expect(versions.lookup(version(4).uid)).toBeUndefined();
  });
  // Once the NOTIFY arrived, what is read next is kept again.
  await vi.waitFor(() => {
    versions.remember(version(4, 3_000), versions.readToken());
    expect(versions.lookup(version(4).uid)?.version.updatedAt).toEqual(new Date(3_000));
  });
});

it('forgets everything on an event it cannot read', async () => {
  expect(await versions.ready()).toBe(true);
  versions.remember(version(5), versions.readToken());
  await notifyFromElsewhere('not json');
  await vi.waitFor(() => expect(versions.lookup(version(5).uid)).toBeUndefined());
});
