import { describe, expect, it } from 'vitest';
import { postOrder, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { ctx, ids } = useDemoShop();

/** PAngV Grundpreis on order lines (docs/decisions/032-unit-prices-allergens-additives.md). */
describe('order lines carry their Grundpreis', () => {
  it('computes it from the unit price and the units of the product as bought', async () => {
    const response = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        branch: ids.branch('hamburg-eppendorf'),
        items: [
          { product: ids.product('Bauernbrot vom Laib'), amount: 1, unit: 'piece', parts: [] },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { uid, hash } = response.json().data.order;
    const view = (await ctx.app.inject({ url: `/api/orders/public/${uid}/${hash}` })).json().data
      .order;
    expect(view.items[0]).toMatchObject({
      unit: 'piece',
      unitPrice: 690,
      referencePrice: { cents: 690, quantity: 1, unit: 'kg' },
    });
  });

  it('has none for a product sold by the piece', async () => {
    const response = await postOrder(ctx.app, takeawayOrder(ids));
    expect(response.statusCode, response.body).toBe(201);
    const { uid, hash } = response.json().data.order;
    const view = (await ctx.app.inject({ url: `/api/orders/public/${uid}/${hash}` })).json().data
      .order;
    expect(view.items[0].referencePrice).toBeNull();
  });
});

/** Allergens and additives on order lines (LMIV, LMZDV; decision 032). */
describe('order lines carry their allergens and additives', () => {
  it('sums the product’s codes and those of the chosen options, from the snapshot', async () => {
    const pizza = ids.product('Pizza nach Wahl');
    const response = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        items: [
          {
            product: pizza,
            amount: 1,
            unit: 'piece',
            parts: ['Klein (Ø 26 cm)', 'Dinkel-Vollkornteig', ['Salami', 'Thunfisch'], null],
          },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { uid, hash } = response.json().data.order;
    const view = (await ctx.app.inject({ url: `/api/orders/public/${uid}/${hash}` })).json().data
      .order;
    expect(view.items[0].labels).toEqual({
      allergens: ['gluten', 'fish', 'milk'],
      additives: ['preservative', 'antioxidant'],
    });
  });

  it('has empty lists for a product without codes', async () => {
    const response = await postOrder(ctx.app, takeawayOrder(ids));
    expect(response.statusCode, response.body).toBe(201);
    const { uid, hash } = response.json().data.order;
    const view = (await ctx.app.inject({ url: `/api/orders/public/${uid}/${hash}` })).json().data
      .order;
    expect(view.items[0].labels).toEqual({ allergens: [], additives: [] });
  });
});
