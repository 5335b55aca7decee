import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../test/fakes/mollie.ts';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { useDemoShop } from '../orders/orders.test-support.ts';
import { paymentProbes } from '../orders/payments.test-support.ts';
import { browserPushKeys, decryptPushBody, startPushService } from './web-push.test-support.ts';

/**
 * An online order is announced to the shop once it is paid (decision 042), and only then pushed
 * (docs/decisions/053-web-push.md): not when it is placed, once when the webhook says paid.
 */

let mollie: FakeMollie;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  mollie = await startFakeMollie();
  service = await startPushService();
});
afterAll(async () => {
  await mollie.close();
  await service.close();
});

const { ctx, ids } = useDemoShop({
  config: () => ({
    PUBLIC_URL: 'http://shop.test',
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
  }),
  shopConfig: { enablePluginMollie: true, enableMollie: true },
});
const { placeOrder } = paymentProbes(ctx, ids);

const mollieWebhook = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

describe('Web Push of an online order', () => {
  it('is sent once the payment is confirmed, not when the order is placed', async () => {
    if (!ctx.demoLogin) throw new Error('demo shop without login');
    ctx.app.webPush.options.agent = service.agent;
    const admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
    const browser = browserPushKeys();
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: admin,
      payload: { endpoint: `${service.origin}/push/${randomUUID()}`, keys: browser.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const { order, reference } = await placeOrder({ paymentMethod: 'mollie' });
    await ctx.app.webPush.whenIdle();
    expect(service.received).toHaveLength(0);

    mollie.setStatus(reference, 'paid');
    expect((await mollieWebhook(reference)).statusCode).toBe(200);
    await ctx.app.webPush.whenIdle();
    expect(service.received).toHaveLength(1);
    const payload = JSON.parse(
      decryptPushBody(service.received[0]!.body, browser.ecdh, browser.auth),
    );
    expect(payload.url).toBe(`/backend/orders/${order.id}`);

    // The provider repeats its webhook: the order changes once, and is pushed once.
    expect((await mollieWebhook(reference)).statusCode).toBe(200);
    await ctx.app.webPush.whenIdle();
    expect(service.received).toHaveLength(1);
  });
});
