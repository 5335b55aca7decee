import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { auditLogs, orderStatusHistory, orders, printJobs } from '../../db/schema/index.ts';
import {
  postOrder,
  takeawayOrder,
  useDemoShop,
  WEDNESDAY_NOON,
} from '../orders/orders.test-support.ts';

/**
 * Auto-confirm of new orders per branch with a preparation time
 * (docs/decisions/042-auto-confirm-day-labels-web-push.md): the server confirms the order in the
 * transaction that stores it, busy mode's extra minutes come on top, and printers set to print on
 * confirmation get their jobs.
 */

const { clock, ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let branchId: number;
let printerId: number;

const staff = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const rulesUrl = () => `/api/branches/${branchId}/print-rules`;
const minutes = (count: number) => new Date(WEDNESDAY_NOON.getTime() + count * 60_000);

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.uid, response.json().data.order.uid));
  if (!row) throw new Error('order not stored');
  return { row, answer: response.json().data.order };
}

const historyOf = (orderId: number) =>
  ctx.db
    .select({ status: orderStatusHistory.status, message: orderStatusHistory.message })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

const jobsOf = (orderId: number) =>
  ctx.db
    .select({ deviceId: printJobs.deviceId, layout: printJobs.layout })
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId))
    .orderBy(asc(printJobs.id));

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  branchId = ids.branch('muenchen-schwabing');
  const created = await staff('POST', '/api/devices', {
    identifier: 'bon-auto-bestaetigt',
    name: 'Bondrucker Theke',
    kind: 'receiptPrinter',
    branchId,
    connection: { host: '127.0.0.1', port: 9100 },
    printOn: 'confirmation',
  });
  expect(created.statusCode, created.body).toBe(201);
  printerId = created.json().data.id;
  await staff('POST', `/api/devices/${printerId}/secret`);
});

it('is off by default: a new order waits for the shop', async () => {
  const rules = await staff('GET', rulesUrl());
  expect(rules.statusCode).toBe(200);
  expect(rules.json().data).toEqual({ branchId, autoConfirm: false, preparationMinutes: 20 });
  const { row } = await placeOrder();
  expect(row.isConfirmed).toBe(false);
  expect(row.appointment).toBeNull();
  expect(await jobsOf(row.id)).toEqual([]);
});

it('refuses invalid rules in German and keeps the stored ones', async () => {
  for (const [body, message] of [
    [
      { autoConfirm: true, preparationMinutes: -1 },
      'Die Zubereitungszeit darf nicht negativ sein.',
    ],
    [
      { autoConfirm: true, preparationMinutes: 241 },
      'Die Zubereitungszeit darf höchstens 240 Minuten betragen.',
    ],
    [
      { autoConfirm: true, preparationMinutes: 2.5 },
      'Bitte geben Sie die Zubereitungszeit in ganzen Minuten an.',
    ],
    [{ autoConfirm: true }, 'Bitte geben Sie die Zubereitungszeit in Minuten an.'],
  ] as const) {
    const refused = await staff('PUT', rulesUrl(), body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'preparationMinutes', message });
  }
  expect((await staff('GET', rulesUrl())).json().data.autoConfirm).toBe(false);
  const unknown = await staff('GET', '/api/branches/999999/print-rules');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
});

it('confirms a new order at once with the preparation time and prints on confirmation', async () => {
  const saved = await staff('PUT', rulesUrl(), { autoConfirm: true, preparationMinutes: 25 });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data).toEqual({ branchId, autoConfirm: true, preparationMinutes: 25 });
  const [audit] = await ctx.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.entityId, String(branchId)))
    .orderBy(asc(auditLogs.id));
  expect(audit).toMatchObject({ entity: 'branch', action: 'update' });

  const { row, answer } = await placeOrder();
  expect(row.isConfirmed).toBe(true);
  expect(row.appointment?.toISOString()).toBe(minutes(25).toISOString());
  expect(answer).toMatchObject({ isConfirmed: true, appointment: minutes(25).toISOString() });
  expect(await historyOf(row.id)).toEqual([
    { status: 'pending', message: null },
    { status: 'confirmed', message: 'Automatisch bestätigt' },
  ]);
  expect(await jobsOf(row.id)).toEqual([{ deviceId: printerId, layout: 'receipt' }]);
});

it('keeps a later wanted time and never confirms earlier than the preparation time', async () => {
  // 13:30 in Berlin, well after 12:25.
  const later = await placeOrder({ appointmentDate: '2026-12-02T12:30:00.000Z' });
  expect(later.row.appointment?.toISOString()).toBe('2026-12-02T12:30:00.000Z');
});

it('adds busy mode on top of the preparation time', async () => {
  const busy = await staff('PUT', `/api/branches/${branchId}/busy`, { minutes: 30 });
  expect(busy.statusCode, busy.body).toBe(200);
  try {
    const { row } = await placeOrder();
    expect(row.isConfirmed).toBe(true);
    expect(row.appointment?.toISOString()).toBe(minutes(25 + 30).toISOString());
  } finally {
    await staff('PUT', `/api/branches/${branchId}/busy`, { minutes: null });
  }
});

it('counts from the order time and stops once switched off', async () => {
  clock.set(minutes(10));
  const { row } = await placeOrder();
  expect(row.appointment?.toISOString()).toBe(minutes(10 + 25).toISOString());
  clock.set(WEDNESDAY_NOON);
  await staff('PUT', rulesUrl(), { autoConfirm: false, preparationMinutes: 25 });
  const after = await placeOrder();
  expect(after.row.isConfirmed).toBe(false);
  expect((await staff('GET', rulesUrl())).json().data).toEqual({
    branchId,
    autoConfirm: false,
    preparationMinutes: 25,
  });
});
