import {
  monthlyTimeSheetsSchema,
  timeTrackingEmployeeSchema,
  workingScheduleSchema,
} from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/helpers.ts';
import { auditLogs, departments, users, workingSchedules } from '../../db/schema/index.ts';
import {
  buildBranch,
  buildStaffUser,
  manualClock,
  sessionHeaders,
} from '../auth/auth.test-support.ts';

// Friday 27 Nov 2026 (Berlin = UTC + 1 in winter); the week plan shows Mon 23 – Sun 29 Nov.
const clock = manualClock('2026-11-27T09:00:00.000Z');
let context: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let manager: Record<string, string>;
let employee: Record<string, string>;
let annaId: number;
let benId: number;
let branchId: number;
let otherBranch: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  context.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const list = z.object({ data: z.array(workingScheduleSchema) });
const shift = (over: Record<string, unknown> = {}) => ({
  userId: annaId,
  branchId,
  date: '2026-11-23',
  start: '09:00',
  end: '17:00',
  breakMinutes: 30,
  ...over,
});
const countOf = async (userId: number) =>
  (await context.db.select().from(workingSchedules).where(eq(workingSchedules.userId, userId)))
    .length;

beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  branchId = await buildBranch(context.db, 'Altstadt');
  otherBranch = await buildBranch(context.db, 'Hafen');
  const adminId = await buildStaffUser(context.db, {
    email: 'admin@wp.test',
    roles: ['ROLE_ADMIN'],
  });
  const managerId = await buildStaffUser(context.db, {
    email: 'chef@wp.test',
    roles: ['ROLE_MANAGER'],
    branchIds: [branchId],
  });
  annaId = await buildStaffUser(context.db, {
    email: 'anna@wp.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchId],
  });
  benId = await buildStaffUser(context.db, {
    email: 'ben@wp.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [otherBranch],
  });
  admin = await sessionHeaders(context.db, adminId, clock.now());
  manager = await sessionHeaders(context.db, managerId, clock.now());
  employee = await sessionHeaders(context.db, annaId, clock.now());
});

afterAll(async () => {
  await context.close();
});

describe('spec §7 CRUD /api/working-schedules (the week plan, decision 035)', () => {
  let created: z.infer<typeof workingScheduleSchema>;

  it('a manager plans a shift in the shop time zone; it is listed for the week and audited', async () => {
    const response = await call('POST', '/api/working-schedules', manager, shift());
    expect(response.statusCode).toBe(201);
    created = workingScheduleSchema.parse(response.json().data);
    expect(created).toMatchObject({
      userId: annaId,
      branchId,
      startsAt: '2026-11-23T08:00:00.000Z',
      endsAt: '2026-11-23T16:00:00.000Z',
      breakMinutes: 30,
    });
    const week = list.parse(
      (
        await call(
          'GET',
          `/api/working-schedules?branchId=${branchId}&from=2026-11-23&to=2026-11-29`,
          manager,
        )
      ).json(),
    );
    expect(week.data.map((s) => s.id)).toEqual([created.id]);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, 'workingSchedule'), eq(auditLogs.entityId, String(created.id))),
      );
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it.each([
    ['overlapping the shift', { start: '13:00', end: '18:00' }, 'start', 'überschneidet sich'],
    ['inside it', { start: '10:00', end: '11:00', breakMinutes: 0 }, 'start', 'überschneidet sich'],
    [
      'a night the day before into it',
      { date: '2026-11-22', start: '22:00', end: '10:00' },
      'start',
      'überschneidet sich',
    ],
    [
      'a break as long as the shift',
      { date: '2026-11-24', start: '09:00', end: '10:00', breakMinutes: 60 },
      'breakMinutes',
      'Die Pause muss kürzer als die Schicht sein.',
    ],
    [
      'a wrong time',
      { date: '2026-11-24', start: '9 Uhr' },
      'start',
      'Bitte geben Sie eine Uhrzeit im Format HH:MM an.',
    ],
    [
      'an employee of another branch',
      { userId: 0 },
      'userId',
      'Der Mitarbeiter gehört nicht zu dieser Filiale.',
    ],
  ] as [string, Record<string, unknown>, string, string][])(
    'refuses %s with a German 422 and changes nothing',
    async (_name, over, field, message) => {
      const body = shift(over.userId === 0 ? { ...over, userId: benId } : over);
      const response = await call('POST', '/api/working-schedules', manager, body);
      expect(response.statusCode).toBe(422);
      const error = response.json().errors[0];
      expect(error.field).toBe(field);
      expect(error.message).toContain(message);
      expect(await countOf(annaId)).toBe(1);
      expect(await countOf(benId)).toBe(0);
    },
  );

  it('plans per department: employees carry theirs, and a shift is planned in it', async () => {
    // decision 048: the week plan filters its rows by the employees' departments.
    const [kitchen] = await context.db
      .insert(departments)
      .values({ name: 'Backstube', branchId })
      .returning({ id: departments.id });
    if (!kitchen) throw new Error('no department');
    await context.db.update(users).set({ departmentId: kitchen.id }).where(eq(users.id, annaId));
    const employees = z
      .object({ data: z.array(timeTrackingEmployeeSchema) })
      .parse((await call('GET', '/api/working-activities/employees', manager)).json());
    expect(employees.data.find((user) => user.id === annaId)?.department).toEqual({
      id: kitchen.id,
      name: 'Backstube',
    });
    const planned = await call(
      'POST',
      '/api/working-schedules',
      manager,
      shift({ date: '2026-11-26' }),
    );
    expect(planned.statusCode, planned.body).toBe(201);
    expect(workingScheduleSchema.parse(planned.json().data).departmentId).toBe(kitchen.id);
    const removed = await call(
      'DELETE',
      `/api/working-schedules/${planned.json().data.id}`,
      manager,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('names the colliding shift in the overlap message', async () => {
    const response = await call(
      'POST',
      '/api/working-schedules',
      manager,
      shift({ start: '16:00', end: '20:00' }),
    );
    expect(response.json().errors[0].message).toMatch(
      /^Die Schicht überschneidet sich mit einer anderen Schicht von .+ \(23\.11\.2026, 09:00–17:00 Uhr\)\.$/,
    );
  });

  it('back to back is fine, and an edit does not collide with itself', async () => {
    const late = await call(
      'POST',
      '/api/working-schedules',
      manager,
      shift({ start: '17:00', end: '21:00', breakMinutes: 0 }),
    );
    expect(late.statusCode).toBe(201);
    const moved = await call(
      'PUT',
      `/api/working-schedules/${created.id}`,
      manager,
      shift({ start: '08:00', end: '16:30' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      startsAt: '2026-11-23T07:00:00.000Z',
      endsAt: '2026-11-23T15:30:00.000Z',
    });
    const into = await call(
      'PUT',
      `/api/working-schedules/${created.id}`,
      manager,
      shift({ start: '08:00', end: '18:00' }),
    );
    expect(into.statusCode).toBe(422);
    const removed = await call('DELETE', `/api/working-schedules/${late.json().data.id}`, manager);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: null });
    expect(await countOf(annaId)).toBe(1);
  });

  it('the monthly time sheet takes its planned hours (Soll) from the week plan: 8:30 h − 30 min break', async () => {
    const response = await call(
      'GET',
      `/api/time-sheets/monthly?month=2026-11&userId=${annaId}`,
      admin,
    );
    const sheets = monthlyTimeSheetsSchema.parse(response.json().data);
    const day = sheets.sheets[0]?.sheet.days.find((d) => d.date === '2026-11-23');
    expect(day).toMatchObject({ plannedMinutes: 480, workedMinutes: 0, differenceMinutes: -480 });
    const report = await call(
      'GET',
      `/api/statistics/working-schedules?from=2026-11-23&to=2026-11-23&branch=${branchId}`,
      admin,
    );
    expect(JSON.stringify(report.json().data)).toContain('480');
  });

  it('a branch manager cannot see or change another branch’s plan', async () => {
    const hafen = await call(
      'POST',
      '/api/working-schedules',
      admin,
      shift({ userId: benId, branchId: otherBranch }),
    );
    expect(hafen.statusCode).toBe(201);
    const id = hafen.json().data.id;
    expect(
      (
        await call(
          'GET',
          `/api/working-schedules?branchId=${otherBranch}&from=2026-11-23&to=2026-11-29`,
          manager,
        )
      ).statusCode,
    ).toBe(403);
    const own = list.parse(
      (await call('GET', '/api/working-schedules?from=2026-11-23&to=2026-11-29', manager)).json(),
    );
    expect(own.data.every((s) => s.branchId === branchId)).toBe(true);
    expect((await call('PUT', `/api/working-schedules/${id}`, manager, shift())).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/working-schedules/${id}`, manager)).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/api/working-schedules',
          manager,
          shift({ userId: benId, branchId: otherBranch }),
        )
      ).statusCode,
    ).toBe(403);
    expect(await countOf(benId)).toBe(1);
  });

  it('401 without a session, 403 for an employee, 403 without the CSRF token', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/working-schedules' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/working-schedules', employee)).statusCode).toBe(403);
    const noCsrf = await call(
      'POST',
      '/api/working-schedules',
      { cookie: manager.cookie ?? '' },
      shift({ date: '2026-11-25' }),
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(await countOf(annaId)).toBe(1);
  });
});

describe('POST /api/working-schedules/copy-week: keeps wall-clock times over the change to summer time', () => {
  it('copies the week before, twice into DST weeks, and never doubles a shift', async () => {
    for (const body of [
      shift({ date: '2026-03-16', start: '09:00', end: '17:00' }),
      shift({ date: '2026-03-21', start: '22:00', end: '06:00', breakMinutes: 30 }),
    ]) {
      expect((await call('POST', '/api/working-schedules', manager, body)).statusCode).toBe(201);
    }
    const first = await call('POST', '/api/working-schedules/copy-week', manager, {
      branchId,
      week: '2026-03-23',
    });
    expect(first.json().data).toEqual({ created: 2, skipped: 0 });
    const again = await call('POST', '/api/working-schedules/copy-week', manager, {
      branchId,
      week: '2026-03-23',
    });
    expect(again.json().data).toEqual({ created: 0, skipped: 2 });
    await call('POST', '/api/working-schedules/copy-week', manager, {
      branchId,
      week: '2026-03-30',
    });
    const weeks = list.parse(
      (
        await call(
          'GET',
          `/api/working-schedules?branchId=${branchId}&from=2026-03-23&to=2026-04-05`,
          manager,
        )
      ).json(),
    );
    expect(weeks.data.map((s) => [s.startsAt, s.endsAt])).toEqual([
      ['2026-03-23T08:00:00.000Z', '2026-03-23T16:00:00.000Z'],
      // The night into summer time: 22:00–06:00 local are 7 real hours.
      ['2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z'],
      // Summer time: 09:00 local is 07:00 UTC.
      ['2026-03-30T07:00:00.000Z', '2026-03-30T15:00:00.000Z'],
      ['2026-04-04T20:00:00.000Z', '2026-04-05T04:00:00.000Z'],
    ]);
    const notMonday = await call('POST', '/api/working-schedules/copy-week', manager, {
      branchId,
      week: '2026-03-25',
    });
    expect(notMonday.statusCode).toBe(422);
    expect(notMonday.json().errors[0]).toMatchObject({
      field: 'week',
      message: 'Bitte geben Sie den Montag der Woche an.',
    });
    expect(
      (
        await call('POST', '/api/working-schedules/copy-week', manager, {
          branchId: otherBranch,
          week: '2026-03-23',
        })
      ).statusCode,
    ).toBe(403);
  });
});
