import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import type { OrderItemRow, OrderWithRating } from './orders.repository.ts';
import { RecentOrders } from './recent-orders.ts';

const order = (id: number) => ({ id, questionnaireRating: null }) as unknown as OrderWithRating;
const line = (orderId: number) => ({ id: orderId * 10, orderId }) as unknown as OrderItemRow;

/** A change of the order by this instance, as the order services publish it. */
async function changeOrder(orderId: number) {
  const database = { execute: async () => undefined } as unknown as Database;
  await publishOrderEvent(database, { orderId, branchId: 1, type: 'updated' });
}

describe('RecentOrders', () => {
  it.each([
    { case: 'just placed', ageMs: 0, isKept: true },
    { case: 'placed a minute ago', ageMs: 60_000, isKept: true },
    { case: 'placed just under two minutes ago', ageMs: 119_999, isKept: true },
    { case: 'placed two minutes ago', ageMs: 120_000, isKept: false },
    { case: 'placed an hour ago', ageMs: 3_600_000, isKept: false },
  ])('$case: kept is $isKept', ({ ageMs, isKept }) => {
    let now = 1_000;
    const recent = new RecentOrders(() => now);
    recent.remember(order(7), [line(7)]);
    now += ageMs;
    expect(recent.get(7)?.items ?? null).toEqual(isKept ? [line(7)] : null);
    recent.close();
  });

  it('keeps at most a thousand orders, dropping the oldest first', () => {
    const recent = new RecentOrders(() => 0);
    for (let id = 1; id <= 1_005; id += 1) recent.remember(order(id), []);
    expect(recent.get(5)).toBeUndefined();
    expect(recent.get(6)?.order.id).toBe(6);
    expect(recent.get(1_005)?.order.id).toBe(1_005);
    recent.close();
  });

  it('forgets an order as soon as this instance changes it, and keeps the others', async () => {
    const recent = new RecentOrders(() => 0);
    recent.remember(order(1), []);
    recent.remember(order(2), []);
    await changeOrder(1);
    expect(recent.get(1)).toBeUndefined();
    expect(recent.get(2)?.order.id).toBe(2);
    recent.close();
  });

  it('stops listening when closed', async () => {
    const recent = new RecentOrders(() => 0);
    recent.close();
    recent.remember(order(3), []);
    await changeOrder(3);
    expect(recent.get(3)?.order.id).toBe(3);
  });
});
