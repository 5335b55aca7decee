import { busyWaitLabel, MESSAGES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches, orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Busy mode and the public full slots (docs/decisions/037-slot-capacity.md), on PGlite and
 * PostgreSQL: the shift manager's extra minutes move the earliest order time the server accepts,
 * customers get them with the branch, and they end with the business day or when switched off.
 */

const setup = useStaffOrders();
const busyUrl = (branchId: number) => `/api/branches/${branchId}/busy`;
const fullSlotsUrl = (branchId: number, date: string) =>
  `/api/branches/${branchId}/full-slots?date=${date}`;

type InitBranch = { id: number; busyMinutes: number | null; busyDay: string | null };
async function initBranch(branchId: number): Promise<InitBranch | undefined> {
  const response = await setup.ctx.app.inject({ method: 'GET', url: '/api/init' });
  const entries = response.json().data as { url: string; data: InitBranch[] }[];
  return entries
    .find((entry) => entry.url === '/api/branches')
    ?.data.find((b) => b.id === branchId);
}

const orderAt = (appointmentDate: string | undefined) =>
  postOrder(setup.ctx.app, takeawayOrder(setup.ids, appointmentDate ? { appointmentDate } : {}));

describe('busy mode', () => {
  it('moves the earliest time for new orders, shows on the branch and ends with the day', async () => {
    // Wednesday 12:00 in Berlin.
    setup.clock.set('2026-12-02T11:00:00Z');
    const { munich } = setup;
    const before = await setup.call('munich', 'GET', busyUrl(munich));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      branchId: munich,
      businessDay: '2026-12-02',
      minutes: 0,
      pausedUntil: null,
    });
    // Without busy mode 12:15 is fine.
    expect((await orderAt('2026-12-02T12:15:00+01:00')).statusCode).toBe(201);

    const on = await setup.call('munich', 'PUT', busyUrl(munich), { minutes: 30 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({
      branchId: munich,
      businessDay: '2026-12-02',
      minutes: 30,
      pausedUntil: null,
    });
    // Customers get it at once with their branch (the read cache was dropped).
    expect(await initBranch(munich)).toMatchObject({ busyMinutes: 30, busyDay: '2026-12-02' });
    expect(await initBranch(setup.hamburg)).toMatchObject({ busyMinutes: null });
    expect(busyWaitLabel(30)).toBe('Derzeit längere Wartezeit: ca. 30 Minuten zusätzlich');

    // The server recomputes: 12:15 is now too early, 12:30 (now + 30) is the earliest.
    const early = await orderAt('2026-12-02T12:15:00+01:00');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toContainEqual(
      expect.objectContaining({ field: 'appointmentDate', message: MESSAGES.appointmentClosed }),
    );
    expect((await orderAt('2026-12-02T12:30:00+01:00')).statusCode).toBe(201);
    // "So schnell wie möglich" stays possible: the kitchen takes it with the longer wait.
    expect((await orderAt(undefined)).statusCode).toBe(201);

    // 23:59 is still the business day; the next day it is over without anyone switching it off.
    setup.clock.set('2026-12-02T22:59:00Z');
    expect((await setup.call('munich', 'GET', busyUrl(munich))).json().data.minutes).toBe(30);
    setup.clock.set('2026-12-03T11:00:00Z');
    expect((await setup.call('munich', 'GET', busyUrl(munich))).json().data).toEqual({
      branchId: munich,
      businessDay: '2026-12-03',
      minutes: 0,
      pausedUntil: null,
    });
    setup.ctx.app.publicCache.invalidate();
    expect((await orderAt('2026-12-03T12:10:00+01:00')).statusCode).toBe(201);
    setup.clock.set('2026-12-02T11:00:00Z');
  });

  it('switching it off frees the earlier times at once', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const url = busyUrl(setup.munich);
    expect((await setup.call('manager', 'PUT', url, { minutes: 45 })).statusCode).toBe(200);
    expect((await orderAt('2026-12-02T12:40:00+01:00')).statusCode).toBe(422);
    const off = await setup.call('munich', 'PUT', url, { minutes: null });
    expect(off.json().data.minutes).toBe(0);
    expect(await initBranch(setup.munich)).toMatchObject({ busyMinutes: null, busyDay: null });
    expect((await orderAt('2026-12-02T12:40:00+01:00')).statusCode).toBe(201);
  });

  it('refuses another branch, other roles and bad input in German', async () => {
    const { munich, hamburg } = setup;
    const forbidden = await setup.call('munich', 'PUT', busyUrl(hamburg), { minutes: 15 });
    expect(forbidden.statusCode).toBe(403);
    expect((await setup.call('editor', 'GET', busyUrl(munich))).statusCode).toBe(403);
    expect((await setup.call(null, 'PUT', busyUrl(munich), { minutes: 15 })).statusCode).toBe(401);
    const invalid = await setup.call('munich', 'PUT', busyUrl(munich), { minutes: 20 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({
      field: 'minutes',
      message: MESSAGES.invalidChoice,
    });
    expect((await setup.call('admin', 'GET', busyUrl(999999))).statusCode).toBe(404);
    // A path that names no branch: the German 404 after the login check (docs/decisions/025).
    const paths = [
      ['GET', '/api/branches/abc/busy'],
      ['PUT', '/api/branches/0/busy'],
      ['PUT', '/api/branches/-1/pause'],
    ] as const;
    for (const [method, url] of paths) {
      expect((await setup.call(null, method, url, { minutes: 15 })).statusCode).toBe(401);
      const response = await setup.call('admin', method, url, { minutes: 15 });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
    }
    expect(await initBranch(munich)).toMatchObject({ busyMinutes: null });
  });
});

describe('public full slots', () => {
  it('lists the full slots of a date, counted like the order check, without personal data', async () => {
    setup.clock.set('2026-12-02T11:00:00Z');
    const { munich } = setup;
    const url = fullSlotsUrl(munich, '2026-12-04');
    // Without a maximum nothing is ever full.
    const none = await setup.ctx.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ branchId: munich, date: '2026-12-04', fullSlotStarts: [] });

    await setup.ctx.db
      .update(branches)
      .set({ maxOrdersPerSlot: 1, slotMinutes: 15 })
      .where(eq(branches.id, munich));
    setup.ctx.app.publicCache.invalidate();
    const placed = await orderAt('2026-12-04T18:10:00+01:00');
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await orderAt('2026-12-04T18:20:00+01:00')).statusCode).toBe(201);

    const full = await setup.ctx.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('public, max-age=15');
    expect(full.json()).toEqual({
      data: {
        branchId: munich,
        date: '2026-12-04',
        fullSlotStarts: ['2026-12-04T17:00:00.000Z', '2026-12-04T17:15:00.000Z'],
      },
    });
    // Another date and the shop's answer to the same slot agree.
    const otherDay = await setup.ctx.app.inject({
      method: 'GET',
      url: fullSlotsUrl(munich, '2026-12-05'),
    });
    expect(otherDay.json().data.fullSlotStarts).toEqual([]);
    expect((await orderAt('2026-12-04T18:05:00+01:00')).statusCode).toBe(422);

    // A rejected order gives its place back here too.
    await setup.ctx.db
      .update(orders)
      .set({ isRejected: true })
      .where(eq(orders.uid, placed.json().data.order.uid));
    const freed = await setup.ctx.app.inject({ method: 'GET', url });
    expect(freed.json().data.fullSlotStarts).toEqual(['2026-12-04T17:15:00.000Z']);

    await setup.ctx.db
      .update(branches)
      .set({ maxOrdersPerSlot: null })
      .where(eq(branches.id, munich));
    setup.ctx.app.publicCache.invalidate();
  });

  it('answers a bad date with a German 422 and an unknown branch with 404', async () => {
    const bad = await setup.ctx.app.inject({
      method: 'GET',
      url: fullSlotsUrl(setup.munich, '04.12.2026'),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'date',
      message: MESSAGES.invalidDateTime,
    });
    const repeated = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/branches/${setup.munich}/full-slots?date=2026-12-04&date=2026-12-05`,
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors[0]).toMatchObject({ field: 'date' });
    const unknown = await setup.ctx.app.inject({
      method: 'GET',
      url: fullSlotsUrl(999999, '2026-12-04'),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await setup.ctx.app.inject({ url: '/api/branches/abc/full-slots' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
  });
});
