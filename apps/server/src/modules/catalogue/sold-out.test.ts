import { MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { postOrder, takeawayOrder } from '../orders/orders.test-support.ts';
import { useStaffOrders } from '../orders/staff-orders.test-support.ts';

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): an employee marks a product sold
 * out for their branch and the business day; customers get it at once with the branch (init),
 * orders for that branch and day are refused with a German 422, and the next day it is back.
 */

const setup = useStaffOrders();
const margherita = () => setup.ids.product('Pizza Margherita');
const soldOutUrl = (branchId: number, productId?: number) =>
  `/api/branches/${branchId}/sold-out${productId === undefined ? '' : `/${productId}`}`;

type InitBranch = { id: number; soldOut?: { productId: number; businessDay: string }[] };
async function initBranch(branchId: number): Promise<InitBranch | undefined> {
  const response = await setup.ctx.app.inject({ method: 'GET', url: '/api/init' });
  const entries = response.json().data as { url: string; data: InitBranch[] }[];
  return entries
    .find((entry) => entry.url === '/api/branches')
    ?.data.find((b) => b.id === branchId);
}

describe('sold out today', () => {
  it('an employee marks a product of their branch; the menu, orders and the next day follow', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const { munich, hamburg } = setup;
    const list = await setup.call('munich', 'GET', soldOutUrl(munich));
    expect(list.statusCode).toBe(200);
    expect(list.json().data.businessDay).toBe('2026-12-02');
    const entry = (list.json().data.products as { id: number; isSoldOut: boolean }[]).find(
      (product) => product.id === margherita(),
    );
    expect(entry).toMatchObject({ isSoldOut: false });
    expect((await initBranch(munich))?.soldOut).toEqual([]);

    const marked = await setup.call('munich', 'PUT', soldOutUrl(munich, margherita()), {
      isSoldOut: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(
      (marked.json().data.products as { id: number; isSoldOut: boolean }[]).find(
        (product) => product.id === margherita(),
      ),
    ).toMatchObject({ isSoldOut: true });
    // At once: the customers' read cache was dropped.
    expect((await initBranch(munich))?.soldOut).toEqual([
      { productId: margherita(), businessDay: '2026-12-02' },
    ]);
    expect((await initBranch(hamburg))?.soldOut).toEqual([]);

    // Orders for this branch today are refused, naming the line.
    const refused = await postOrder(setup.ctx.app, takeawayOrder(setup.ids));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: 'items.0.product', message: MESSAGES.productSoldOutToday }),
    );
    expect(MESSAGES.productSoldOutToday).toBe(
      'Dieses Produkt ist in dieser Filiale heute leider ausverkauft.',
    );

    // 23:59 in Berlin is still the same business day; midnight (23:00 UTC) is the next one.
    setup.clock.set('2026-12-02T22:59:00Z');
    expect((await initBranch(munich))?.soldOut).toHaveLength(1);
    setup.clock.set('2026-12-03T09:00:00Z');
    setup.ctx.app.publicCache.invalidate();
    expect((await initBranch(munich))?.soldOut).toEqual([]);
    const nextDay = await setup.call('munich', 'GET', soldOutUrl(munich));
    expect(nextDay.json().data.businessDay).toBe('2026-12-03');
    const back = (nextDay.json().data.products as { id: number; isSoldOut: boolean }[]).find(
      (product) => product.id === margherita(),
    );
    expect(back).toMatchObject({ isSoldOut: false });
    const accepted = await postOrder(setup.ctx.app, takeawayOrder(setup.ids));
    expect(accepted.statusCode, accepted.body).toBe(201);
    setup.clock.set('2026-12-02T11:00:00Z');
  });

  it('clearing the mark brings the product back the same day', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const url = soldOutUrl(setup.munich, margherita());
    expect((await setup.call('manager', 'PUT', url, { isSoldOut: true })).statusCode).toBe(200);
    expect((await setup.call('manager', 'PUT', url, { isSoldOut: true })).statusCode).toBe(200);
    expect((await initBranch(setup.munich))?.soldOut).toHaveLength(1);
    expect((await setup.call('munich', 'PUT', url, { isSoldOut: false })).statusCode).toBe(200);
    expect((await initBranch(setup.munich))?.soldOut).toEqual([]);
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(201);
  });

  it('refuses another branch, other roles, bad input and unknown products in German', async () => {
    const { munich, hamburg } = setup;
    const forbidden = await setup.call('munich', 'PUT', soldOutUrl(hamburg, margherita()), {
      isSoldOut: true,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].message).toBe(
      'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
    );
    expect((await setup.call('munich', 'GET', soldOutUrl(hamburg))).statusCode).toBe(403);
    expect((await setup.call('editor', 'GET', soldOutUrl(munich))).statusCode).toBe(403);
    expect((await setup.call(null, 'GET', soldOutUrl(munich))).statusCode).toBe(401);

    const invalid = await setup.call('munich', 'PUT', soldOutUrl(munich, margherita()), {
      isSoldOut: 'ja',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({ field: 'isSoldOut' });
    const unknown = await setup.call('munich', 'PUT', soldOutUrl(munich, 999999), {
      isSoldOut: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe(
      'Dieses Produkt steht nicht auf der Karte dieser Filiale.',
    );
    expect((await initBranch(munich))?.soldOut).toEqual([]);
  });
});

describe('paths that name no branch or product (docs/decisions/025)', () => {
  it('answer the German 404 after the login check', async () => {
    const cases = [
      ['GET', '/api/branches/abc/sold-out', 'Die Filiale wurde nicht gefunden.'],
      [
        'PUT',
        `/api/branches/${setup.munich}/sold-out/abc`,
        'Dieses Produkt steht nicht auf der Karte dieser Filiale.',
      ],
      [
        'PUT',
        '/api/branches/0/sold-out/1',
        'Dieses Produkt steht nicht auf der Karte dieser Filiale.',
      ],
    ] as const;
    for (const [method, url, message] of cases) {
      const body = { isSoldOut: true };
      expect((await setup.call(null, method, url, body)).statusCode, url).toBe(401);
      const response = await setup.call('admin', method, url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message).toBe(message);
    }
  });
});
