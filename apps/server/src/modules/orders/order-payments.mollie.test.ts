import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../test/fakes/mollie.ts';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { auditLogs, orders, paymentEvents } from '../../db/schema/index.ts';
import { changedFields } from '../../platform/audit/audit-log.ts';
import { postOrder, takeawayOrder, useDemoShop } from './orders.test-support.ts';
import { paymentProbes } from './payments.test-support.ts';

let mollie: FakeMollie;
beforeAll(async () => {
  mollie = await startFakeMollie();
});
afterAll(() => mollie.close());

const { clock, ctx, ids } = useDemoShop({
  config: () => ({
    PUBLIC_URL: 'http://shop.test',
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
  }),
  shopConfig: { enablePluginMollie: true, enableMollie: true },
});
const { orderRow, historyCount, mailJobs, returnFrom, placeOrder } = paymentProbes(ctx, ids);

const mollieOrder = (overrides: Record<string, unknown> = {}) =>
  placeOrder({ paymentMethod: 'mollie', ...overrides });

const mollieWebhook = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

describe('Mollie', () => {
  it('creates the payment with the server total and sends the browser to Mollie', async () => {
    const { order, paymentRedirectUrl, reference } = await mollieOrder();
    expect(paymentRedirectUrl).toBe(mollie.payments.get(reference)?._links.checkout?.href);
    expect(mollie.createRequests.at(-1)).toMatchObject({
      amount: { currency: 'EUR', value: '17.80' },
      redirectUrl: `http://shop.test/api/payments/return/${order.uid}/${order.hash}`,
      webhookUrl: 'http://shop.test/api/payments/mollie/webhook',
      metadata: { orderId: order.id, orderUid: order.uid },
    });
    // Notifications wait for the payment.
    expect(await mailJobs(order)).toBe(0);
  });

  it('never marks an order paid on a forged webhook: the provider decides', async () => {
    const { order, reference } = await mollieOrder();
    for (const id of [reference, 'tr_unknown1']) {
      expect((await mollieWebhook(id)).statusCode).toBe(200);
    }
    expect((await mollieWebhook('not-an-id')).statusCode).toBe(422);
    expect((await orderRow(order)).isPaid).toBe(false);

    const payment = mollie.payments.get(reference)!;
    payment.amount = { currency: 'EUR', value: '0.01' };
    mollie.setStatus(reference, 'paid');
    await mollieWebhook(reference);
    expect((await orderRow(order)).isPaid).toBe(false);

    payment.amount = { currency: 'EUR', value: '17.80' };
    payment.metadata = { orderUid: '0000000000000000' };
    await mollieWebhook(reference);
    expect((await orderRow(order)).isPaid).toBe(false);
  });

  it('marks the order paid once, however often the webhook is delivered', async () => {
    const { order, reference } = await mollieOrder();
    mollie.setStatus(reference, 'paid');
    // A cold settings cache must not make the webhook query outside its transaction (PGlite).
    ctx.app.publicCache.invalidate();
    const responses = await Promise.all(Array.from({ length: 10 }, () => mollieWebhook(reference)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (let delivery = 0; delivery < 10; delivery += 1) await mollieWebhook(reference);
    const row = await orderRow(order);
    expect(row).toMatchObject({ isPaid: true, paymentStatus: 'paid', isFailed: false });
    expect(await historyCount(order, 'paid')).toBe(1);
    expect(await mailJobs(order)).toBe(2);
    const [events] = await ctx.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(like(paymentEvents.eventId, `${reference}:%`));
    expect(events?.n).toBe(1);

    const back = await returnFrom(order);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/status/${order.uid}/${order.hash}`);

    const payment = mollie.payments.get(reference)!;
    payment.amountRefunded = { currency: 'EUR', value: '17.80' };
    for (let delivery = 0; delivery < 3; delivery += 1) await mollieWebhook(reference);
    expect(await orderRow(order)).toMatchObject({ isPaid: true, isRefunded: true });
    expect(await historyCount(order, 'refunded')).toBe(1);
  });

  it('auto-confirms a paid online order once, in the payment transaction (decision 042)', async () => {
    if (!ctx.demoLogin) throw new Error('demo shop without login');
    const admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
    const rulesUrl = `/api/branches/${ids.branch('muenchen-schwabing')}/print-rules`;
    const put = (autoConfirm: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: rulesUrl,
        headers: admin,
        payload: { autoConfirm, preparationMinutes: 15 },
      });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const { order, reference } = await mollieOrder();
      // Not announced before it is paid: not confirmed either.
      expect(await orderRow(order)).toMatchObject({ isConfirmed: false, appointment: null });
      mollie.setStatus(reference, 'paid');
      for (let delivery = 0; delivery < 3; delivery += 1) await mollieWebhook(reference);
      const row = await orderRow(order);
      expect(row).toMatchObject({ isPaid: true, isConfirmed: true });
      expect(row?.appointment?.toISOString()).toBe(
        new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
      );
      expect(await historyCount(order, 'confirmed')).toBe(1);
    } finally {
      await put(false);
    }
  });

  it('sends a cancelled payment back to the checkout error page and releases the stock', async () => {
    const stollen = ids.product('Dresdner Christstollen (750 g)');
    const { order, reference } = await mollieOrder({
      items: [{ product: stollen, amount: 25, unit: 'piece' }],
    });
    const pending = await returnFrom(order);
    expect(pending.headers.location).toBe(`/status/${order.uid}/${order.hash}`);
    // All 25 are reserved by the unpaid order.
    const refused = await postOrder(
      ctx.app,
      takeawayOrder(ids, { items: [{ product: stollen, amount: 1, unit: 'piece' }] }),
    );
    expect(refused.statusCode).toBe(422);

    mollie.setStatus(reference, 'canceled');
    const back = await returnFrom(order);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/store/muenchen-schwabing/checkout/error');
    expect(await orderRow(order)).toMatchObject({ isFailed: true, isPaid: false });
    const again = await postOrder(
      ctx.app,
      takeawayOrder(ids, { items: [{ product: stollen, amount: 25, unit: 'piece' }] }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('lets staff re-check the payment status', async () => {
    const { order, reference } = await mollieOrder();
    const url = `/api/orders/${order.id}/update-payment-status`;
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    mollie.setStatus(reference, 'paid');
    const headers = await loginAsAdmin(ctx.app, ctx.demoLogin!);
    const response = await ctx.app.inject({ method: 'POST', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({ id: order.id, isPaid: true });
    // the audit trail: who re-checked, with the payment facts before and after
    const entries = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, String(order.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'checkPayment',
      userEmail: ctx.demoLogin!.adminEmail,
      before: { isPaid: false },
      after: { isPaid: true, paymentStatus: 'paid' },
    });
    expect(changedFields(entries[0]!.before, entries[0]!.after)).toEqual(
      expect.arrayContaining(['isPaid', 'paidAt', 'paymentStatus']),
    );
  });

  it('fails the order with a German 502 when the payment cannot be started', async () => {
    mollie.failCreate = true;
    const key = crypto.randomUUID();
    const body = takeawayOrder(ids, { paymentMethod: 'mollie' });
    const first = await postOrder(ctx.app, body, key);
    const replay = await postOrder(ctx.app, body, key);
    mollie.failCreate = false;
    for (const response of [first, replay]) {
      expect(response.statusCode).toBe(502);
      expect(response.json().errors).toEqual([
        {
          code: 'paymentStartFailed',
          message:
            'Die Zahlung konnte leider nicht gestartet werden. Bitte versuchen Sie es erneut.',
        },
      ]);
    }
    const [row] = await ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(row).toMatchObject({ isFailed: true, paymentStatus: 'startFailed' });
  });
});

describe('a payment start that died half-way', () => {
  it('answers 409 while another request creates the payment, then takes over an abandoned one', async () => {
    const key = crypto.randomUUID();
    const body = takeawayOrder(ids, { paymentMethod: 'mollie' });
    const first = await postOrder(ctx.app, body, key);
    expect(first.statusCode).toBe(201);
    const { order } = first.json().data;
    const reset = (updatedAt: Date) =>
      ctx.db
        .update(orders)
        .set({
          paymentStatus: 'creating',
          paymentReference: null,
          paymentRedirectUrl: null,
          updatedAt,
        })
        .where(eq(orders.id, order.id));
    await reset(clock.now());
    const busy = await postOrder(ctx.app, body, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors[0].message).toBe(
      'Ihre Bestellung wird noch verarbeitet. Bitte versuchen Sie es gleich erneut.',
    );
    await reset(new Date(clock.now().getTime() - 3 * 60_000));
    const resumed = await postOrder(ctx.app, body, key);
    expect(resumed.statusCode).toBe(201);
    expect(resumed.json().data.paymentRedirectUrl).toMatch(/\/checkout\/tr_/);
  });
});
