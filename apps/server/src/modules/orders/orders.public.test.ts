import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, products } from '../../db/schema/index.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { postOrder, setShopConfig, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { clock, ctx, ids } = useDemoShop();

type Created = { id: number; uid: string; hash: string };

async function createOrder(overrides: Record<string, unknown> = {}): Promise<Created> {
  const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order;
}

const publicUrl = (order: Created, suffix = '') =>
  `/api/orders/public/${order.uid}/${order.hash}${suffix}`;

/** Changes an order as the services do: updated_at bumped, an `orders` event in the transaction. */
async function setOrder(order: Created, values: Partial<typeof orders.$inferInsert>) {
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ ...values, updatedAt: new Date(clock.now().getTime() + 1000) })
      .where(eq(orders.id, order.id))
      .returning({ branchId: orders.branchId });
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: changed!.branchId,
      type: 'updated',
    });
  });
}

describe('GET /api/orders/public/{uid}/{hash}', () => {
  it('shows a delivery order its address and comment again, never the contact data', async () => {
    const order = await createOrder({
      isDelivery: true,
      deliveryArea: ids.area('muenchen-schwabing'),
      street: 'Leopoldstraße 10',
      city: '80802 München',
      floor: '3',
      comment: 'Bitte zweimal klingeln',
    });
    const view = (await ctx.app.inject({ url: publicUrl(order) })).json().data.order;
    expect(view.address).toMatchObject({ street: 'Leopoldstraße 10', floor: '3' });
    expect(view.address.city).toContain('München');
    expect(view.comment).toBe('Bitte zweimal klingeln');
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('phone');
    expect(view).not.toHaveProperty('firstName');

    const takeaway = await createOrder();
    const plain = (await ctx.app.inject({ url: publicUrl(takeaway) })).json().data.order;
    expect(plain.address).toBeNull();
    expect(plain.comment).toBeNull();
  });

  it('answers the order with an ETag and 304 while it is unchanged', async () => {
    const order = await createOrder();
    const first = await ctx.app.inject({ url: publicUrl(order) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.order).toMatchObject({
      uid: order.uid,
      ticketNumber: expect.any(String),
    });
    expect(first.json().data.order).not.toHaveProperty('email');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      url: publicUrl(order),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await setOrder(order, { isConfirmed: true });
    const changed = await ctx.app.inject({
      url: publicUrl(order),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.order.isConfirmed).toBe(true);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a wrong, malformed or unknown hash with the same 404', async () => {
    const order = await createOrder();
    const wrongHash = `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}`;
    const responses = await Promise.all(
      [
        `/api/orders/public/${order.uid}/${wrongHash}`,
        `/api/orders/public/${order.uid}/short`,
        `/api/orders/public/0000000000000000/${order.hash}`,
        `/api/orders/public/not-a-uid/${order.hash}`,
      ].map((url) => ctx.app.inject({ url })),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'not_found', message: 'Die Bestellung wurde nicht gefunden.' }],
      });
    }
  });
});

describe('counter-appointment', () => {
  const proposal = new Date('2026-12-02T13:30:00Z');

  it('accepting takes the proposed time and confirms the order', async () => {
    const order = await createOrder();
    await setOrder(order, { counterAppointment: proposal, counterAppointmentStatus: 'proposed' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: publicUrl(order, '/confirm-counter-appointment'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({
      isConfirmed: true,
      isCanceled: false,
      appointment: proposal.toISOString(),
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: publicUrl(order, '/confirm-counter-appointment'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting cancels the order and puts its stock back', async () => {
    const stollen = ids.product('Dresdner Christstollen (750 g)');
    const stockOf = async () =>
      (
        await ctx.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, stollen))
      )[0]?.stock;
    const before = await stockOf();
    const order = await createOrder({ items: [{ product: stollen, amount: 2, unit: 'piece' }] });
    expect(await stockOf()).toBe((before ?? 0) - 2);
    await setOrder(order, { counterAppointment: proposal, counterAppointmentStatus: 'proposed' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: publicUrl(order, '/reject-counter-appointment'),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({ isCanceled: true, isConfirmed: false });
    expect(await stockOf()).toBe(before);
    const history = await ctx.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.status)).toEqual(['pending', 'canceled']);
  });

  it('refuses an answer when no proposal is pending', async () => {
    const order = await createOrder();
    for (const answer of ['confirm', 'reject']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: publicUrl(order, `/${answer}-counter-appointment`),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].message).toBe(
        'Für diese Bestellung liegt kein offener Terminvorschlag vor.',
      );
    }
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/public/${order.uid}/${'x'.repeat(32)}/confirm-counter-appointment`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('questionnaire', () => {
  const ratings = {
    rating: 5,
    foodRating: 4,
    serviceRating: 5,
    processRating: 3,
    comment: 'Lecker!',
  };
  const submit = (order: Created, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: publicUrl(order, '/questionnaire'), payload });

  it('validates the four ratings with German field errors', async () => {
    const order = await createOrder();
    const response = await submit(order, { rating: 6, foodRating: 0, serviceRating: 2.5 });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'rating',
          message: 'Dieser Wert sollte zwischen 1 und 5 sein.',
        }),
        expect.objectContaining({
          field: 'foodRating',
          message: 'Dieser Wert sollte zwischen 1 und 5 sein.',
        }),
        expect.objectContaining({
          field: 'serviceRating',
          message: 'Dieser Wert sollte zwischen 1 und 5 sein.',
        }),
        expect.objectContaining({
          field: 'processRating',
          message: 'Dieser Wert sollte nicht leer sein.',
        }),
      ]),
    );
  });

  it('accepts a rating once, only for a completed order with order reviews on', async () => {
    const order = await createOrder();
    const early = await submit(order, ratings);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toBe(
      'Diese Bestellung kann derzeit nicht bewertet werden.',
    );

    await setOrder(order, { isConfirmed: true, isCompleted: true });
    await setShopConfig(ctx.app, ctx.db, { enablePluginOrderReviews: false });
    expect((await submit(order, ratings)).statusCode).toBe(409);
    await setShopConfig(ctx.app, ctx.db, { enablePluginOrderReviews: true });

    const etag = String((await ctx.app.inject({ url: publicUrl(order) })).headers.etag);
    const rated = await submit(order, ratings);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data.order.questionnaireRating).toBe(5);
    const view = await ctx.app.inject({
      url: publicUrl(order),
      headers: { 'if-none-match': etag },
    });
    expect(view.statusCode).toBe(200);

    const twice = await submit(order, ratings);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe('Diese Bestellung wurde bereits bewertet.');
  });
});
