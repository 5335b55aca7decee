import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { NOT_FOUND_MESSAGE } from '../../platform/errors.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * GET /api/orders/{id}, POST /api/orders/{id}/status/{action} and the counter-appointment
 * (spec §7 "Orders"): the detail, the transitions table enforced with German 409s, history and
 * the customer's public view following every step, stock given back on reject and cancel.
 */

const setup = useStaffOrders();

const act = (order: Placed, action: string, body?: unknown) =>
  setup.call('munich', 'POST', `/api/orders/${order.id}/status/${action}`, body);
const publicView = async (order: Placed) =>
  (await setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}` })).json().data
    .order;
const stockOf = async (productId: number) => {
  const [row] = await setup.ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
};

describe('GET /api/orders/{id}', () => {
  it('shows lines with parts, customer, address, payment and history', async () => {
    const order = await setup.placeOrder({
      lastName: 'Detail',
      comment: 'Bitte klingeln',
      items: [
        {
          product: setup.ids.product('Pizza nach Wahl'),
          amount: 1,
          unit: 'piece',
          parts: ['Mittel (Ø 30 cm)', 'Dinkel-Vollkornteig', ['Salami', 'Champignons'], 'scharf'],
        },
      ],
    });
    const response = await setup.call('munich', 'GET', `/api/orders/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      id: order.id,
      status: 'pending',
      branch: { id: setup.munich, identifier: 'muenchen-schwabing' },
      customer: { firstName: 'Erika', lastName: 'Detail', email: 'erika@example.com' },
      comment: 'Bitte klingeln',
      paymentMethod: 'cash',
      totalGross: 1090 + 100 + 150 + 100,
      history: [{ status: 'pending', user: null }],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        index: 0,
        name: 'Pizza nach Wahl',
        amount: 1,
        unit: 'piece',
        units: ['piece'],
        unitPrice: 1440,
        gross: 1440,
        taxRate: 7,
        partValues: [
          'Mittel (Ø 30 cm)',
          'Dinkel-Vollkornteig',
          ['Salami', 'Champignons'],
          'scharf',
        ],
        parts: expect.arrayContaining([
          expect.objectContaining({ name: 'Beläge', values: ['Salami', 'Champignons'] }),
        ]),
      }),
    ]);
  });

  it('answers 404 in German for an unknown order', async () => {
    const response = await setup.call('admin', 'GET', '/api/orders/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Die Bestellung wurde nicht gefunden.');
  });
});

describe('status actions', () => {
  it('confirm → in delivery → completed, with history and the public view following', async () => {
    const order = await setup.placeOrder();
    for (const [action, status, flags] of [
      ['confirm', 'confirmed', { isConfirmed: true, isInDelivery: false }],
      ['in-delivery', 'inDelivery', { isConfirmed: true, isInDelivery: true }],
      ['completed', 'completed', { isInDelivery: true, isCompleted: true }],
    ] as const) {
      const response = await act(order, action, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status).toBe(status);
      expect(await publicView(order)).toMatchObject(flags);
    }
    const detail = (await setup.call('admin', 'GET', `/api/orders/${order.id}`)).json().data;
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'inDelivery',
      'completed',
    ]);
    expect(detail.history[1].user).toEqual({
      id: setup.userIds.get('munich'),
      name: expect.any(String),
    });
  });

  it.each([
    [
      'completed',
      'Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status „Neu“ kann nicht abgeschlossen werden.',
    ],
    [
      'in-delivery',
      'Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status „Neu“ kann nicht als abholbereit markiert werden.',
    ],
  ])('refuses %s on a new order with 409 and changes nothing', async (action, message) => {
    const order = await setup.placeOrder();
    const response = await act(order, action);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ code: 'transitionNotAllowed', message }]);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ isConfirmed: false, isCompleted: false, isInDelivery: false });
  });

  it('refuses to reject a confirmed order and to change a completed one', async () => {
    const order = await setup.placeOrder();
    await act(order, 'confirm');
    const reject = await act(order, 'reject', { rejectionMessage: 'Zu spät' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().errors[0].message).toBe(
      'Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status „Bestätigt“ kann nicht abgelehnt werden.',
    );
    await act(order, 'completed');
    const cancel = await act(order, 'cancel');
    expect(cancel.statusCode).toBe(409);
  });

  it('rejects with a message the customer reads, and puts the stock back', async () => {
    const stollen = setup.ids.product('Dresdner Christstollen (750 g)');
    const before = await stockOf(stollen);
    const order = await setup.placeOrder({
      items: [{ product: stollen, amount: 2, unit: 'piece', parts: [] }],
    });
    expect(await stockOf(stollen)).toBe((before ?? 0) - 2);
    const response = await act(order, 'reject', {
      rejectionMessage: '  Leider ist unser Ofen ausgefallen.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicView(order)).toMatchObject({
      isRejected: true,
      rejectionMessage: 'Leider ist unser Ofen ausgefallen.',
    });
    expect(await stockOf(stollen)).toBe(before);
    const again = await act(order, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(await stockOf(stollen)).toBe(before);
  });

  it('cancels a confirmed order and puts its stock back once', async () => {
    const stollen = setup.ids.product('Dresdner Christstollen (750 g)');
    const before = await stockOf(stollen);
    const order = await setup.placeOrder({
      items: [{ product: stollen, amount: 1, unit: 'piece', parts: [] }],
    });
    await act(order, 'confirm');
    expect((await act(order, 'cancel', { rejectionMessage: null })).statusCode).toBe(200);
    expect(await stockOf(stollen)).toBe(before);
    expect(await publicView(order)).toMatchObject({ isCanceled: true, rejectionMessage: null });
  });

  it('validates the body: unknown fields and an overlong message answer 422', async () => {
    const order = await setup.placeOrder();
    const unknown = await act(order, 'confirm', { isConfirmed: true });
    expect(unknown.statusCode).toBe(422);
    const long = await act(order, 'reject', { rejectionMessage: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].field).toBe('rejectionMessage');
    expect(
      (await setup.call('munich', 'POST', `/api/orders/${order.id}/status/archive`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/orders/{id}/counter-appointment', () => {
  const propose = (order: Placed, counterAppointment: string) =>
    setup.call('munich', 'POST', `/api/orders/${order.id}/counter-appointment`, {
      counterAppointment,
    });

  it('proposes a time in the opening hours; the customer accepts it on the status page', async () => {
    const order = await setup.placeOrder();
    const response = await propose(order, '2026-12-02T15:30:00+01:00');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      counterAppointment: '2026-12-02T14:30:00.000Z',
      counterAppointmentStatus: 'proposed',
      dueAt: '2026-12-02T14:30:00.000Z',
    });
    expect(response.json().data.history.at(-1).message).toBe(
      'Gegenvorschlag: 02.12.2026, 15:30 Uhr',
    );
    const answer = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.order).toMatchObject({
      isConfirmed: true,
      appointment: '2026-12-02T14:30:00.000Z',
    });
  });

  it('refuses a time when the branch is closed, with the field and the spec text', async () => {
    const order = await setup.placeOrder();
    const response = await propose(order, '2026-12-02T23:30:00+01:00');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        code: 'appointmentClosed',
        field: 'counterAppointment',
        message:
          'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      },
    ]);
    const malformed = await propose(order, 'morgen früh');
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses a proposal for a confirmed order with 409', async () => {
    const order = await setup.placeOrder();
    await act(order, 'confirm');
    const response = await propose(order, '2026-12-02T15:30:00+01:00');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Ein Gegenvorschlag ist nur für Bestellungen möglich, die noch nicht bestätigt sind.',
    );
  });
});

describe('paths that name no order, action or line (docs/decisions/025)', () => {
  it('answers a German 404 and changes nothing', async () => {
    const order = await setup.placeOrder({ lastName: 'Pfad' });
    const cases = [
      ['GET', '/api/orders/abc', ORDER_MESSAGES.notFound],
      ['POST', `/api/orders/${order.id}/status/explode`, NOT_FOUND_MESSAGE],
      ['POST', '/api/orders/0/status/confirm', ORDER_MESSAGES.notFound],
      ['PUT', `/api/orders/${order.id}/items/minus-eins`, ORDER_MESSAGES.lineNotFound],
      ['DELETE', '/api/orders/1e3', ORDER_MESSAGES.notFound],
      ['POST', '/api/orders/abc/update-payment-status', ORDER_MESSAGES.notFound],
      ['POST', '/api/orders/-4/update-payment-status', ORDER_MESSAGES.notFound],
    ] as const;
    for (const [method, url, message] of cases) {
      const response = await setup.call('munich', method, url, {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].message).toBe(message);
    }
    const detail = await setup.call('munich', 'GET', `/api/orders/${order.id}`);
    expect(detail.json().data.status).toBe('pending');
  });
});
