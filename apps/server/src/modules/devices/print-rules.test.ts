import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders, printJobs } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import { decodeEscPos } from './escpos.test-support.ts';

/**
 * Printing rules per printer (docs/decisions/027-devices-and-print-jobs.md): print on a new order
 * or on confirmation, and a kitchen copy without prices with every automatic print.
 */

const { ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let secret: string;
let deviceId: number;

const staff = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const claim = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/devices/print-jobs/claim',
    headers: { authorization: `Bearer ${secret}` },
  });
const ack = (jobId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/devices/print-jobs/${jobId}/ack`,
    headers: { authorization: `Bearer ${secret}` },
  });

const device = {
  identifier: 'bon-bestaetigt',
  name: 'Bondrucker Küche',
  kind: 'receiptPrinter',
  connection: { host: '127.0.0.1', port: 9100 },
  paperWidth: 58,
  copies: 2,
  printOn: 'confirmation',
  kitchenCopy: true,
};

async function placeOrder(): Promise<number> {
  const response = await postOrder(
    ctx.app,
    takeawayOrder(ids, { comment: 'Ohne Knoblauch bitte' }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.uid, response.json().data.order.uid));
  return Number(row?.id);
}

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  const created = await staff('POST', '/api/devices', {
    ...device,
    branchId: ids.branch('muenchen-schwabing'),
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data).toMatchObject({ printOn: 'confirmation', kitchenCopy: true });
  deviceId = created.json().data.id;
  secret = (await staff('POST', `/api/devices/${deviceId}/secret`)).json().data.secret;
});

it('prints nothing for a new order and the receipt plus one kitchen copy on confirmation', async () => {
  const orderId = await placeOrder();
  const before = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
  expect(before).toEqual([]);

  expect((await staff('POST', `/api/orders/${orderId}/status/confirm`)).statusCode).toBe(200);
  const jobs = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
  expect(jobs.map((job) => [job.layout, job.copies])).toEqual([
    ['receipt', 2],
    ['kitchen', 1],
  ]);

  const receipt = (await claim()).json().data;
  expect(receipt.layout).toBe('receipt');
  expect(decodeEscPos(Buffer.from(receipt.data, 'base64')).text).toContain('€');
  await ack(receipt.id);
  const kitchen = (await claim()).json().data;
  expect(kitchen.layout).toBe('kitchen');
  const printed = decodeEscPos(Buffer.from(kitchen.data, 'base64'));
  expect(printed.text).toContain('Küche');
  expect(printed.text).toContain('Pizza Margherita');
  expect(printed.text).toContain('Ohne Knoblauch bitte');
  expect(printed.text).not.toContain('€');
  expect(printed.qrCodes).toHaveLength(0);
  expect(printed.cuts).toBe(1);
  await ack(kitchen.id);
  expect((await claim()).statusCode).toBe(204);
});

it('prints on new orders without a kitchen copy once the printer is set so', async () => {
  const changed = await staff('PUT', `/api/devices/${deviceId}`, {
    ...device,
    branchId: ids.branch('muenchen-schwabing'),
    printOn: 'newOrder',
    kitchenCopy: false,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const orderId = await placeOrder();
  const jobs = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
  expect(jobs.map((job) => job.layout)).toEqual(['receipt']);
  // Confirming it prints nothing more.
  await staff('POST', `/api/orders/${orderId}/status/confirm`);
  expect(await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId))).toHaveLength(
    1,
  );
});
