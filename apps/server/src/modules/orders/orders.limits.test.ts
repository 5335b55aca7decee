import { randomUUID } from 'node:crypto';
import { ORDER_LIMITS } from '@shop/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { type DemoIds, demoIds, movableClock, takeawayOrder } from './orders.test-support.ts';

// The bounds of an order (docs/decisions/014-order-limits-and-public-addresses.md): lines, parts,
// amounts and total answer German 422s naming the field; a body above the limit is refused with
// 413 before it is read, so it costs no statement and not even a place in the rate limit.

const clock = movableClock();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ids: DemoIds;

beforeAll(async () => {
  // One order per address and minute: a refused big body must not use it up.
  ctx = await createTestApp({ seed: true, now: clock.now, config: { ORDER_RATE_LIMIT: 1 } });
  ids = await demoIds(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
/** POST /api/orders from an address of its own (the rate limit is 1 per address). */
function order(body: unknown, remoteAddress = `198.51.100.${++addressCounter}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const pizza = (amount: number, parts: unknown[] = []) => ({
  product: ids.product('Pizza Margherita'),
  amount,
  unit: 'piece',
  parts,
});

describe('order bounds (German 422 naming the field, nothing stored)', () => {
  it.each([
    [
      'more lines than allowed',
      () => ({ items: Array.from({ length: ORDER_LIMITS.maxLines + 1 }, () => pizza(1)) }),
      'items',
      'Diese Sammlung sollte 100 oder weniger Elemente beinhalten.',
    ],
    [
      'an amount of 100,000 (an 89,000 € cash order before)',
      () => ({ items: [pizza(100_000)] }),
      'items.0.amount',
      'Dieser Wert sollte kleiner oder gleich 1000 sein.',
    ],
    [
      'an amount that overflowed an integer column (500 before)',
      () => ({ items: [pizza(1e9)] }),
      'items.0.amount',
      'Dieser Wert sollte kleiner oder gleich 1000 sein.',
    ],
    [
      'more parts on a line than allowed',
      () => ({
        items: [
          pizza(
            1,
            Array.from({ length: 51 }, () => null),
          ),
        ],
      }),
      'items.0.parts',
      'Diese Sammlung sollte 50 oder weniger Elemente beinhalten.',
    ],
    [
      'a total above 10.000,00 €',
      () => ({ items: [pizza(ORDER_LIMITS.maxAmount), pizza(ORDER_LIMITS.maxAmount)] }),
      'total',
      'Der Bestellwert darf höchstens 10.000,00\u00a0€ betragen. Bitte teilen Sie die Bestellung auf oder wenden Sie sich direkt an uns.',
    ],
    [
      'a NUL character in the comment (500 before)',
      () => ({ comment: 'Bitte klingeln\u0000' }),
      'comment',
      'Dieser Wert ist nicht gültig.',
    ],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const before = await orderCount();
    const response = await order(takeawayOrder(ids, overrides()));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await orderCount()).toBe(before);
  });

  it('still takes an order at the bounds', async () => {
    const items = Array.from({ length: ORDER_LIMITS.maxLines }, () => pizza(1));
    const response = await order(takeawayOrder(ids, { items }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.order.items).toHaveLength(ORDER_LIMITS.maxLines);
  });
});

describe('an oversized order body', () => {
  it('is refused with a German 413 before any work while /api/health answers', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // 4,000 lines (about 164 KB): accepted and parsed line by line before.
    const body = JSON.stringify(
      takeawayOrder(ids, { items: Array.from({ length: 4000 }, () => pizza(1)) }),
    );
    expect(body.length).toBeGreaterThan(ORDER_LIMITS.maxBodyBytes);
    const before = await orderCount();
    const [big, health] = await Promise.all([
      fetch(`${address}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
      }),
      fetch(`${address}/api/health`),
    ]);
    expect(health.status).toBe(200);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      errors: [{ code: 'payload_too_large', message: 'Die gesendeten Daten sind zu groß.' }],
    });
    expect(await orderCount()).toBe(before);
    // No work at all: not even the address's one order per minute was used up.
    const next = await fetch(`${address}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(takeawayOrder(ids)),
    });
    expect(next.status).toBe(201);
  });
});
