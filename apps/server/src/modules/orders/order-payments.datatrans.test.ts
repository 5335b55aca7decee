import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDatatrans, startFakeDatatrans } from '../../../test/fakes/datatrans.ts';
import { useDemoShop } from './orders.test-support.ts';
import { paymentProbes } from './payments.test-support.ts';

let datatrans: FakeDatatrans;
beforeAll(async () => {
  datatrans = await startFakeDatatrans();
});
afterAll(() => datatrans.close());

const { ctx, ids } = useDemoShop({
  config: () => ({
    PUBLIC_URL: 'http://shop.test',
    DATATRANS_MERCHANT_ID: datatrans.merchantId,
    DATATRANS_PASSWORD: datatrans.password,
    DATATRANS_SIGN_KEY: datatrans.signKey,
    DATATRANS_API_URL: datatrans.url,
    DATATRANS_PAY_URL: datatrans.url,
  }),
  shopConfig: { enablePluginDatatrans: true, enableDatatrans: true },
});
const { orderRow, historyCount, returnFrom, placeOrder } = paymentProbes(ctx, ids);

describe('Datatrans', () => {
  const leipzigOrder = async () => {
    const { order, paymentRedirectUrl, reference } = await placeOrder({
      branch: ids.branch('leipzig-suedvorstadt'),
      isDineIn: true,
      appointmentDate: '2026-12-02T13:00:00+01:00',
      paymentMethod: 'datatrans',
    });
    expect(paymentRedirectUrl).toBe(`${datatrans.url}/v1/start/${reference}`);
    return { order, transactionId: reference };
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
