import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@shop/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loginAttempts, orders } from '../../db/schema/index.ts';
import { type DemoIds, demoIds, movableClock, takeawayOrder } from './orders.test-support.ts';

// POST /api/orders per client address: ORDER_RATE_LIMIT per minute, counted in the database.

const LIMIT = 3;
const clock = movableClock();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
let ids: DemoIds;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: clock.now, config: { ORDER_RATE_LIMIT: LIMIT } });
  ids = await demoIds(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await other?.close();
});

function order(from: string, app = ctx.app, body: unknown = takeawayOrder(ids)) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: body as Record<string, unknown>,
    remoteAddress: from,
  });
}

const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('order rate limit per IP address', () => {
  it('refuses the request over the limit within a minute with a German 429 and creates nothing', async () => {
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await order('203.0.113.10')).statusCode).toBe(201);
    }
    const before = await orderCount();
    const refused = await order('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'too_many_orders',
          message:
            'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
        },
      ],
    });
    expect(MESSAGES.orderRateLimited).toBe(refused.json().errors[0].message);
    // All three were counted this very instant: the oldest leaves the window in a minute.
    expect(refused.headers['retry-after']).toBe('60');
    expect(await orderCount()).toBe(before);
  });

  it('counts every address on its own', async () => {
    expect((await order('198.51.100.20')).statusCode).toBe(201);
  });

  it('counts refused bodies too, so invalid requests cannot hammer the server', async () => {
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await order('203.0.113.30', ctx.app, { items: [] })).statusCode).toBe(422);
    }
    expect((await order('203.0.113.30')).statusCode).toBe(429);
  });

  it('lets the address order again a minute later; refused requests do not count', async () => {
    clock.set(new Date(clock.now().getTime() + 59_000));
    const refused = await order('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    clock.set(new Date(clock.now().getTime() + 1_001));
    // Had the refusal a second ago counted, the last of these would be refused.
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await order('203.0.113.10')).statusCode).toBe(201);
    }
    expect((await order('203.0.113.10')).statusCode).toBe(429);
  });

  it('says in Retry-After when the oldest counted request leaves the window', async () => {
    const start = clock.now().getTime();
    for (const offset of [0, 10_000, 20_000]) {
      clock.set(new Date(start + offset));
      expect((await order('203.0.113.60')).statusCode).toBe(201);
    }
    clock.set(new Date(start + 25_500));
    const refused = await order('203.0.113.60');
    expect(refused.statusCode).toBe(429);
    // The request at `start` leaves at start + 60 s: 34.5 s from now, rounded up.
    expect(refused.headers['retry-after']).toBe('35');
    clock.set(new Date(start + 60_000));
    expect((await order('203.0.113.60')).statusCode).toBe(201);
    expect((await order('203.0.113.60')).statusCode).toBe(429);
  });

  it("deletes this address's order requests that left the window; login attempts stay", async () => {
    const from = '203.0.113.70';
    const ago = (ms: number) => new Date(clock.now().getTime() - ms);
    await ctx.db.insert(loginAttempts).values([
      {
        email: 'order:create',
        ipAddress: from,
        isSuccessful: true,
        reason: 'order_created',
        createdAt: ago(120_000),
      },
      {
        email: 'order:create',
        ipAddress: from,
        isSuccessful: true,
        reason: 'order_created',
        createdAt: ago(60_000),
      },
      {
        email: 'order:create',
        ipAddress: from,
        isSuccessful: true,
        reason: 'order_created',
        createdAt: ago(30_000),
      },
      {
        email: 'anna@example.org',
        ipAddress: from,
        isSuccessful: false,
        reason: 'invalid_credentials',
        createdAt: ago(3_600_000),
      },
      {
        email: 'anna@example.org',
        ipAddress: from,
        isSuccessful: true,
        reason: 'password',
        createdAt: ago(3_500_000),
      },
    ]);
    expect((await order(from)).statusCode).toBe(201);
    const rows = await ctx.db
      .select({ reason: loginAttempts.reason, at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(eq(loginAttempts.ipAddress, from))
      .orderBy(asc(loginAttempts.createdAt));
    expect(rows).toEqual([
      { reason: 'invalid_credentials', at: ago(3_600_000) },
      { reason: 'password', at: ago(3_500_000) },
      { reason: 'order_created', at: ago(30_000) },
      { reason: 'order_created', at: clock.now() },
    ]);
    // The request 30 s ago still counts: one more, then the limit of 3 is reached.
    expect((await order(from)).statusCode).toBe(201);
    expect((await order(from)).statusCode).toBe(429);
    const [left] = await ctx.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, from), eq(loginAttempts.reason, 'order_created')));
    expect(left?.n).toBe(3);
  });

  it('holds across instances: a second app on the same database sees the same count', async () => {
    for (let index = 0; index < LIMIT - 1; index += 1) {
      expect((await order('192.0.2.50')).statusCode).toBe(201);
    }
    // Another server instance: the same database, none of the first one's process state.
    const secondInstance = await buildApp({
      ...ctx.app.deps,
      config: { ...ctx.app.deps.config, ORDER_RATE_LIMIT: LIMIT },
    });
    try {
      expect((await order('192.0.2.50', secondInstance)).statusCode).toBe(201);
      expect((await order('192.0.2.50', secondInstance)).statusCode).toBe(429);
      expect((await order('192.0.2.50')).statusCode).toBe(429);
    } finally {
      await secondInstance.close();
    }
  });
});

describe('ORDER_RATE_LIMIT=0', () => {
  it('lifts the limit (benchmarks)', async () => {
    other = await createTestApp({ seed: true, now: clock.now, config: { ORDER_RATE_LIMIT: 0 } });
    const otherIds = await demoIds(other.db);
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const response = await order('203.0.113.40', other.app, takeawayOrder(otherIds));
      expect(response.statusCode).toBe(201);
    }
    const [row] = await other.db.select({ n: count() }).from(loginAttempts);
    expect(row?.n).toBe(0);
  });
});
