import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { orders, workingActivities } from '../../db/schema/index.ts';
import {
  buildBranch,
  buildStaffUser,
  manualClock,
  sessionHeaders,
} from '../auth/auth.test-support.ts';

// After the days of the report (Berlin = UTC + 1 in winter).
const clock = manualClock('2026-12-15T09:00:00.000Z');
let context: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let manager: Record<string, string>;
let employee: Record<string, string>;
let branchId: number;
let otherBranch: number;
const URL = '/api/statistics/working-hours-per-revenue';

const get = (url: string, headers: Record<string, string> = admin) =>
  context.app.inject({ method: 'GET', url, headers });

let ticket = 0;
async function order(branch: number, createdAt: string, gross: number, isCanceled = false) {
  ticket += 1;
  await context.db.insert(orders).values({
    uid: randomBytes(8).toString('hex'),
    hash: randomBytes(16).toString('hex'),
    branchId: branch,
    ticketNumber: ticket,
    ticketDay: createdAt.slice(0, 10),
    isCanceled,
    paymentMethod: 'cash',
    net: Math.round(gross / 1.07),
    tax: gross - Math.round(gross / 1.07),
    gross,
    totalNet: Math.round(gross / 1.07),
    totalTax: gross - Math.round(gross / 1.07),
    totalGross: gross,
    taxes: [],
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
}

beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  branchId = await buildBranch(context.db, 'Altstadt');
  otherBranch = await buildBranch(context.db, 'Hafen');
  const adminId = await buildStaffUser(context.db, {
    email: 'admin@lr.test',
    roles: ['ROLE_ADMIN'],
  });
  const managerId = await buildStaffUser(context.db, {
    email: 'chef@lr.test',
    roles: ['ROLE_MANAGER'],
    branchIds: [branchId],
  });
  const annaId = await buildStaffUser(context.db, {
    email: 'anna@lr.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchId],
  });
  const benId = await buildStaffUser(context.db, {
    email: 'ben@lr.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [otherBranch],
  });
  admin = await sessionHeaders(context.db, adminId, clock.now());
  manager = await sessionHeaders(context.db, managerId, clock.now());
  employee = await sessionHeaders(context.db, annaId, clock.now());
  await context.db.insert(workingActivities).values([
    // Thu 26 Nov 08:00–16:30 with a 30 min pause: 8 h.
    {
      userId: annaId,
      branchId,
      startedAt: new Date('2026-11-26T07:00:00Z'),
      endedAt: new Date('2026-11-26T15:30:00Z'),
      pauses: [{ from: '2026-11-26T11:00:00.000Z', to: '2026-11-26T11:30:00.000Z' }],
    },
    // Fri 27 Nov 08:00–15:00: 7 h.
    {
      userId: annaId,
      branchId,
      startedAt: new Date('2026-11-27T07:00:00Z'),
      endedAt: new Date('2026-11-27T14:00:00Z'),
    },
    // The other branch: 4 h on Thursday, when it sold nothing.
    {
      userId: benId,
      branchId: otherBranch,
      startedAt: new Date('2026-11-26T07:00:00Z'),
      endedAt: new Date('2026-11-26T11:00:00Z'),
    },
  ]);
  await order(branchId, '2026-11-26T09:00:00Z', 40_000);
  await order(branchId, '2026-11-26T22:30:00Z', 10_000); // 23:30 local: still Thursday
  await order(branchId, '2026-11-26T23:30:00Z', 20_000); // 00:30 local: Friday
  await order(branchId, '2026-11-26T12:00:00Z', 99_900, true); // canceled: no revenue
});
afterAll(() => context.close());

describe('GET /api/statistics/working-hours-per-revenue (decision 047)', () => {
  it('answers hours, gross revenue and hours per 100 € per branch and local day', async () => {
    const response = await get(`${URL}?from=2026-11-26&to=2026-11-27`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.report).toBe('working-hours-per-revenue');
    expect(data.rows).toEqual([
      { day: '2026-11-26', branchId, minutes: 480, gross: 50_000, hoursPer100: 1.6 },
      { day: '2026-11-26', branchId: otherBranch, minutes: 240, gross: 0, hoursPer100: null },
      { day: '2026-11-27', branchId, minutes: 420, gross: 20_000, hoursPer100: 3.5 },
    ]);
    expect(data.daily).toEqual([
      { day: '2026-11-26', minutes: 720, gross: 50_000, hoursPer100: 2.4 },
      { day: '2026-11-27', minutes: 420, gross: 20_000, hoursPer100: 3.5 },
    ]);
    expect(data.total).toEqual({ minutes: 1140, gross: 70_000, hoursPer100: 2.71 });
  });

  it('shows a day without hours or revenue with no ratio', async () => {
    const data = (await get(`${URL}?from=2026-11-28&to=2026-11-28`)).json().data;
    expect(data.rows).toEqual([]);
    expect(data.daily).toEqual([{ day: '2026-11-28', minutes: 0, gross: 0, hoursPer100: null }]);
  });

  it('gives a branch manager only their branches and refuses another branch and employees', async () => {
    const own = await get(`${URL}?from=2026-11-26&to=2026-11-27`, manager);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.rows.map((row: { branchId: number }) => row.branchId)).toEqual([
      branchId,
      branchId,
    ]);
    const other = await get(`${URL}?from=2026-11-26&to=2026-11-27&branch=${otherBranch}`, manager);
    expect(other.statusCode).toBe(403);
    expect((await get(`${URL}?from=2026-11-26&to=2026-11-27`, employee)).statusCode).toBe(403);
    expect((await get(`${URL}?from=2026-11-26&to=2026-11-27`, {})).statusCode).toBe(401);
    const bad = await get(`${URL}?from=2026-11-27&to=2026-11-26`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].message).toMatch(/[A-Za-zäöü]/);
  });
});
