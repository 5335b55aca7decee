import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop, WEDNESDAY_NOON } from './orders.test-support.ts';

const { clock, ctx, ids } = useDemoShop();

async function ordersWithKey(key: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row?.n ?? 0;
}

describe('concurrent orders', () => {
  it('gives 50 concurrent orders of one branch 50 distinct ticket numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(ctx.app, takeawayOrder(ids))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const tickets = responses.map((response) => response.json().data.order.ticketNumber);
    expect(new Set(tickets).size).toBe(50);
    expect(new Set(responses.map((response) => response.json().data.order.uid)).size).toBe(50);
  });

  it('sells the last stock and then refuses', async () => {
    const stollen = (amount: number) =>
      takeawayOrder(ids, {
        items: [{ product: ids.product('Dresdner Christstollen (750 g)'), amount, unit: 'piece' }],
      });
    expect((await postOrder(ctx.app, stollen(25))).statusCode).toBe(201);
    const response = await postOrder(ctx.app, stollen(1));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'productSoldOut' });
  });

  it('sells exactly the stock left to a rush of buyers', async () => {
    const stollen = ids.product('Dresdner Christstollen (750 g)');
    await ctx.db.update(products).set({ stock: 10 }).where(eq(products.id, stollen));
    const body = takeawayOrder(ids, { items: [{ product: stollen, amount: 1, unit: 'piece' }] });
    const responses = await Promise.all(Array.from({ length: 60 }, () => postOrder(ctx.app, body)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(50);
    const [row] = await ctx.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, stollen));
    expect(row?.stock).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('refuses a create without an Idempotency-Key', async () => {
    const response = await postOrder(ctx.app, takeawayOrder(ids), null);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        code: 'idempotencyKeyMissing',
        message:
          'Die Anfrage enthält keinen gültigen Idempotency-Key. Bitte laden Sie die Seite neu.',
      },
    ]);
  });

  it('answers a repeated request with the same order, never a second one', async () => {
    const key = randomUUID();
    const first = await postOrder(ctx.app, takeawayOrder(ids), key);
    const second = await postOrder(ctx.app, takeawayOrder(ids), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const body = takeawayOrder(ids);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await postOrder(ctx.app, body, key);
    const second = await postOrder(ctx.app, reordered, key);
    expect(second.json().data.order.uid).toBe(first.json().data.order.uid);
  });

  it('refuses the same key with a different body', async () => {
    const key = randomUUID();
    expect((await postOrder(ctx.app, takeawayOrder(ids), key)).statusCode).toBe(201);
    const changed = await postOrder(
      ctx.app,
      takeawayOrder(ids, { comment: 'Bitte klingeln' }),
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual([
      {
        code: 'idempotencyKeyReused',
        message:
          'Diese Bestellung wurde bereits mit anderen Angaben abgeschickt. Bitte laden Sie die Seite neu.',
      },
    ]);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('stores exactly one order for 20 concurrent duplicates', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(ctx.app, takeawayOrder(ids), key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const uids = new Set(responses.map((response) => response.json().data.order.uid));
    expect(uids.size).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('answers a repeat with the stored order even when it could not be placed any more', async () => {
    const stollen = ids.product('Dresdner Christstollen (750 g)');
    await ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, stollen));
    const key = randomUUID();
    const body = takeawayOrder(ids, { items: [{ product: stollen, amount: 1, unit: 'piece' }] });
    const first = await postOrder(ctx.app, body, key);
    expect(first.statusCode, first.body).toBe(201);
    // Sold out now: the repeat is still the same order, not a refusal and not a second order.
    const second = await postOrder(ctx.app, body, key);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    // Closed now (Wednesday 23:30 in Berlin): the same.
    clock.set(new Date('2026-12-02T22:30:00Z'));
    try {
      const third = await postOrder(ctx.app, body, key);
      expect(third.statusCode, third.body).toBe(201);
      expect(third.json()).toEqual(first.json());
    } finally {
      clock.set(WEDNESDAY_NOON);
    }
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('lets a refused request be corrected under the same key (nothing was stored)', async () => {
    const key = randomUUID();
    const refused = await postOrder(ctx.app, takeawayOrder(ids, { firstName: '' }), key);
    expect(refused.statusCode).toBe(422);
    expect((await postOrder(ctx.app, takeawayOrder(ids), key)).statusCode).toBe(201);
  });
});
