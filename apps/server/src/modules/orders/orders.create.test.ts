import { describe, expect, it } from 'vitest';
import { postOrder, setShopConfig, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { clock, ctx, ids } = useDemoShop();

async function created(body: unknown) {
  const response = await postOrder(ctx.app, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { order: Record<string, unknown>; paymentRedirectUrl?: string };
}

const delivery = (overrides: Record<string, unknown> = {}) =>
  takeawayOrder(ids, {
    isDelivery: true,
    deliveryArea: ids.area('muenchen-schwabing'),
    street: 'Leopoldstraße 10',
    city: '80802 München',
    ...overrides,
  });

describe('POST /api/orders recomputes every price from the database', () => {
  it('creates a cash takeaway order with uid, hash and the first ticket of the day', async () => {
    clock.set('2026-12-02T11:00:00Z');
    const { order, paymentRedirectUrl } = await created(takeawayOrder(ids));
    expect(paymentRedirectUrl).toBeUndefined();
    expect(order).toMatchObject({
      paymentMethod: 'cash',
      isDelivery: false,
      isPreorder: false,
      isPaid: false,
      totalGross: 1780,
      totalNet: 1664,
      totalTax: 116,
      taxes: [{ rate: 7, net: 1664, tax: 116, gross: 1780 }],
      items: [{ name: 'Pizza Margherita', amount: 2, unitPrice: 890, gross: 1780, taxRate: 7 }],
    });
    expect(order.uid).toMatch(/^[0-9a-f]{16}$/);
    // 24 random bytes: 192 bits, base64url.
    expect(order.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('ignores tampered prices anywhere in the request', async () => {
    const honest = await created(takeawayOrder(ids));
    const tampered = {
      ...takeawayOrder(ids),
      totalGross: 1,
      gross: 1,
      totals: { totalGross: 1 },
      items: [
        {
          product: ids.product('Pizza Margherita'),
          amount: 2,
          unit: 'piece',
          parts: [],
          price: 1,
          unitPrice: 1,
          gross: 1,
        },
      ],
    };
    const { order } = await created(tampered);
    for (const field of ['net', 'tax', 'gross', 'totalNet', 'totalTax', 'totalGross', 'taxes']) {
      expect(order[field], field).toEqual(honest.order[field]);
    }
    expect(order.items).toEqual(honest.order.items);
  });

  it('adds the delivery fee of the area at its own rate, free only above the threshold', async () => {
    const salami = ids.product('Pizza Salami');
    const two = await created(delivery({ items: [{ product: salami, amount: 2, unit: 'piece' }] }));
    expect(two.order).toMatchObject({
      isDelivery: true,
      deliveryArea: 'Schwabing (80801, 80802, 80803)',
      gross: 2180,
      deliveryGross: 250,
      deliveryNet: 210,
      deliveryTax: 40,
      totalGross: 2430,
      taxes: [
        { rate: 7, net: 2037, tax: 143, gross: 2180 },
        { rate: 19, net: 210, tax: 40, gross: 250 },
      ],
    });
    const three = await created(
      delivery({ items: [{ product: salami, amount: 3, unit: 'piece' }] }),
    );
    expect(three.order).toMatchObject({ gross: 3270, deliveryGross: 0, totalGross: 3270 });
  });

  it.each([
    [
      'outside the chosen area',
      '20249 Hamburg',
      'Die Postleitzahl 20249 liegt nicht im Liefergebiet „Schwabing (80801, 80802, 80803)“. Bitte prüfen Sie die Postleitzahl oder wählen Sie ein anderes Liefergebiet.',
    ],
    ['without a postcode', 'München', 'Bitte geben Sie die Postleitzahl Ihrer Lieferadresse an.'],
  ])(
    'refuses a delivery address %s on the field city, creating nothing (docs/decisions/016)',
    async (_name, city, message) => {
      clock.set('2026-12-02T11:00:00Z');
      const response = await postOrder(ctx.app, delivery({ city }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'city', message })]);
      const inArea = await postOrder(ctx.app, delivery({ city: '80805 München' }));
      expect(inArea.statusCode, inArea.body).toBe(201);
    },
  );

  it('prices part modifiers, weights and alternative units', async () => {
    const { order } = await created(
      takeawayOrder(ids, {
        items: [
          {
            product: ids.product('Pizza nach Wahl'),
            amount: 1,
            unit: 'piece',
            parts: [
              'Groß (Ø 36 cm)',
              'Dinkel-Vollkornteig',
              ['Salami', 'Oliven'],
              'extra knusprig',
            ],
          },
          { product: ids.product('Bauernbrot vom Laib'), amount: 1.5, unit: 'kg', parts: [] },
          { product: ids.product('Bauernbrot vom Laib'), amount: 1, unit: 'piece', parts: [] },
        ],
      }),
    );
    expect(order.items).toMatchObject([
      {
        unitPrice: 1760,
        gross: 1760,
        parts: [
          { name: 'Größe', values: ['Groß (Ø 36 cm)'] },
          { name: 'Teig', values: ['Dinkel-Vollkornteig'] },
          { name: 'Beläge', values: ['Salami', 'Oliven'] },
          { name: 'Sonderwunsch', values: ['extra knusprig'] },
        ],
      },
      { unit: 'kg', amount: 1.5, unitPrice: 690, gross: 1035, calculationModel: 'fixed' },
      { unit: 'piece', amount: 1, gross: 828, calculationModel: 'approximate' },
    ]);
    expect(order).toMatchObject({ totalGross: 1760 + 1035 + 828, isPriceApproximate: true });
  });

  it('takes a dine-in order with its table', async () => {
    const table = ids.table('muenchen-schwabing');
    const { order } = await created(takeawayOrder(ids, { isDineIn: true, table }));
    expect(order).toMatchObject({ isDineIn: true, tableIdentifier: table });
  });

  it('takes a preorder while the branch is closed, as soon as possible or for a time', async () => {
    clock.set('2026-12-02T19:00:00Z'); // 20:00 in Hamburg-Eppendorf: closed since 18:30
    const hamburg = ids.branch('hamburg-eppendorf');
    const rolls = [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece' }];
    const asap = await created(takeawayOrder(ids, { branch: hamburg, items: rolls }));
    expect(asap.order).toMatchObject({ isPreorder: true, appointmentDate: null });
    const later = await created(
      takeawayOrder(ids, {
        branch: hamburg,
        items: rolls,
        appointmentDate: '2026-12-03T07:00:00+01:00',
      }),
    );
    expect(later.order).toMatchObject({
      isPreorder: true,
      appointmentDate: '2026-12-03T06:00:00.000Z',
    });
    clock.set('2026-12-02T11:00:00Z');
  });

  it('marks a quotation request and counts the shop-funded donation', async () => {
    const koeln = ids.branch('koeln-catering');
    const { order } = await created(
      takeawayOrder(ids, {
        branch: koeln,
        street: 'Ehrenstraße 1',
        city: '50672 Köln',
        items: [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 2, unit: 'piece' }],
      }),
    );
    expect(order).toMatchObject({ isQuotation: true, donationAmount: 0 });
    const entries = (await ctx.app.inject({ url: '/api/init' })).json().data as {
      url: string;
      data: { id: number }[];
    }[];
    const [donatee] = entries.find((entry) => entry.url === '/api/donatees')?.data ?? [];
    if (!donatee) throw new Error('the demo shop has donatees');
    const donated = await created(takeawayOrder(ids, { donatee: donatee.id }));
    expect(donated.order).toMatchObject({ donationAmount: 7, totalGross: 1780 });
  });

  it('numbers tickets per branch and day in the shop time zone, or by order with tickets off', async () => {
    const hamburg = ids.branch('hamburg-eppendorf');
    const body = takeawayOrder(ids, {
      branch: hamburg,
      items: [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece' }],
    });
    clock.set('2026-12-02T22:50:00Z'); // 23:50 Wednesday in Berlin
    const wednesday = await created(body);
    clock.set('2026-12-02T23:10:00Z'); // 00:10 Thursday in Berlin: a new day
    const thursday = await created(body);
    const second = await created(body);
    expect([thursday.order.ticketNumber, second.order.ticketNumber]).toEqual(['1', '2']);
    expect(Number(wednesday.order.ticketNumber)).toBeGreaterThan(1);
    await setShopConfig(ctx.app, ctx.db, { disableTickets: true });
    const numbered = await created(body);
    expect(numbered.order.ticketNumber).toBe(String(numbered.order.id));
    await setShopConfig(ctx.app, ctx.db, { disableTickets: false });
    clock.set('2026-12-02T11:00:00Z');
  });
});
