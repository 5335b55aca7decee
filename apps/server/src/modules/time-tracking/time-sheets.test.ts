import { monthlyTimeSheetsSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { workingActivities, workingSchedules } from '../../db/schema/index.ts';
import {
  buildBranch,
  buildStaffUser,
  manualClock,
  sessionHeaders,
} from '../auth/auth.test-support.ts';

// 15 Dec 2026, after the month of the sheets (Berlin = UTC + 1 in winter).
const clock = manualClock('2026-12-15T09:00:00.000Z');
let context: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let manager: Record<string, string>;
let employee: Record<string, string>;
let annaId: number;
let benId: number;
let branchId: number;

const get = (url: string, headers: Record<string, string> = admin) =>
  context.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  branchId = await buildBranch(context.db, 'Altstadt');
  const otherBranch = await buildBranch(context.db, 'Hafen');
  const adminId = await buildStaffUser(context.db, {
    email: 'admin@ts.test',
    roles: ['ROLE_ADMIN'],
  });
  const managerId = await buildStaffUser(context.db, {
    email: 'chef@ts.test',
    roles: ['ROLE_MANAGER'],
    branchIds: [branchId],
  });
  annaId = await buildStaffUser(context.db, {
    email: 'anna@ts.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchId],
  });
  benId = await buildStaffUser(context.db, {
    email: 'ben@ts.test',
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
    // Fri 27 Nov 08:00–15:00 without a break: 7 h and a missing-break warning.
    {
      userId: annaId,
      branchId,
      startedAt: new Date('2026-11-27T07:00:00Z'),
      endedAt: new Date('2026-11-27T14:00:00Z'),
    },
    {
      userId: benId,
      branchId: otherBranch,
      startedAt: new Date('2026-11-26T07:00:00Z'),
      endedAt: new Date('2026-11-26T11:00:00Z'),
    },
  ]);
  await context.db.insert(workingSchedules).values([
    {
      userId: annaId,
      branchId,
      startsAt: new Date('2026-11-27T07:00:00Z'),
      endsAt: new Date('2026-11-27T15:00:00Z'),
    },
  ]);
});
afterAll(() => context.close());

describe('GET /api/time-sheets/monthly (docs/decisions/035-time-tracking-projects-and-sheets.md)', () => {
  it('answers the month of one employee with days, totals and warnings', async () => {
    const response = await get(`/api/time-sheets/monthly?month=2026-11&userId=${annaId}`);
    expect(response.statusCode).toBe(200);
    const [sheet] = monthlyTimeSheetsSchema.parse(response.json().data).sheets;
    expect(sheet?.userId).toBe(annaId);
    expect(sheet?.sheet.days).toHaveLength(30);
    expect(sheet?.sheet.totals).toEqual({
      workedMinutes: 900,
      breakMinutes: 30,
      plannedMinutes: 480,
      differenceMinutes: 420,
      holidayDays: 0,
    });
    const friday = sheet?.sheet.days.find((day) => day.date === '2026-11-27');
    expect(friday).toMatchObject({
      start: '08:00',
      end: '15:00',
      workedMinutes: 420,
      differenceMinutes: -60,
      warnings: [{ code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 0 }],
    });
  });

  it('gives a branch manager only the employees of their branches', async () => {
    const all = await get('/api/time-sheets/monthly?month=2026-11');
    const allIds = all.json().data.sheets.map((s: { userId: number }) => s.userId);
    expect(allIds).toEqual(expect.arrayContaining([annaId, benId]));
    const own = await get('/api/time-sheets/monthly?month=2026-11', manager);
    const ownIds = own.json().data.sheets.map((s: { userId: number }) => s.userId);
    expect(ownIds).toContain(annaId);
    expect(ownIds).not.toContain(benId);
    const other = await get(`/api/time-sheets/monthly?month=2026-11&userId=${benId}`, manager);
    expect(other.json().data.sheets).toEqual([]);
  });

  it('writes the CSV for payroll with decimal hours and the warning', async () => {
    const response = await get(
      `/api/time-sheets/monthly?month=2026-11&userId=${annaId}&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('arbeitszeit-2026-11');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Mitarbeiter;Datum;Beginn;Ende;Pausen (h);Arbeitszeit (h);Soll (h);Differenz (h);Urlaub;Hinweise',
    );
    expect(lines.slice(1)).toEqual([
      'Test anna;2026-11-26;08:00;16:30;0,50;8,00;0,00;8,00;;',
      'Test anna;2026-11-27;08:00;15:00;0,00;7,00;8,00;-1,00;;Pause zu kurz (0 von 30 Min., § 4 ArbZG)',
    ]);
  });

  it('draws the PDF to sign with the same hours, one page per employee of a branch', async () => {
    const response = await get(
      `/api/time-sheets/monthly?month=2026-11&branchId=${branchId}&format=pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Arbeitszeitnachweis November 2026');
    expect(text).toContain('Mitarbeiter/in: Test anna');
    const friday = text.indexOf('Fr 27.11.2026');
    expect(text.slice(friday, friday + 9)).toEqual([
      'Fr 27.11.2026',
      '08:00',
      '15:00',
      '0:00',
      '7:00',
      '8:00',
      '-1:00',
      '',
      'Pause zu kurz (0 von 30 Min., § 4 ArbZG)',
    ]);
    const sum = text.indexOf('Summe');
    expect(text.slice(sum, sum + 7)).toEqual(['Summe', '', '', '0:30', '15:00', '8:00', '7:00']);
    expect(text).toContain('Datum, Unterschrift Mitarbeiter/in');
  });

  it('refuses a bad month in German, and staff without the area', async () => {
    const bad = await get('/api/time-sheets/monthly?month=2026-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'month',
      message: 'Bitte geben Sie einen Monat im Format JJJJ-MM an.',
    });
    expect((await get('/api/time-sheets/monthly?month=2026-11', employee)).statusCode).toBe(403);
    expect((await get('/api/time-sheets/monthly?month=2026-11', {})).statusCode).toBe(401);
  });
});

describe('record keeping (two years, § 17 MiLoG)', () => {
  it('refuses to delete a user whose time records are younger than two years, and changes nothing', async () => {
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/users/${annaId}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Die Arbeitszeitaufzeichnungen dieses Kontos müssen bis 27.11.2028 aufbewahrt werden (§ 17 MiLoG). Deaktivieren Sie das Konto stattdessen.',
    );
    const still = await get(`/api/time-sheets/monthly?month=2026-11&userId=${annaId}`);
    expect(still.json().data.sheets[0].sheet.totals.workedMinutes).toBe(900);
  });
});

describe('Urlaubskonten (spec §7 GET /api/time-sheets/holiday-balances)', () => {
  it('keeps entitlement and carried-over days, counts taken and planned holidays, audits', async () => {
    await context.db.insert(workingSchedules).values([
      // Planned holiday: Mon 7 Dec (taken by "today", 15 Dec) and Wed 23 Dec (planned).
      {
        userId: annaId,
        branchId,
        type: 'holiday',
        startsAt: new Date('2026-12-07T07:00:00Z'),
        endsAt: new Date('2026-12-07T15:00:00Z'),
      },
      {
        userId: annaId,
        branchId,
        type: 'holiday',
        startsAt: new Date('2026-12-23T07:00:00Z'),
        endsAt: new Date('2026-12-23T15:00:00Z'),
      },
    ]);
    const put = (body: unknown, headers = manager, userId = annaId) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/time-sheets/holiday-balances/${userId}/2026`,
        headers,
        payload: body as object,
      });
    const saved = await put({ entitlementDays: 28, carriedOverDays: 2.5, takenBeforeDays: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      userId: annaId,
      year: 2026,
      entitlementDays: 28,
      carriedOverDays: 2.5,
      takenBeforeDays: 10,
      takenDays: 11,
      plannedDays: 1,
      remainingDays: 18.5,
    });
    const list = await get('/api/time-sheets/holiday-balances?year=2026', manager);
    const rows = list.json().data as { userId: number }[];
    expect(rows.map((row) => row.userId)).toContain(annaId);
    expect(rows.map((row) => row.userId)).not.toContain(benId);

    const bad = await put({ entitlementDays: 2.3 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'entitlementDays',
      message: 'Bitte geben Sie eine Zahl von 0 bis 366 an (halbe Tage mit ,5).',
    });
    // Another branch's employee: as if they did not exist.
    expect((await put({ entitlementDays: 30 }, manager, benId)).statusCode).toBe(404);
    const audit = await context.app.inject({
      method: 'GET',
      url: '/api/logs?entity=holidayBalance',
      headers: admin,
    });
    expect(audit.json().data.items).toHaveLength(1);
  });
});

describe('spec §7 GET /api/statistics/working-activities and /working-schedules', () => {
  it('answers worked and planned minutes per branch and day, a manager only their branch', async () => {
    const worked = await get('/api/statistics/working-activities?from=2026-11-26&to=2026-11-27');
    expect(worked.statusCode, worked.body).toBe(200);
    expect(worked.json().data.daily).toEqual([
      { day: '2026-11-26', value: 480 + 240 },
      { day: '2026-11-27', value: 420 },
    ]);
    const own = await get(
      '/api/statistics/working-activities?from=2026-11-26&to=2026-11-27',
      manager,
    );
    expect(own.json().data.rows).toEqual([
      { day: '2026-11-26', branchId, minutes: 480 },
      { day: '2026-11-27', branchId, minutes: 420 },
    ]);
    const planned = await get(
      `/api/statistics/working-schedules?from=2026-11-26&to=2026-11-27&branch=${branchId}`,
      manager,
    );
    expect(planned.json().data.total).toBe(480);
    const bad = await get('/api/statistics/working-schedules?from=2026-11-27&to=2026-11-26');
    expect(bad.statusCode).toBe(422);
    expect(
      (await get('/api/statistics/working-activities?from=2026-11-26&to=2026-11-27', employee))
        .statusCode,
    ).toBe(403);
  });
});
