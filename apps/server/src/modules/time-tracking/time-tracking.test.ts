import { CLOCK_ERROR_MESSAGES, workingActivitySchema } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import {
  auditLogs,
  projects,
  tasks,
  users,
  workingActivities,
  workingSchedules,
} from '../../db/schema/index.ts';
import {
  buildBranch,
  buildStaffUser,
  manualClock,
  sessionHeaders,
} from '../auth/auth.test-support.ts';
import { TIME_CLOCK_MESSAGES, TIME_CLOCK_THROTTLE } from './time-clock.service.ts';

// 26 Nov 2026 08:00 in Berlin (UTC+1).
const clock = manualClock('2026-11-26T07:00:00.000Z');
const MINUTE = 60_000;
let context: Awaited<ReturnType<typeof createTestApp>>;
let adminHeaders: Record<string, string>;
let managerHeaders: Record<string, string>;
let employeeId: number;
let otherEmployeeId: number;
let token: string;
let adminId: number;
let managerId: number;

/** Sessions last an hour; the tests move the clock by hours. */
async function freshSessions() {
  adminHeaders = await sessionHeaders(context.db, adminId, clock.now());
  managerHeaders = await sessionHeaders(context.db, managerId, clock.now());
}

async function rotate(userId: number, username?: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/time-clock-token`,
    headers: adminHeaders,
    payload: username ? { username } : {},
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { username: string; accessToken: string };
}

const clockCall = (
  method: 'GET' | 'POST',
  path: string,
  secret = token,
  username = 'anna',
  ip = '192.0.2.10',
) =>
  context.app.inject({
    method,
    url: `/api/time-tracking/${username}/${encodeURIComponent(secret)}/${path}`,
    remoteAddress: ip,
  });

beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  const branch = await buildBranch(context.db, 'Altstadt');
  const otherBranch = await buildBranch(context.db, 'Hafen');
  const admin = await buildStaffUser(context.db, { email: 'admin@tt.test', roles: ['ROLE_ADMIN'] });
  const manager = await buildStaffUser(context.db, {
    email: 'chef@tt.test',
    roles: ['ROLE_MANAGER'],
    branchIds: [branch],
  });
  employeeId = await buildStaffUser(context.db, {
    email: 'anna@tt.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branch],
  });
  otherEmployeeId = await buildStaffUser(context.db, {
    email: 'ben@tt.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [otherBranch],
  });
  adminId = admin;
  managerId = manager;
  await freshSessions();
  token = (await rotate(employeeId, 'anna')).accessToken;
  await context.db.insert(workingSchedules).values({
    userId: employeeId,
    branchId: branch,
    startsAt: new Date('2026-11-26T07:00:00Z'),
    endsAt: new Date('2026-11-26T15:00:00Z'),
  });
});
afterAll(() => context.close());
beforeEach(async () => {
  if (adminId) await freshSessions();
});

describe('time clock with username and personal access token (spec §7)', () => {
  it('stores only the hash of the token', async () => {
    const [row] = await context.db.select().from(users).where(eq(users.id, employeeId));
    expect(row?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.accessTokenHash).not.toContain(token);
  });

  it('answers me, today’s schedule and no activity with the right token', async () => {
    const me = await clockCall('GET', 'me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: employeeId,
      username: 'anna',
      now: '2026-11-26T07:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    const schedules = await clockCall('GET', 'working-schedules');
    expect(schedules.json().data).toHaveLength(1);
    expect(schedules.json().data[0].startsAt).toBe('2026-11-26T07:00:00.000Z');
    expect((await clockCall('GET', 'working-activities')).json().data).toEqual([]);
  });

  it('refuses a wrong token and an unknown username with the same 401', async () => {
    for (const response of [
      await clockCall('GET', 'me', 'falsch'),
      await clockCall('GET', 'me', token, 'niemand'),
      await clockCall('POST', 'working-activities/start', 'falsch'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(TIME_CLOCK_MESSAGES.invalidToken);
    }
  });

  it('throttles wrong tokens per address, while other addresses still work', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < TIME_CLOCK_THROTTLE.ipFailures; i += 1) {
      expect((await clockCall('GET', 'me', `falsch-${i}`, 'anna', ip)).statusCode).toBe(401);
    }
    const throttled = await clockCall('GET', 'me', 'falsch-x', 'anna', ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].message).toBe(
      'Zu viele ungültige Zugangsschlüssel. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    expect((await clockCall('GET', 'me', 'falsch', 'anna', '192.0.2.99')).statusCode).toBe(401);
  });
});

describe('the clock state machine on the server (spec §4, §8)', () => {
  const post = (action: string) => clockCall('POST', `working-activities/${action}`);
  const expectRefused = async (action: 'start' | 'end' | 'pause' | 'resume') => {
    const response = await post(action);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(CLOCK_ERROR_MESSAGES[action]);
  };

  it('refuses pause, resume and end before a start', async () => {
    await expectRefused('pause');
    await expectRefused('resume');
    await expectRefused('end');
  });

  it('starts at the server time, refuses a second start and a resume while running', async () => {
    const started = await post('start');
    expect(started.statusCode).toBe(200);
    const activity = workingActivitySchema.parse(started.json().data);
    expect(activity).toMatchObject({ startedAt: '2026-11-26T07:00:00.000Z', endedAt: null });
    await expectRefused('start');
    await expectRefused('resume');
  });

  it('pauses, refuses a second pause and a start, resumes with the pause recorded', async () => {
    clock.advance(180 * MINUTE);
    expect((await post('pause')).json().data.pausedAt).toBe('2026-11-26T10:00:00.000Z');
    await expectRefused('pause');
    await expectRefused('start');
    clock.advance(30 * MINUTE);
    const resumed = (await post('resume')).json().data;
    expect(resumed.pausedAt).toBeNull();
    expect(resumed.pauses).toEqual([
      { from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T10:30:00.000Z' },
    ]);
  });

  it('ends, then refuses a second end; the day lists the activity', async () => {
    clock.advance(240 * MINUTE);
    const ended = await post('end');
    expect(ended.json().data.endedAt).toBe('2026-11-26T14:30:00.000Z');
    await expectRefused('end');
    const today = (await clockCall('GET', 'working-activities')).json().data;
    expect(today).toHaveLength(1);
    expect(today[0].endedAt).toBe('2026-11-26T14:30:00.000Z');
  });

  it('a rotated token replaces the old one at once', async () => {
    const old = token;
    const rotated = await rotate(employeeId);
    expect(rotated.username).toBe('anna');
    expect(rotated.accessToken).not.toBe(old);
    expect((await clockCall('GET', 'me', old, 'anna', '192.0.2.50')).statusCode).toBe(401);
    token = rotated.accessToken;
    expect((await clockCall('GET', 'me')).statusCode).toBe(200);
    const [entry] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(employeeId))));
    expect(JSON.stringify(entry)).not.toContain(old);
  });
});

describe('staff routes for working activities', () => {
  let activityId: number;

  it('lists the day of the manager’s branch, with the employee’s name', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/working-activities?from=2026-11-26&to=2026-11-26',
      headers: managerHeaders,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ userId: employeeId, userName: 'Test anna' });
    activityId = data[0].id;
  });

  it('hides another branch’s employee from a branch manager, not from an admin', async () => {
    await context.db.insert(workingSchedules).values({
      userId: otherEmployeeId,
      startsAt: new Date('2026-11-26T07:00:00Z'),
      endsAt: new Date('2026-11-26T08:00:00Z'),
    });
    const [otherRow] = await context.db
      .update(users)
      .set({ username: 'ben' })
      .where(eq(users.id, otherEmployeeId))
      .returning();
    expect(otherRow).toBeDefined();
    const benToken = (await rotate(otherEmployeeId)).accessToken;
    expect((await clockCall('POST', 'working-activities/start', benToken, 'ben')).statusCode).toBe(
      200,
    );
    const asManager = await context.app.inject({
      method: 'GET',
      url: '/api/working-activities?from=2026-11-26',
      headers: managerHeaders,
    });
    expect(asManager.json().data.map((a: { userId: number }) => a.userId)).toEqual([employeeId]);
    const employees = await context.app.inject({
      method: 'GET',
      url: '/api/working-activities/employees',
      headers: managerHeaders,
    });
    expect(employees.json().data.map((e: { id: number }) => e.id)).not.toContain(otherEmployeeId);
    const asAdmin = await context.app.inject({
      method: 'GET',
      url: '/api/working-activities?from=2026-11-26',
      headers: adminHeaders,
    });
    expect(asAdmin.json().data.map((a: { userId: number }) => a.userId)).toContain(otherEmployeeId);
    const otherId = asAdmin
      .json()
      .data.find((a: { userId: number }) => a.userId === otherEmployeeId).id;
    const direct = await context.app.inject({
      method: 'GET',
      url: `/api/working-activities/${otherId}`,
      headers: managerHeaders,
    });
    expect(direct.statusCode).toBe(404);
  });

  it('refuses a correction without a reason and with the end before the start', async () => {
    const put = (payload: object) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/working-activities/${activityId}`,
        headers: managerHeaders,
        payload,
      });
    const noReason = await put({
      startedAt: '2026-11-26T07:00:00.000Z',
      endedAt: '2026-11-26T15:00:00.000Z',
      pauses: [],
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0]).toMatchObject({
      field: 'reason',
      message: 'Bitte geben Sie einen Grund für die Korrektur an.',
    });
    const backwards = await put({
      startedAt: '2026-11-26T07:00:00.000Z',
      endedAt: '2026-11-26T06:00:00.000Z',
      pauses: [],
      reason: 'Tippfehler',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors[0]).toMatchObject({
      field: 'endedAt',
      message: 'Das Ende muss nach dem Beginn liegen.',
    });
  });

  it('corrects the end time and keeps the original with the reason in the audit log', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/working-activities/${activityId}`,
      headers: managerHeaders,
      payload: {
        startedAt: '2026-11-26T07:00:00.000Z',
        endedAt: '2026-11-26T15:00:00.000Z',
        pauses: [{ from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T10:30:00.000Z' }],
        reason: 'Vergessen auszustempeln',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.endedAt).toBe('2026-11-26T15:00:00.000Z');
    const [entry] = await context.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, 'workingActivity'), eq(auditLogs.entityId, String(activityId))),
      );
    expect(entry?.userEmail).toBe('chef@tt.test');
    expect(entry?.before).toMatchObject({ endedAt: '2026-11-26T14:30:00.000Z' });
    expect(entry?.after).toMatchObject({
      endedAt: '2026-11-26T15:00:00.000Z',
      correctionReason: 'Vergessen auszustempeln',
    });
  });

  it('refuses the staff routes without a session (401), without the area (403), without CSRF (403)', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/working-activities' })).statusCode,
    ).toBe(401);
    const employeeHeaders = await sessionHeaders(context.db, employeeId, clock.now());
    const forbidden = await context.app.inject({
      method: 'GET',
      url: '/api/working-activities',
      headers: employeeHeaders,
    });
    expect(forbidden.statusCode).toBe(403);
    const noCsrf = await context.app.inject({
      method: 'PUT',
      url: `/api/working-activities/${activityId}`,
      headers: { cookie: managerHeaders.cookie ?? '' },
      payload: { startedAt: '2026-11-26T07:00:00.000Z', endedAt: null, pauses: [], reason: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().errors[0].code).toBe('invalid_csrf_token');
    const managerRotates = await context.app.inject({
      method: 'POST',
      url: `/api/users/${employeeId}/time-clock-token`,
      headers: managerHeaders,
      payload: {},
    });
    expect(managerRotates.statusCode).toBe(403);
  });
});

describe('a start names a project and task (decision 028)', () => {
  let kitchen: number;
  let prep: number;
  let otherTask: number;
  const start = (payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: `/api/time-tracking/anna/${encodeURIComponent(token)}/working-activities/start`,
      remoteAddress: '192.0.2.10',
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    const [a, b, off] = await context.db
      .insert(projects)
      .values([
        { name: 'Küche', number: 'K-1' },
        { name: 'Lieferung', number: 'L-2' },
        { name: 'Alt', isEnabled: false },
      ])
      .returning({ id: projects.id });
    kitchen = a?.id ?? 0;
    const rows = await context.db
      .insert(tasks)
      .values([
        { projectId: kitchen, name: 'Teig vorbereiten', position: 1 },
        { projectId: kitchen, name: 'Abwasch', position: 2, isEnabled: false },
        { projectId: b?.id ?? 0, name: 'Tour Nord' },
        { projectId: off?.id ?? 0, name: 'Archiv' },
      ])
      .returning({ id: tasks.id });
    prep = rows[0]?.id ?? 0;
    otherTask = rows[2]?.id ?? 0;
  });

  it('offers the enabled projects with their enabled tasks, only with a valid token', async () => {
    const response = await clockCall('GET', 'projects');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: kitchen,
        number: 'K-1',
        name: 'Küche',
        tasks: [{ id: prep, name: 'Teig vorbereiten' }],
      },
      expect.objectContaining({ number: 'L-2', tasks: [{ id: otherTask, name: 'Tour Nord' }] }),
    ]);
    expect((await clockCall('GET', 'projects', 'falsch', 'anna', '192.0.2.77')).statusCode).toBe(
      401,
    );
  });

  it('refuses a task of another project on its field and starts nothing', async () => {
    const response = await start({ projectId: kitchen, taskId: otherTask });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'taskId',
        message: 'Die Aufgabe gehört nicht zum gewählten Projekt.',
      }),
    ]);
    const open = await context.db
      .select()
      .from(workingActivities)
      .where(eq(workingActivities.userId, employeeId));
    expect(open.every((row) => row.endedAt !== null)).toBe(true);
  });

  it('refuses an unknown project and a malformed body in German', async () => {
    const unknown = await start({ projectId: 2_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'projectId',
      message: 'Das Projekt wurde nicht gefunden.',
    });
    expect((await start({ projectId: 'Küche' })).statusCode).toBe(422);
  });

  it('stores the project and task of the started activity', async () => {
    clock.advance(60 * MINUTE);
    const response = await start({ projectId: kitchen, taskId: prep });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ projectId: kitchen, taskId: prep });
    clock.advance(30 * MINUTE);
    expect((await clockCall('POST', 'working-activities/end')).statusCode).toBe(200);
    const today = (await clockCall('GET', 'working-activities')).json().data;
    expect(today.at(-1)).toMatchObject({ projectId: kitchen, taskId: prep });
  });
});

describe('paths that name nothing (docs/decisions/025)', () => {
  it('answer the German 404 of the record after the login check', async () => {
    const cases = [
      ['GET', '/api/working-activities/abc', 'Die Aktivität wurde nicht gefunden.'],
      ['PUT', '/api/working-activities/0', 'Die Aktivität wurde nicht gefunden.'],
      ['PUT', '/api/working-schedules/-3', 'Die Planung wurde nicht gefunden.'],
      ['DELETE', '/api/working-schedules/x', 'Die Planung wurde nicht gefunden.'],
      [
        'PUT',
        '/api/time-sheets/holiday-balances/abc/2026',
        'Der Mitarbeiter oder die Mitarbeiterin wurde nicht gefunden.',
      ],
      [
        'PUT',
        `/api/time-sheets/holiday-balances/${employeeId}/1999`,
        'Der Mitarbeiter oder die Mitarbeiterin wurde nicht gefunden.',
      ],
      ['POST', '/api/users/abc/time-clock-token', 'Der Benutzer wurde nicht gefunden.'],
    ] as const;
    for (const [method, url, message] of cases) {
      const anonymous = await context.app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const response = await context.app.inject({
        method,
        url,
        headers: adminHeaders,
        payload: {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].message).toBe(message);
    }
  });
});
