import { auditLogSummarySchema } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { type Placed, type StaffName, setupStaffOrders } from './staff-orders.test-support.ts';

/**
 * The audit trail of the back-office order actions and the branch API keys:
 * every state-changing staff route writes one entry (entity, action, user, changed fields with
 * before and after), read back through GET /api/logs like the logs screen does. A refused change
 * writes none.
 */

let setup: Awaited<ReturnType<typeof setupStaffOrders>>;
beforeAll(async () => {
  // A mail server is set up (never reached: no job runs here), so the confirmation can be resent.
  setup = await setupStaffOrders({ config: () => ({ SMTP_URL: 'smtp://127.0.0.1:9' }) });
});
afterAll(() => setup.ctx.close());

/** The entries of one entity through the logs API (newest first), as the admin reads them. */
async function logsOf(entity: string, entityId: number) {
  const response = await setup.call(
    'admin',
    'GET',
    `/api/logs?entity=${entity}&entityId=${entityId}&pageSize=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as unknown[]).map((item) => auditLogSummarySchema.parse(item));
}

/** The full entry (before and after) of the newest log of an entity. */
async function newestEntry(entity: string, entityId: number) {
  const [summary] = await logsOf(entity, entityId);
  const response = await setup.call('admin', 'GET', `/api/logs/${summary?.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const userOf = (name: StaffName) => setup.userIds.get(name);

describe('audit entries of the order actions', () => {
  const act = (as: StaffName, order: Placed, path: string, body?: unknown, method = 'POST') =>
    setup.call(as, method as 'POST', `/api/orders/${order.id}${path}`, body);

  it('status actions: who changed the status from what to what', async () => {
    const order = await setup.placeOrder();
    expect((await act('munich', order, '/status/confirm', {})).statusCode).toBe(200);
    expect(
      (await act('manager', order, '/status/cancel', { rejectionMessage: 'Ofen kaputt' }))
        .statusCode,
    ).toBe(200);
    const [cancel, confirm] = await logsOf('order', order.id);
    expect(confirm).toMatchObject({
      entity: 'order',
      entityId: String(order.id),
      action: 'status',
      userId: userOf('munich'),
      changedFields: ['status'],
    });
    expect(cancel).toMatchObject({
      action: 'status',
      userId: userOf('manager'),
      changedFields: ['rejectionMessage', 'status'],
    });
    const entry = await newestEntry('order', order.id);
    expect(entry.before).toEqual({ status: 'confirmed', rejectionMessage: null });
    expect(entry.after).toEqual({ status: 'canceled', rejectionMessage: 'Ofen kaputt' });
  });

  it('a refused transition writes no entry', async () => {
    const order = await setup.placeOrder();
    expect((await act('munich', order, '/status/completed', {})).statusCode).toBe(409);
    expect(await logsOf('order', order.id)).toEqual([]);
  });

  it('counter-appointment: the proposed time', async () => {
    const order = await setup.placeOrder();
    const proposed = '2026-12-02T15:00:00.000Z';
    const response = await act('munich', order, '/counter-appointment', {
      counterAppointment: proposed,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await newestEntry('order', order.id);
    expect(entry).toMatchObject({
      action: 'counterAppointment',
      userId: userOf('munich'),
      changedFields: ['counterAppointment', 'counterAppointmentStatus'],
      before: { counterAppointment: null, counterAppointmentStatus: null },
      after: { counterAppointment: proposed, counterAppointmentStatus: 'proposed' },
    });
  });

  it('line edit: the line and the totals before and after', async () => {
    const order = await setup.placeOrder();
    const response = await act('munich', order, '/items/0', { amount: 3, unit: 'piece' }, 'PUT');
    expect(response.statusCode, response.body).toBe(200);
    const entry = await newestEntry('order', order.id);
    expect(entry).toMatchObject({
      action: 'editLine',
      userId: userOf('munich'),
      changedFields: ['gross', 'line', 'totalGross', 'totalTax'],
      before: { line: { index: 0, amount: 2, gross: 1780 }, gross: 1780, totalGross: 1780 },
      after: { line: { index: 0, amount: 3, gross: 2670 }, gross: 2670, totalGross: 2670 },
    });
  });

  it('appointment and comment', async () => {
    const order = await setup.placeOrder({ comment: 'vorher' });
    const response = await act(
      'munich',
      order,
      '',
      { appointment: '2026-12-02T17:00:00+01:00', comment: 'nachher' },
      'PUT',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await newestEntry('order', order.id)).toMatchObject({
      action: 'update',
      userId: userOf('munich'),
      changedFields: ['appointment', 'comment'],
      before: { appointment: null, comment: 'vorher' },
      after: { appointment: '2026-12-02T16:00:00.000Z', comment: 'nachher' },
    });
  });

  it('resending the confirmation', async () => {
    const order = await setup.placeOrder({ email: 'nochmal@example.com' });
    expect((await act('munich', order, '/resend-new-order-email')).statusCode).toBe(200);
    expect(await newestEntry('order', order.id)).toMatchObject({
      action: 'resend',
      userId: userOf('munich'),
      changedFields: ['recipient', 'resend'],
      after: { resend: 'email', recipient: 'nochmal@example.com' },
    });
  });

  it('delete: what the order was', async () => {
    const order = await setup.placeOrder({ lastName: 'Gelöscht' });
    expect((await act('admin', order, '', undefined, 'DELETE')).statusCode).toBe(200);
    const entry = await newestEntry('order', order.id);
    expect(entry).toMatchObject({
      action: 'delete',
      userId: userOf('admin'),
      before: { status: 'pending', customerName: 'Erika Gelöscht', totalGross: 1780 },
      after: null,
    });
    expect(entry.changedFields).toEqual(expect.arrayContaining(['status', 'totalGross']));
  });

  it('another branch’s employee is refused and nothing is logged', async () => {
    const order = await setup.placeOrder();
    expect((await act('hamburg', order, '/status/confirm', {})).statusCode).toBe(403);
    expect(await logsOf('order', order.id)).toEqual([]);
  });
});

describe('audit entries of the branch API keys', () => {
  it('create and revoke are logged without the secret', async () => {
    const url = `/api/branches/${setup.munich}/api-keys`;
    const created = await setup.call('admin', 'POST', url, { name: 'Theke' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, apiKey } = created.json().data as { id: number; apiKey: string };
    const revoked = await setup.call('admin', 'DELETE', `${url}/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);

    const [revoke, create] = await logsOf('branchApiKey', id);
    expect(create).toMatchObject({ action: 'create', userId: userOf('admin') });
    expect(create?.changedFields).toEqual(expect.arrayContaining(['name', 'keyPrefix']));
    expect(revoke).toMatchObject({ action: 'delete', userId: userOf('admin') });
    const rows = await setup.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'branchApiKey'), eq(auditLogs.entityId, String(id))));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).toContain('Theke');
    expect(stored).not.toContain(apiKey);
    expect(stored).not.toContain(apiKey.slice(10));
    expect(stored).not.toMatch(/keyHash/);
  });
});
