import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@shop/domain';
import { count } from 'drizzle-orm';
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
    expect((await order('203.0.113.10')).statusCode).toBe(429);
    clock.set(new Date(clock.now().getTime() + 1_001));
    // Had the refusal a second ago counted, the last of these would be refused.
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await order('203.0.113.10')).statusCode).toBe(201);
    }
    expect((await order('203.0.113.10')).statusCode).toBe(429);
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
