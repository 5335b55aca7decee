import { DEVICE_MESSAGES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders, printJobs } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import { decodeEscPos } from './escpos.test-support.ts';
import { PRINT_LEASE_MS } from './print-jobs.service.ts';

/**
 * Print jobs of orders (docs/decisions/027-devices-and-print-jobs.md): written with the order,
 * offered again after the lease until acknowledged, never after; reprint; parallel claimers.
 */

const { clock, ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let secret: string;
let deviceId: number;

const claim = (key = secret) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/devices/print-jobs/claim',
    headers: { authorization: `Bearer ${key}` },
  });
const ack = (jobId: number, key = secret) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/devices/print-jobs/${jobId}/ack`,
    headers: { authorization: `Bearer ${key}` },
  });
const staff = (method: 'POST' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function orderIdOf(uid: string): Promise<number> {
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, uid));
  return Number(row?.id);
}

async function placeOrder(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return orderIdOf(response.json().data.order.uid);
}

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  const created = await staff('POST', '/api/devices', {
    identifier: 'bon-schwabing',
    name: 'Bondrucker Theke',
    kind: 'receiptPrinter',
    branchId: ids.branch('muenchen-schwabing'),
    connection: { host: '127.0.0.1', port: 9100 },
    paperWidth: 80,
    copies: 2,
  });
  expect(created.statusCode, created.body).toBe(201);
  deviceId = created.json().data.id;
  secret = (await staff('POST', `/api/devices/${deviceId}/secret`)).json().data.secret;
});

it('writes the receipt job with the order and prints it once: offered again after the lease, never after the ack', async () => {
  const orderId = await placeOrder({ comment: 'Bitte ohne Zwiebeln, danke schön' });
  const rows = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
  expect(rows).toMatchObject([{ deviceId, layout: 'receipt', copies: 2, printedAt: null }]);

  const first = await claim();
  expect(first.statusCode, first.body).toBe(200);
  const job = first.json().data;
  expect(job).toMatchObject({ orderId, layout: 'receipt', copies: 2, attempts: 1 });
  const printed = decodeEscPos(Buffer.from(job.data, 'base64'));
  expect(printed.cuts).toBe(2);
  expect(printed.text).toMatch(/Ticket \d+/);
  expect(printed.text).toContain('Takeaway');
  expect(printed.text).toContain('Pizza Margherita');
  expect(printed.text).toMatch(/Gesamt +17,80 €/);
  expect(printed.text).toMatch(/enthält \d+ % MwSt\.: \d+,\d\d €/);
  expect(printed.text).toContain('Bitte ohne Zwiebeln, danke schön');
  expect(printed.text).toContain('Vielen Dank für Ihre Bestellung!');
  expect(printed.qrCodes).toHaveLength(2);
  expect(printed.qrCodes[0]).toMatch(/\/status\/[^/]+\/[^/]+$/);

  // Held while the lease runs: nothing else to print.
  expect((await claim()).statusCode).toBe(204);
  // The bridge died before its ack: after the lease the same job comes again, once.
  clock.set(new Date(clock.now().getTime() + PRINT_LEASE_MS + 1));
  const again = await claim();
  expect(again.json().data).toMatchObject({ id: job.id, attempts: 2 });
  expect((await claim()).statusCode).toBe(204);
  expect((await ack(job.id)).statusCode).toBe(200);
  clock.set(new Date(clock.now().getTime() + 10 * PRINT_LEASE_MS));
  expect((await claim()).statusCode).toBe(204);
});

it('reprints an order on request (POST /api/orders/{id}/print) and says so in German when no printer is set up', async () => {
  const orderId = await placeOrder();
  const queued = await claim();
  await ack(queued.json().data.id);

  const reprint = await staff('POST', `/api/orders/${orderId}/print`);
  expect(reprint.statusCode).toBe(202);
  const job = (await claim()).json().data;
  expect(job).toMatchObject({ id: reprint.json().data.jobIds[0], orderId });
  await ack(job.id);

  const elsewhere = await postOrder(
    ctx.app,
    takeawayOrder(ids, {
      branch: ids.branch('hamburg-eppendorf'),
      items: [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece' }],
    }),
  );
  expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  const otherId = await orderIdOf(elsewhere.json().data.order.uid);
  const refused = await staff('POST', `/api/orders/${otherId}/print`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().errors[0].message).toBe('Beleg konnte nicht gedruckt werden');
  expect(refused.json().errors[1].message).toBe(DEVICE_MESSAGES.noPrinter);
  expect((await staff('POST', '/api/orders/999999/print')).statusCode).toBe(404);
});

it('never hands one job to two claimers at once', async () => {
  const orderIds: number[] = [];
  for (let n = 0; n < 6; n += 1) orderIds.push(await placeOrder());
  const answers = await Promise.all(Array.from({ length: 10 }, () => claim()));
  const claimed = answers
    .filter((answer) => answer.statusCode === 200)
    .map((answer) => answer.json().data);
  expect(claimed).toHaveLength(6);
  expect(new Set(claimed.map((job) => job.id)).size).toBe(6);
  expect(new Set(claimed.map((job) => job.orderId))).toEqual(new Set(orderIds));
  for (const job of claimed) expect((await ack(job.id)).statusCode).toBe(200);
});

it('checks the secret before the job: a path that names no job is the German 404 (docs/decisions/025)', async () => {
  for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
    const url = `/api/devices/print-jobs/${id}/ack`;
    const anonymous = await ctx.app.inject({ method: 'POST', url });
    expect(anonymous.statusCode, url).toBe(401);
    expect(anonymous.json().errors[0].message).toBe(DEVICE_MESSAGES.invalidSecret);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: 'Bearer dev_abcdefghijklmnopqrstuvwxyz012345' },
    });
    expect(wrong.statusCode, url).toBe(401);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.statusCode, url).toBe(404);
    expect(response.json().errors[0].message).toBe(DEVICE_MESSAGES.jobNotFound);
  }
});
