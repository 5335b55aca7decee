import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDatatrans, startFakeDatatrans } from '../../../test/fakes/datatrans.ts';
import { createTestApp } from '../../../test/helpers.ts';
import {
  type DemoIds,
  demoIds,
  movableClock,
  postOrder,
  setShopConfig,
  takeawayOrder,
} from './orders.test-support.ts';
import {
  historyCount as historyCount_,
  orderRow as orderRow_,
  type TestOrder,
} from './payments.test-support.ts';

const clock = movableClock();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ids: DemoIds;
let datatrans: FakeDatatrans;

beforeAll(async () => {
  datatrans = await startFakeDatatrans();
  ctx = await createTestApp({
    seed: true,
    now: clock.now,
    config: {
      PUBLIC_URL: 'http://shop.test',
      DATATRANS_MERCHANT_ID: datatrans.merchantId,
      DATATRANS_PASSWORD: datatrans.password,
      DATATRANS_SIGN_KEY: datatrans.signKey,
      DATATRANS_API_URL: datatrans.url,
      DATATRANS_PAY_URL: datatrans.url,
    },
  });
  ids = await demoIds(ctx.db);
  await setShopConfig(ctx.app, ctx.db, { enablePluginDatatrans: true, enableDatatrans: true });
});
afterAll(async () => {
  await ctx.close();
  await datatrans.close();
});

type Order = TestOrder;
const orderRow = (order: Order) => orderRow_(ctx.db, order);
const historyCount = (order: Order, status: string) => historyCount_(ctx.db, order, status);
const returnFrom = (order: Order) =>
  ctx.app.inject({ url: `/api/payments/return/${order.uid}/${order.hash}` });

describe('Datatrans', () => {
  const leipzigOrder = async () => {
    const response = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        branch: ids.branch('leipzig-suedvorstadt'),
        isDineIn: true,
        appointmentDate: '2026-12-02T13:00:00+01:00',
        paymentMethod: 'datatrans',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { order, paymentRedirectUrl } = response.json().data;
    const transactionId = String((await orderRow(order)).paymentReference);
    expect(paymentRedirectUrl).toBe(`${datatrans.url}/v1/start/${transactionId}`);
    return { order: order as Order, transactionId };
  };
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/datatrans/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });

  it('applies a signed webhook once, however often it is delivered', async () => {
    const { order, transactionId } = await leipzigOrder();
    expect(datatrans.transactions.get(transactionId)).toMatchObject({
      amount: 1780,
      refno: order.uid,
    });
    datatrans.setStatus(transactionId, 'settled');
    for (let delivery = 0; delivery < 10; delivery += 1) {
      const response = await deliver(datatrans.signedWebhook(transactionId, new Date()));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await orderRow(order)).toMatchObject({ isPaid: true, paymentStatus: 'settled' });
    expect(await historyCount(order, 'paid')).toBe(1);
  });

  it('refuses a bad, stale or missing signature', async () => {
    const { order, transactionId } = await leipzigOrder();
    datatrans.setStatus(transactionId, 'settled');
    const valid = datatrans.signedWebhook(transactionId, new Date());
    const forged = datatrans.signedWebhook(transactionId, new Date(), { signKey: 'ab'.repeat(32) });
    const stale = datatrans.signedWebhook(transactionId, new Date(Date.now() - 10 * 60_000));
    const tampered = { ...valid, body: valid.body.replace('"settled"', '"transmitted"') };
    const unsigned = { body: valid.body, headers: { 'content-type': 'application/json' } };
    for (const delivery of [forged, stale, tampered, unsigned]) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe('Die Benachrichtigung ist ungültig.');
    }
    expect((await orderRow(order)).isPaid).toBe(false);
  });

  it('returns a cancelled payment to the checkout error page', async () => {
    const { order, transactionId } = await leipzigOrder();
    datatrans.setStatus(transactionId, 'canceled');
    const back = await returnFrom(order);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/store/leipzig-suedvorstadt/checkout/error');
    expect((await orderRow(order)).isFailed).toBe(true);
  });
});
