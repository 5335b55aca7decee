import { MESSAGES } from '@shop/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Busy mode's pause of online ordering (docs/decisions/041-busy-day-payments-and-pause.md), on
 * PGlite and PostgreSQL: switched on from the order screens (staff) or the front desk (key),
 * customers get the end with their branch, the server refuses orders with a German 409 and
 * nothing is stored, and it ends by itself.
 */

const setup = useStaffOrders();
const pauseUrl = (branchId: number) => `/api/branches/${branchId}/pause`;
const PAUSED_TEXT =
  'Online-Bestellungen sind gerade pausiert. Ab 12:30 Uhr können Sie wieder bestellen.';

async function initBranch(branchId: number) {
  const response = await setup.ctx.app.inject({ method: 'GET', url: '/api/init' });
  const entries = response.json().data as {
    url: string;
    data: { id: number; orderingPausedUntil: string | null }[];
  }[];
  return entries
    .find((entry) => entry.url === '/api/branches')
    ?.data.find((branch) => branch.id === branchId);
}

const orderCount = async () =>
  (
    await setup.ctx.db.select({ n: count() }).from(orders).where(eq(orders.branchId, setup.munich))
  )[0]?.n ?? 0;

describe('pausing online ordering', () => {
  it('refuses orders with a German 409 until the pause ends by itself', async () => {
    // Wednesday 12:00 in Berlin.
    setup.clock.set('2026-12-02T11:00:00Z');
    const { munich } = setup;
    const on = await setup.call('munich', 'PUT', pauseUrl(munich), { minutes: 30 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ minutes: 0, pausedUntil: '2026-12-02T11:30:00.000Z' });
    expect(
      (await setup.call('munich', 'GET', `/api/branches/${munich}/busy`)).json().data,
    ).toMatchObject({ pausedUntil: '2026-12-02T11:30:00.000Z' });
    // Customers get the end with their branch at once (the read cache was dropped).
    expect(await initBranch(munich)).toMatchObject({
      orderingPausedUntil: '2026-12-02T11:30:00.000Z',
    });
    expect(await initBranch(setup.hamburg)).toMatchObject({ orderingPausedUntil: null });

    const before = await orderCount();
    for (const overrides of [{}, { appointmentDate: '2026-12-02T14:00:00+01:00' }]) {
      const refused = await postOrder(setup.ctx.app, takeawayOrder(setup.ids, overrides));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual([{ code: 'orderingPaused', message: PAUSED_TEXT }]);
    }
    expect(await orderCount()).toBe(before);

    // 12:29 still paused; 12:30 over without anyone switching it off.
    setup.clock.set('2026-12-02T11:29:00Z');
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(409);
    setup.clock.set('2026-12-02T11:30:00Z');
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(201);
    expect(
      (await setup.call('munich', 'GET', `/api/branches/${munich}/busy`)).json().data,
    ).toMatchObject({ pausedUntil: null });
  });

  it('ends at once with null, and refuses another branch, other roles and bad input', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const { munich, hamburg } = setup;
    await setup.call('manager', 'PUT', pauseUrl(munich), { minutes: 60 });
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(409);
    const off = await setup.call('munich', 'PUT', pauseUrl(munich), { minutes: null });
    expect(off.json().data.pausedUntil).toBeNull();
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(201);

    expect((await setup.call('munich', 'PUT', pauseUrl(hamburg), { minutes: 15 })).statusCode).toBe(
      403,
    );
    expect((await setup.call('editor', 'PUT', pauseUrl(munich), { minutes: 15 })).statusCode).toBe(
      403,
    );
    expect((await setup.call(null, 'PUT', pauseUrl(munich), { minutes: 15 })).statusCode).toBe(401);
    const invalid = await setup.call('munich', 'PUT', pauseUrl(munich), { minutes: 45 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({
      field: 'minutes',
      message: MESSAGES.invalidChoice,
    });
    expect((await setup.call('admin', 'PUT', pauseUrl(999999), { minutes: 15 })).statusCode).toBe(
      404,
    );
    expect(await initBranch(munich)).toMatchObject({ orderingPausedUntil: null });
  });

  it('is switched from the front desk with the branch key', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const created = await setup.call('admin', 'POST', `/api/branches/${setup.munich}/api-keys`, {
      name: 'Theke Pause',
    });
    const headers = { 'x-api-key': created.json().data.apiKey as string };
    const url = `/api/orders/frontdesk/${setup.munich}/pause`;
    const inject = (method: 'GET' | 'PUT', payload?: object, extra = headers) =>
      setup.ctx.app.inject({ method, url, headers: extra, ...(payload ? { payload } : {}) });

    expect((await inject('PUT', { minutes: 15 }, { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const on = await inject('PUT', { minutes: 15 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.pausedUntil).toBe('2026-12-02T11:15:00.000Z');
    expect((await inject('GET')).json().data.pausedUntil).toBe('2026-12-02T11:15:00.000Z');
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(409);
    expect((await inject('PUT', { minutes: null })).json().data.pausedUntil).toBeNull();
    expect((await postOrder(setup.ctx.app, takeawayOrder(setup.ids))).statusCode).toBe(201);
  });
});
