import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStreamClient } from '../../../test/event-stream-client.ts';
import { buildApp } from '../../app.ts';
import * as schema from '../../db/schema/index.ts';
import { sessions } from '../../db/schema/index.ts';
import { endUserSessions } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { DatabaseFileStorage } from '../../platform/file-storage.ts';
import { createSecretBox } from '../../platform/secrets/secret-box.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { hamburgOrder, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Live updates: GET /api/orders/events over real TCP. New orders and status
 * changes arrive as `order` events, only for the reader's branches; a stream ends when its
 * session does and when the app closes; on PostgreSQL an order created through one server
 * instance reaches a stream open on another (LISTEN/NOTIFY), on PGlite within the one instance.
 */

const setup = useStaffOrders();
let baseUrl: string;

beforeAll(async () => {
  setup.ctx.app.orderEvents.heartbeatMs = 100;
  baseUrl = await setup.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const isOrderEvent = (orderId: number, type: string) => (event: { event: string; data: unknown }) =>
  event.event === 'order' &&
  (event.data as { orderId: number; type: string }).orderId === orderId &&
  (event.data as { type: string }).type === type;

describe('GET /api/orders/events', () => {
  it('streams new orders and status changes to the back-office', async () => {
    const stream = await openEventStreamClient(
      `${baseUrl}/api/orders/events`,
      await setup.headersOf('admin'),
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
      await stream.waitFor((event) => event.event === 'ready');

      const order = await setup.placeOrder();
      const created = await stream.waitFor(isOrderEvent(order.id, 'created'));
      expect(created.data).toEqual({ orderId: order.id, branchId: setup.munich, type: 'created' });

      await setup.call('admin', 'POST', `/api/orders/${order.id}/status/confirm`);
      await stream.waitFor(isOrderEvent(order.id, 'confirmed'));
      await setup.call('admin', 'POST', `/api/orders/${order.id}/counter-appointment`, {
        counterAppointment: '2026-12-02T16:00:00+01:00',
      });
      await setup.call('admin', 'DELETE', `/api/orders/${order.id}`);
      await stream.waitFor(isOrderEvent(order.id, 'deleted'));
      expect(stream.comments()).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('sends an employee only the events of their branches', async () => {
    const stream = await openEventStreamClient(
      `${baseUrl}/api/orders/events`,
      await setup.headersOf('hamburg'),
    );
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const munich = await setup.placeOrder();
      const hamburg = await setup.placeOrder(hamburgOrder(setup));
      const first = await stream.waitFor((event) => event.event === 'order');
      expect(first.data).toEqual({ orderId: hamburg.id, branchId: setup.hamburg, type: 'created' });
      expect(stream.received.some((event) => isOrderEvent(munich.id, 'created')(event))).toBe(
        false,
      );
    } finally {
      stream.close();
    }
  });

  it('ends the stream at the next heartbeat once the session is gone', async () => {
    const stream = await openEventStreamClient(
      `${baseUrl}/api/orders/events`,
      await setup.headersOf('manager'),
    );
    await stream.waitFor((event) => event.event === 'ready');
    await setup.ctx.db.delete(sessions);
    const end = await stream.waitFor((event) => event.event === 'end');
    expect(end.data).toEqual({ reason: 'unauthorized' });
    await stream.ended;
  });

  it.each([
    ['ended by the users service (disabled, expired, new password)', 'manager' as const],
    ['deleted by an admin', 'hamburg' as const],
  ])(
    'closes the stream of a user whose sessions are %s at once, not at the next heartbeat',
    async (_how, name) => {
      const runtime = setup.ctx.app.orderEvents;
      runtime.heartbeatMs = 3_600_000;
      const stream = await openEventStreamClient(
        `${baseUrl}/api/orders/events`,
        await setup.headersOf(name),
      );
      try {
        await stream.waitFor((event) => event.event === 'ready');
        const userId = setup.userIds.get(name)!;
        if (name === 'manager') await endUserSessions(setup.ctx.db, userId);
        else await setup.call('admin', 'DELETE', `/api/users/${userId}`);
        const end = await stream.waitFor((event) => event.event === 'end');
        expect(end.data).toEqual({ reason: 'unauthorized' });
        await stream.ended;
        await setup.placeOrder(name === 'hamburg' ? hamburgOrder(setup) : undefined);
        expect(stream.received.filter((event) => event.event === 'order')).toEqual([]);
      } finally {
        runtime.heartbeatMs = 100;
        stream.close();
      }
    },
  );

  it('keeps the streams of other users open when one user’s sessions end', async () => {
    const stream = await openEventStreamClient(
      `${baseUrl}/api/orders/events`,
      await setup.headersOf('admin'),
    );
    try {
      await stream.waitFor((event) => event.event === 'ready');
      await endUserSessions(setup.ctx.db, setup.userIds.get('editor')!);
      const order = await setup.placeOrder();
      await stream.waitFor(isOrderEvent(order.id, 'created'));
      expect(stream.received.some((event) => event.event === 'end')).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('lets go of a stream when the browser closes it', async () => {
    const hub = setup.ctx.app.orderEvents;
    const stream = await openEventStreamClient(
      `${baseUrl}/api/orders/events`,
      await setup.headersOf('admin'),
    );
    await stream.waitFor((event) => event.event === 'ready');
    const open = hub.streams.size;
    stream.close();
    await expect.poll(() => hub.streams.size).toBe(open - 1);
  });
});

describe('shutdown', () => {
  it('closes the app while streams are open (they end, nothing holds the shutdown)', async () => {
    const other = await buildApp({
      db: setup.ctx.db,
      storage: new DatabaseFileStorage(setup.ctx.db),
      secrets: createSecretBox(randomBytes(32)),
      config: { WEB_DIST_DIR: '/nonexistent', isProduction: false },
      now: setup.clock.now,
    });
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStreamClient(
      `${url}/api/orders/events`,
      await setup.headersOf('admin'),
    );
    await stream.waitFor((event) => event.event === 'ready');
    await other.close();
    await stream.ended;
    expect(other.orderEvents.streams.size).toBe(0);
  });
});

describe('several server instances (LISTEN/NOTIFY)', () => {
  it('pushes an order created through instance A to a stream open on instance B', async () => {
    const client = (setup.ctx.db as unknown as { $client: unknown }).$client;
    // PostgreSQL: B is a second app with its own pool on the same database. PGlite runs in one
    // process only, so there A and B are the same instance.
    const pool =
      setup.ctx.kind === 'postgres'
        ? new pg.Pool({
            connectionString: (client as { options: pg.PoolConfig }).options.connectionString,
          })
        : null;
    // The file's database is dropped WITH (FORCE) at its end: a connection of B's pool that is
    // still closing then gets 57P01, which must not become an uncaught error of the test run.
    pool?.on('error', () => undefined);
    const instanceB = pool
      ? await buildApp({
          db: drizzle(pool, { schema }) as unknown as Database,
          storage: new DatabaseFileStorage(setup.ctx.db),
          secrets: createSecretBox(randomBytes(32)),
          config: { WEB_DIST_DIR: '/nonexistent', isProduction: false },
          now: setup.clock.now,
        })
      : setup.ctx.app;
    const urlB = pool ? await instanceB.listen({ port: 0, host: '127.0.0.1' }) : baseUrl;
    try {
      const stream = await openEventStreamClient(
        `${urlB}/api/orders/events`,
        await setup.headersOf('admin'),
      );
      await stream.waitFor((event) => event.event === 'ready');
      const response = await postOrder(setup.ctx.app, takeawayOrder(setup.ids));
      const { order } = response.json().data;
      const received = await stream.waitFor(isOrderEvent(order.id, 'created'));
      expect(received.data).toMatchObject({ branchId: setup.munich });
      stream.close();
    } finally {
      if (pool) {
        await instanceB.close();
        await pool.end();
      }
    }
  });
});
