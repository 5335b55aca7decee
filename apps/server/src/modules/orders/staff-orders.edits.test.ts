import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../../../test/fakes/smtp.ts';
import { jobs, orderItems, orders, products } from '../../db/schema/index.ts';
import { runDueJobs } from '../../platform/jobs/jobs.ts';
import { createOrderJobHandlers } from './orders.jobs.ts';
import { setShopConfig } from './orders.test-support.ts';
import { type Placed, setupStaffOrders, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Editing a placed order: a line (PUT /api/orders/{id}/items/{index}, totals
 * recomputed on the server), appointment and comment (PUT /api/orders/{id}), resending the
 * new-order email and SMS through the jobs outbox, and DELETE /api/orders/{id}.
 */

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
// The app has a mail server (the SMTP listener above) and an SMS gateway (only queued to here),
// so a confirmation can be sent again.
const setup = useStaffOrders({
  config: () => ({ SMTP_URL: smtp.url, SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }),
});

const editLine = (order: Placed, index: number, body: unknown) =>
  setup.call('munich', 'PUT', `/api/orders/${order.id}/items/${index}`, body);
const orderRow = async (order: Placed) => {
  const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return row;
};

describe('PUT /api/orders/{id}/items/{index}', () => {
  it('changes the amount and recomputes line, taxes and totals on the server', async () => {
    const order = await setup.placeOrder();
    const response = await editLine(order, 0, { amount: 3, unit: 'piece', parts: [] });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    // 3 × 8,90 € at 7 %: gross 2670, net 2495 (2670 / 1.07 = 2495.33), tax 175
    expect(detail.lines[0]).toMatchObject({ amount: 3, gross: 2670, net: 2495, tax: 175 });
    expect(detail).toMatchObject({ gross: 2670, totalGross: 2670, totalNet: 2495, totalTax: 175 });
    expect(detail.taxes).toEqual([{ rate: 7, net: 2495, tax: 175, gross: 2670 }]);
    expect(detail.history.at(-1)).toMatchObject({ message: 'Position 1 geändert' });
  });

  it('re-prices a configurable line from the parts as bought', async () => {
    const pizza = setup.ids.product('Pizza nach Wahl');
    const order = await setup.placeOrder({
      items: [
        { product: pizza, amount: 1, unit: 'piece', parts: ['Klein (Ø 26 cm)', null, [], ''] },
        { product: setup.ids.product('Pizza Margherita'), amount: 1, unit: 'piece', parts: [] },
      ],
    });
    // The catalogue price changes later; the order keeps the price it was bought at.
    await setup.ctx.db.update(products).set({ price: 9990 }).where(eq(products.id, pizza));
    const response = await editLine(order, 0, {
      amount: 2,
      unit: 'piece',
      parts: ['Groß (Ø 36 cm)', null, ['Oliven'], 'knusprig'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.lines[0]).toMatchObject({ unitPrice: 1390 + 120, gross: 2 * 1510 });
    expect(detail.lines[0].partValues).toEqual(['Groß (Ø 36 cm)', null, ['Oliven'], 'knusprig']);
    expect(detail.lines[1]).toMatchObject({ name: 'Pizza Margherita', gross: 890 });
    expect(detail.totalGross).toBe(3020 + 890);
  });

  describe('changing the options of a configurable line', () => {
    const pizzaLine = (parts: unknown[]) => ({
      product: setup.ids.product('Pizza nach Wahl'),
      amount: 1,
      unit: 'piece',
      parts,
    });
    // Klein 8,90 € + Rote Zwiebeln 0,80 €; takeaway 7 %
    const placeSmallWithOnions = () =>
      setup.placeOrder({
        items: [
          pizzaLine(['Klein (Ø 26 cm)', null, ['Rote Zwiebeln'], '']),
          { product: setup.ids.product('Pizza Margherita'), amount: 2, unit: 'piece', parts: [] },
        ],
      });

    it('"doch ohne Zwiebeln, aber groß": re-priced on the server, totals recomputed', async () => {
      const order = await placeSmallWithOnions();
      const placed = (await setup.call('munich', 'GET', `/api/orders/${order.id}`)).json().data;
      expect(placed.lines[0]).toMatchObject({ gross: 970, productState: 'unchanged' });
      expect(placed.lines[0].product.config.parts).toHaveLength(4);
      expect(placed.totalGross).toBe(970 + 1780);
      const response = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: ['Groß (Ø 36 cm)', null, [], ''],
        comment: null,
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json().data;
      // Groß overwrites the unit price with 13,90 €; no extras. Net 1390 / 1.07 = 1299.07
      expect(detail.lines[0]).toMatchObject({ unitPrice: 1390, gross: 1390, net: 1299, tax: 91 });
      expect(detail.lines[0].parts).toEqual([
        expect.objectContaining({ name: 'Größe', values: ['Groß (Ø 36 cm)'] }),
      ]);
      // 1390 + 2 × 890 = 3170; 7 %: net 2963 (3170 / 1.07 = 2962.6), tax 207
      expect(detail).toMatchObject({ gross: 3170, totalGross: 3170 });
      expect(detail.taxes).toEqual([{ rate: 7, net: 2963, tax: 207, gross: 3170 }]);
      expect(await orderRow(order)).toMatchObject({ totalGross: 3170, totalTax: 207 });
    });

    it("ignores the browser's prices: a body with prices is refused and nothing changes", async () => {
      const order = await placeSmallWithOnions();
      const response = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: ['Groß (Ø 36 cm)', null, [], ''],
        unitPrice: 1,
        gross: 1,
      });
      expect(response.statusCode).toBe(422);
      expect(await orderRow(order)).toMatchObject({ totalGross: 970 + 1780 });
      // The same choice without prices costs what the product says, never what was sent.
      const priced = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: ['Groß (Ø 36 cm)', null, [], ''],
      });
      expect(priced.json().data.lines[0].gross).toBe(1390);
    });

    it('refuses an option the product does not offer with a German 422 on the part', async () => {
      const order = await placeSmallWithOnions();
      const unknown = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: ['Riesig (Ø 50 cm)', null, [], ''],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'parts.0',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
        }),
      );
      const noSize = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: [null, null, [], ''],
      });
      expect(noSize.statusCode).toBe(422);
      expect(noSize.json().errors[0]).toMatchObject({ field: 'parts.0' });
      const lines = await setup.ctx.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      expect(lines.find((line) => line.position === 0)).toMatchObject({ gross: 970 });
      expect(await orderRow(order)).toMatchObject({ totalGross: 970 + 1780 });
    });

    it('keeps the line when the product is gone or its options changed, and says so', async () => {
      const pizza = setup.ids.product('Pizza nach Wahl');
      const change = { amount: 1, unit: 'piece', parts: ['Groß (Ø 36 cm)', null, [], ''] };
      const gone = await placeSmallWithOnions();
      // what deleting the product does to the order's lines (ON DELETE SET NULL)
      await setup.ctx.db
        .update(orderItems)
        .set({ productId: null })
        .where(eq(orderItems.orderId, gone.id));
      const deleted = await editLine(gone, 0, change);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().errors[0]).toMatchObject({
        code: 'lineProductDeleted',
        message:
          'Das Produkt dieser Position gibt es nicht mehr. Die Optionen können nicht geändert werden; die Position bleibt unverändert.',
      });
      const goneDetail = (await setup.call('munich', 'GET', `/api/orders/${gone.id}`)).json().data;
      expect(goneDetail.lines[0]).toMatchObject({ productState: 'deleted', gross: 970 });
      // amount and note still change, priced as bought
      const more = await editLine(gone, 0, {
        amount: 2,
        unit: 'piece',
        parts: ['Klein (Ø 26 cm)', null, ['Rote Zwiebeln'], ''],
      });
      expect(more.statusCode, more.body).toBe(200);
      expect(more.json().data.lines[0].gross).toBe(1940);

      const changed = await placeSmallWithOnions();
      const [row] = await setup.ctx.db.select().from(products).where(eq(products.id, pizza));
      const config = row!.config;
      const dearer = structuredClone(config);
      dearer.parts[0]!.options[2]!.value = 1490;
      await setup.ctx.db.update(products).set({ config: dearer }).where(eq(products.id, pizza));
      try {
        const refused = await editLine(changed, 0, change);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().errors[0]).toMatchObject({
          code: 'lineProductChanged',
          message:
            'Das Produkt dieser Position wurde seit der Bestellung geändert. Die Optionen können nicht geändert werden; die Position bleibt unverändert.',
        });
        expect(await orderRow(changed)).toMatchObject({ totalGross: 970 + 1780 });
        const detail = (await setup.call('munich', 'GET', `/api/orders/${changed.id}`)).json().data;
        expect(detail.lines[0]).toMatchObject({ productState: 'changed', gross: 970 });
        expect(detail.lines[1]).toMatchObject({ productState: 'unchanged' });
      } finally {
        await setup.ctx.db.update(products).set({ config }).where(eq(products.id, pizza));
      }
    });

    it('shows a line whose snapshot is of an older shape without its product; options stay', async () => {
      const order = await placeSmallWithOnions();
      const [line] = await setup.ctx.db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.position, 0)));
      // a snapshot written before a product field existed
      const { isVisibleWhenUnavailable: _dropped, ...older } = line!.product as Record<
        string,
        unknown
      >;
      await setup.ctx.db
        .update(orderItems)
        .set({ product: older })
        .where(eq(orderItems.id, line!.id));
      const detail = (await setup.call('munich', 'GET', `/api/orders/${order.id}`)).json().data;
      expect(detail.lines[0]).toMatchObject({ product: null, productState: 'changed', gross: 970 });
      const refused = await editLine(order, 0, {
        amount: 1,
        unit: 'piece',
        parts: ['Groß (Ø 36 cm)', null, [], ''],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('lineProductChanged');
      const twice = await editLine(order, 0, {
        amount: 2,
        unit: 'piece',
        parts: ['Klein (Ø 26 cm)', null, ['Rote Zwiebeln'], ''],
      });
      expect(twice.statusCode, twice.body).toBe(200);
      expect(twice.json().data.lines[0].gross).toBe(1940);
    });

    it("refuses another branch's order with 403 and leaves it", async () => {
      const order = await placeSmallWithOnions();
      const response = await setup.call('hamburg', 'PUT', `/api/orders/${order.id}/items/0`, {
        amount: 1,
        unit: 'piece',
        parts: ['Groß (Ø 36 cm)', null, [], ''],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].message).toBe(
        'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
      );
      expect(await orderRow(order)).toMatchObject({ totalGross: 970 + 1780 });
    });
  });

  it('refuses an invalid line with German field errors and changes nothing', async () => {
    const order = await setup.placeOrder();
    const before = await orderRow(order);
    const zero = await editLine(order, 0, { amount: 0, unit: 'piece', parts: [] });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors[0]).toMatchObject({ field: 'amount' });
    const unit = await editLine(order, 0, { amount: 1, unit: 'kg', parts: [] });
    expect(unit.statusCode).toBe(422);
    expect(unit.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'unit',
        message: 'Sie haben einen ungültigen Wert ausgewählt.',
      }),
    );
    expect(await orderRow(order)).toMatchObject({ totalGross: before?.totalGross });
    const missing = await editLine(order, 7, { amount: 1, unit: 'piece', parts: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('Die Position wurde nicht gefunden.');
  });

  it('refuses to edit a completed order', async () => {
    const order = await setup.placeOrder();
    await setup.setOrder(order.id, { isConfirmed: true, isCompleted: true });
    const response = await editLine(order, 0, { amount: 5, unit: 'piece', parts: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Die Bestellung ist abgeschlossen oder storniert und kann nicht mehr geändert werden.',
    );
  });

  it('re-decides the delivery fee: above the free-delivery value none, below it again', async () => {
    const munichArea = setup.ids.area('muenchen-schwabing');
    const order = await setup.placeOrder({
      isDelivery: true,
      deliveryArea: munichArea,
      street: 'Leopoldstraße 1',
      city: '80802 München',
      items: [
        { product: setup.ids.product('Pizza Margherita'), amount: 2, unit: 'piece', parts: [] },
      ],
    });
    const placedRow = await orderRow(order);
    const big = await editLine(order, 0, { amount: 10, unit: 'piece', parts: [] });
    expect(big.statusCode, big.body).toBe(200);
    // Schwabing: 2,50 € fee, free when the items' gross exceeds 30,00 € (spec §9)
    expect(placedRow).toMatchObject({ gross: 1780, deliveryGross: 250, totalGross: 2030 });
    expect(big.json().data).toMatchObject({ gross: 8900, deliveryGross: 0, totalGross: 8900 });
    const back = await editLine(order, 0, { amount: 3, unit: 'piece', parts: [] });
    expect(back.json().data).toMatchObject({ gross: 2670, deliveryGross: 250, totalGross: 2920 });
  });
});

describe('PUT /api/orders/{id} (appointment and comment)', () => {
  it('sets the agreed time in the opening hours and the comment', async () => {
    const order = await setup.placeOrder();
    const response = await setup.call('munich', 'PUT', `/api/orders/${order.id}`, {
      appointment: '2026-12-02T17:00:00+01:00',
      comment: 'Kunde holt um fünf ab',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      appointment: '2026-12-02T16:00:00.000Z',
      dueAt: '2026-12-02T16:00:00.000Z',
      comment: 'Kunde holt um fünf ab',
    });
  });

  it('refuses a time when the branch is closed and keeps the order', async () => {
    const order = await setup.placeOrder({ comment: 'vorher' });
    const response = await setup.call('munich', 'PUT', `/api/orders/${order.id}`, {
      appointment: '2026-12-06T03:00:00+01:00',
      comment: 'nachher',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      field: 'appointment',
      code: 'appointmentClosed',
    });
    expect(await orderRow(order)).toMatchObject({ comment: 'vorher', appointment: null });
  });
});

describe('resending the new-order messages', () => {
  const handlers = () =>
    createOrderJobHandlers({
      db: setup.ctx.db,
      now: setup.clock.now,
      settings: { SMTP_URL: smtp.url, MAIL_FROM: 'Backstube <bestellung@shop.test>' },
    });

  it('queues the customer email again; the outbox sends it through SMTP', async () => {
    const order = await setup.placeOrder({ email: 'nochmal@example.com' });
    // every order placed so far in this file queued its mails: send them all first
    await runDueJobs(setup.ctx.db, handlers(), { now: setup.clock.now(), limit: 1000 });
    const sentBefore = smtp.messages.filter((mail) => mail.to.includes('nochmal@example.com'));
    expect(sentBefore).toHaveLength(1);
    const response = await setup.call(
      'munich',
      'POST',
      `/api/orders/${order.id}/resend-new-order-email`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.history.at(-1).message).toBe(
      'Bestätigung per E-Mail erneut angefordert',
    );
    expect(await runDueJobs(setup.ctx.db, handlers(), { now: setup.clock.now() })).toBe(1);
    const sent = smtp.messages.filter((mail) => mail.to.includes('nochmal@example.com'));
    expect(sent).toHaveLength(2);
  });

  it('says in German why nothing can be sent', async () => {
    const order = await setup.placeOrder();
    await setup.setOrder(order.id, { email: null });
    const email = await setup.call(
      'munich',
      'POST',
      `/api/orders/${order.id}/resend-new-order-email`,
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().errors[0].message).toBe(
      'Bestätigung konnte nicht versendet werden: Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.',
    );
    const sms = await setup.call('munich', 'POST', `/api/orders/${order.id}/resend-new-order-sms`);
    expect(sms.statusCode).toBe(409);
    expect(sms.json().errors[0].message).toBe(
      'Bestätigung konnte nicht versendet werden: Der SMS-Versand ist nicht aktiviert.',
    );
  });

  it('tells what really became of the confirmation and offers only what can go out', async () => {
    const order = await setup.placeOrder({ email: 'wahrheit@example.com' });
    const detail = async () =>
      (await setup.call('munich', 'GET', `/api/orders/${order.id}`)).json().data;
    expect((await detail()).messages.email).toEqual({ state: 'queued', at: null, reason: null });
    // The SMS plugin is off: nothing to offer, nothing queued.
    expect((await detail()).canResend).toEqual({ email: true, sms: false });
    expect((await detail()).messages.sms.state).toBe('none');

    // A worker without a mail server: skipped, with the reason, never "sent".
    const withoutMail = createOrderJobHandlers({
      db: setup.ctx.db,
      now: setup.clock.now,
      settings: {},
    });
    await runDueJobs(setup.ctx.db, withoutMail, { now: setup.clock.now(), limit: 1000 });
    expect((await detail()).messages.email).toMatchObject({
      state: 'skipped',
      reason: 'mailNotConfigured',
    });
    expect((await detail()).newOrderEmailSentAt).toBeNull();

    // Sent again through the SMTP listener: now it is sent, with the time.
    await setup.call('munich', 'POST', `/api/orders/${order.id}/resend-new-order-email`);
    expect((await detail()).messages.email.state).toBe('queued');
    await runDueJobs(setup.ctx.db, handlers(), { now: setup.clock.now() });
    expect((await detail()).messages.email).toEqual({
      state: 'sent',
      at: setup.clock.now().toISOString(),
      reason: null,
    });
    expect(smtp.messages.filter((mail) => mail.to.includes('wahrheit@example.com'))).toHaveLength(
      1,
    );
  });

  it('refuses to queue a mail without a mail server (409 in German, nothing queued)', async () => {
    const withoutMail = await setupStaffOrders();
    try {
      const order = await withoutMail.placeOrder();
      const before = await withoutMail.ctx.db.select().from(jobs);
      const response = await withoutMail.call(
        'munich',
        'POST',
        `/api/orders/${order.id}/resend-new-order-email`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toEqual({
        code: 'mailNotConfigured',
        message:
          'Bestätigung konnte nicht versendet werden: Es ist kein Mailserver eingerichtet (SMTP_URL).',
      });
      expect(await withoutMail.ctx.db.select().from(jobs)).toHaveLength(before.length);
      const detail = await withoutMail.call('munich', 'GET', `/api/orders/${order.id}`);
      expect(detail.json().data.canResend).toEqual({ email: false, sms: false });
    } finally {
      await withoutMail.ctx.close();
    }
  });

  it('queues the SMS when the SMS plugin is on', async () => {
    await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginSMS: true });
    try {
      const order = await setup.placeOrder();
      const response = await setup.call(
        'munich',
        'POST',
        `/api/orders/${order.id}/resend-new-order-sms`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const queued = await setup.ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'order-created-sms')));
      expect(queued.filter((job) => job.payload.orderId === order.id)).toHaveLength(2);
    } finally {
      await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginSMS: false });
    }
  });
});

describe('DELETE /api/orders/{id}', () => {
  it('removes an open order with its lines and gives its stock back', async () => {
    const stollen = setup.ids.product('Dresdner Christstollen (750 g)');
    const stock = async () =>
      (await setup.ctx.db.select().from(products).where(eq(products.id, stollen)))[0]?.stock;
    const before = await stock();
    const order = await setup.placeOrder({
      items: [{ product: stollen, amount: 3, unit: 'piece', parts: [] }],
    });
    expect(await stock()).toBe((before ?? 0) - 3);
    const response = await setup.call('munich', 'DELETE', `/api/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect(await orderRow(order)).toBeUndefined();
    const lines = await setup.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([]);
    expect((await setup.call('munich', 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
  });
});
