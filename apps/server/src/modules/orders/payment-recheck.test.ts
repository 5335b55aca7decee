import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../test/fakes/mollie.ts';
import { ordersDeps } from './orders.deps.ts';
import { useDemoShop } from './orders.test-support.ts';
import { PAYMENT_RECHECK_AFTER_MS, runPaymentRecheck } from './payment-recheck.ts';
import { paymentProbes } from './payments.test-support.ts';

/** The payment re-check (docs/decisions/041-busy-day-payments-and-pause.md). */

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
const { orderRow, historyCount, mailJobs, placeOrder } = paymentProbes(ctx, ids);

const recheck = () => runPaymentRecheck(ordersDeps(ctx.app), { baseUrl: 'http://shop.test' });
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const fetchesOf = (reference: string) =>
  mollie.fetchRequests.filter((id) => id === reference).length;

describe('payment re-check', () => {
  it('makes a payment paid whose webhook never arrived, by the job alone', async () => {
    const { order, reference } = await placeOrder({ paymentMethod: 'mollie' });
    // Paid at Mollie; the webhook is dropped (never delivered), the browser never comes back.
    mollie.setStatus(reference, 'paid');

    // Not yet: the webhook usually arrives within the first minutes.
    await recheck();
    expect(fetchesOf(reference)).toBe(0);
    expect((await orderRow(order)).isPaid).toBe(false);

    later(PAYMENT_RECHECK_AFTER_MS + 60_000);
    await recheck();
    expect(fetchesOf(reference)).toBe(1);
    expect(await orderRow(order)).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
    expect(await historyCount(order, 'paid')).toBe(1);
    // The new-order messages are sent as after a webhook.
    expect(await mailJobs(order)).toBe(2);

    // Paid: never checked again.
    later(60 * 60_000);
    await recheck();
    expect(fetchesOf(reference)).toBe(1);
  });

  it('marks an expired payment failed and releases the order', async () => {
    const { order, reference } = await placeOrder({ paymentMethod: 'mollie' });
    mollie.setStatus(reference, 'expired');
    later(PAYMENT_RECHECK_AFTER_MS + 60_000);
    await recheck();
    expect(await orderRow(order)).toMatchObject({
      isFailed: true,
      isPaid: false,
      paymentStatus: 'expired',
    });
    expect(await historyCount(order, 'failed')).toBe(1);
    expect(await mailJobs(order)).toBe(0);
  });

  it('checks a still open payment again only after the interval', async () => {
    const { order, reference } = await placeOrder({ paymentMethod: 'mollie' });
    later(PAYMENT_RECHECK_AFTER_MS + 60_000);
    await recheck();
    await recheck();
    expect(fetchesOf(reference)).toBe(1);
    expect(await orderRow(order)).toMatchObject({ isPaid: false, isFailed: false });

    later(PAYMENT_RECHECK_AFTER_MS);
    mollie.setStatus(reference, 'canceled');
    await recheck();
    expect(fetchesOf(reference)).toBe(2);
    expect(await orderRow(order)).toMatchObject({ isFailed: true });
  });

  it('processes each payment once when two runs overlap (as on two instances)', async () => {
    // Earlier tests' orders are settled by now: only these three are open.
    const placed = [];
    for (let index = 0; index < 3; index += 1) {
      placed.push(await placeOrder({ paymentMethod: 'mollie' }));
    }
    for (const { reference } of placed) mollie.setStatus(reference, 'paid');
    later(PAYMENT_RECHECK_AFTER_MS + 60_000);

    const runs = await Promise.all([recheck(), recheck()]);
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.changed, 0)).toBe(3);
    for (const { order, reference } of placed) {
      expect(fetchesOf(reference)).toBe(1);
      expect((await orderRow(order)).isPaid).toBe(true);
      expect(await historyCount(order, 'paid')).toBe(1);
      expect(await mailJobs(order)).toBe(2);
    }
  });
});
