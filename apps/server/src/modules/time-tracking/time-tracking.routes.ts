import {
  CLOCK_ACTIONS,
  holidayBalanceInputSchema,
  holidayBalanceQuerySchema,
  holidayBalanceSchema,
  parseDateRange,
  TIME_SHEET_CSV_HEADER,
  timeClockStartSchema,
  timeClockTokenInputSchema,
  timeClockTokenSchema,
  timeSheetCsvRows,
  timeSheetQuerySchema,
  timeSheetWarningText,
  workingActivityCorrectionSchema,
  workingActivityListQuerySchema,
  workingActivitySchema,
  workingScheduleCopyWeekSchema,
  workingScheduleInputSchema,
  workingScheduleListQuerySchema,
  workingScheduleSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess, branchFilterOf } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
import { parseInput } from '../../platform/validation.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import {
  HOLIDAY_BALANCE_MESSAGES,
  listHolidayBalances,
  saveHolidayBalance,
} from './holiday-balances.service.ts';
import { projectsResource, tasksResource } from './projects/projects.resource.ts';
import {
  activitiesOfToday,
  applyClock,
  authenticateTimeClock,
  clockContext,
  presentMe,
  projectsOfClock,
  rotateTimeClockToken,
  schedulesOfToday,
  TIME_CLOCK_MESSAGES,
} from './time-clock.service.ts';
import { monthlySheets } from './time-sheets.service.ts';
import {
  correctActivity,
  getActivity,
  listActivities,
  listEmployees,
  WORKING_ACTIVITY_MESSAGES,
} from './working-activities.service.ts';
import {
  copyWeek,
  createSchedule,
  deleteSchedule,
  listSchedules,
  updateSchedule,
  WORKING_SCHEDULE_MESSAGES,
} from './working-schedules.service.ts';
import {
  buildLabourPerRevenueReport,
  buildWorkingTimeReport,
} from './working-time-reports.service.ts';

// Path parameters from schemas (docs/decisions/025): an id that names nothing is the German 404
// of the record. A clock path that is no username and token is refused like a wrong token (the
// 401 of authenticateTimeClock), so its schema never fails.
const clockParams = z
  .object({ username: z.string().max(200), token: z.string().max(200) })
  .catch({ username: '', token: '' });
const activityParams = idParamsSchema(WORKING_ACTIVITY_MESSAGES.notFound);
const scheduleParams = idParamsSchema(WORKING_SCHEDULE_MESSAGES.notFound);
const userParams = idParamsSchema(TIME_CLOCK_MESSAGES.userNotFound);
const holidayNotFound = { error: HOLIDAY_BALANCE_MESSAGES.notFound };
const holidayBalanceParams = z.object({
  userId: idParamsSchema(HOLIDAY_BALANCE_MESSAGES.notFound).shape.id,
  year: z.coerce
    .number(holidayNotFound)
    .int(holidayNotFound)
    .min(2000, holidayNotFound)
    .max(2100, holidayNotFound),
});
/** Time-clock bodies are empty; a small limit keeps the unauthenticated calls cheap. */
const CLOCK_BODY_LIMIT = 1024;

function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw AppError.unauthorized();
  return request.staff;
}

/**
 * Time tracking (area `timeTracking`, spec §7): the time clock reached with
 * `/api/time-tracking/{username}/{token}/…` (docs/decisions/028-time-tracking.md) and the staff
 * routes for working activities.
 */
export async function registerTimeTrackingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  async function clockOf(request: { params: z.infer<typeof clockParams>; ip: string }) {
    const now = app.deps.now();
    const user = await authenticateTimeClock(db, {
      username: request.params.username,
      token: request.params.token,
      ipAddress: request.ip,
      now,
    });
    return clockContext(db, user, now);
  }

  const base = '/api/time-tracking/:username/:token';
  const ofClock = { schema: { params: clockParams } };
  app.get(`${base}/me`, ofClock, async (request) => ({
    data: presentMe(await clockOf(request)),
  }));
  app.get(`${base}/working-schedules`, ofClock, async (request) => ({
    data: await schedulesOfToday(db, await clockOf(request)),
  }));
  app.get(`${base}/working-activities`, ofClock, async (request) => ({
    data: await activitiesOfToday(db, await clockOf(request)),
  }));
  app.get(`${base}/projects`, ofClock, async (request) => {
    await clockOf(request);
    return { data: await projectsOfClock(db) };
  });
  for (const action of CLOCK_ACTIONS) {
    app.post(
      `${base}/working-activities/${action}`,
      { bodyLimit: CLOCK_BODY_LIMIT, ...ofClock },
      async (request) => {
        const context = await clockOf(request);
        // Only a start names a project and task (decision 028); a body-less start names none.
        const start =
          action === 'start' ? parseInput(timeClockStartSchema, request.body ?? {}) : undefined;
        return { data: await applyClock(db, context, action, start) };
      },
    );
  }

  const canRead = { preHandler: requirePermission(app, 'timeTracking', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'timeTracking', 'write') };

  app.get('/api/working-activities', canRead, async (request) => ({
    data: await listActivities(
      db,
      staffOf(request),
      parseInput(workingActivityListQuerySchema, request.query),
      app.deps.now(),
    ),
  }));
  app.get('/api/working-activities/employees', canRead, async (request) => ({
    data: await listEmployees(db, staffOf(request)),
  }));
  const ofActivity = {
    schema: {
      params: activityParams,
      response: { 200: z.object({ data: workingActivitySchema }) },
    },
  };
  app.get('/api/working-activities/:id', { ...canRead, ...ofActivity }, async (request) => ({
    data: await getActivity(db, staffOf(request), request.params.id),
  }));
  app.put('/api/working-activities/:id', { ...canWrite, ...ofActivity }, async (request) => {
    const id = request.params.id;
    return {
      data: await correctActivity(db, {
        staff: staffOf(request),
        id,
        correction: parseInput(workingActivityCorrectionSchema, request.body),
        now: app.deps.now(),
        audit: auditActorOf(request),
      }),
    };
  });

  // The week plan (spec §7 CRUD /api/working-schedules with query; decision 035).
  app.get('/api/working-schedules', canRead, async (request) => ({
    data: await listSchedules(
      db,
      staffOf(request),
      parseInput(workingScheduleListQuerySchema, request.query),
      app.deps.now(),
    ),
  }));
  app.post('/api/working-schedules', canWrite, async (request, reply) => {
    const schedule = await createSchedule(db, {
      staff: staffOf(request),
      schedule: parseInput(workingScheduleInputSchema, request.body),
      now: app.deps.now(),
      audit: auditActorOf(request),
    });
    return reply.status(201).send({ data: schedule });
  });
  app.post('/api/working-schedules/copy-week', canWrite, async (request) => {
    const body = parseInput(workingScheduleCopyWeekSchema, request.body);
    return {
      data: await copyWeek(db, {
        staff: staffOf(request),
        ...body,
        now: app.deps.now(),
        audit: auditActorOf(request),
      }),
    };
  });
  const ofSchedule = { schema: { params: scheduleParams } };
  app.put(
    '/api/working-schedules/:id',
    {
      ...canWrite,
      schema: {
        params: scheduleParams,
        response: { 200: z.object({ data: workingScheduleSchema }) },
      },
    },
    async (request) => ({
      data: await updateSchedule(db, {
        staff: staffOf(request),
        id: request.params.id,
        schedule: parseInput(workingScheduleInputSchema, request.body),
        now: app.deps.now(),
        audit: auditActorOf(request),
      }),
    }),
  );
  // Answers { data: null } like the resource layer's DELETE (the web client reads an envelope).
  app.delete(
    '/api/working-schedules/:id',
    {
      ...canWrite,
      schema: { ...ofSchedule.schema, response: { 200: z.object({ data: z.null() }) } },
    },
    async (request) => {
      await deleteSchedule(db, {
        staff: staffOf(request),
        id: request.params.id,
        now: app.deps.now(),
        audit: auditActorOf(request),
      });
      return { data: null };
    },
  );

  // Monthly time sheets (docs/decisions/035-time-tracking-projects-and-sheets.md): JSON for the
  // screen, CSV for payroll, PDF to sign; one employee or a whole branch in one file.
  app.get('/api/time-sheets/monthly', canRead, async (request, reply) => {
    const query = parseInput(timeSheetQuerySchema, request.query);
    const result = await monthlySheets(db, staffOf(request), query, app.deps.now());
    reply.header('Cache-Control', 'no-store');
    const fileName = `arbeitszeit-${query.month}${query.userId ? `-${query.userId}` : ''}`;
    if (query.format === 'csv') {
      const lines = [
        TIME_SHEET_CSV_HEADER.join(';'),
        ...result.sheets.flatMap(({ name, sheet }) =>
          timeSheetCsvRows(name, sheet, timeSheetWarningText),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    }
    if (query.format === 'pdf') {
      // pdf-lib is loaded with the first sheet, not at every start (docs/budgets.md P10).
      const { renderTimeSheetPdf } = await import('./time-sheet-pdf.ts');
      const pdf = await renderTimeSheetPdf({ ...result, branchName: null });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}.pdf"`)
        .send(Buffer.from(pdf));
    }
    return { data: result };
  });

  // Urlaubskonten (spec §7 GET /api/time-sheets/holiday-balances; decision 035).
  app.get('/api/time-sheets/holiday-balances', canRead, async (request) => ({
    data: await listHolidayBalances(
      db,
      staffOf(request),
      parseInput(holidayBalanceQuerySchema, request.query).year,
      app.deps.now(),
    ),
  }));
  app.put(
    '/api/time-sheets/holiday-balances/:userId/:year',
    {
      ...canWrite,
      schema: {
        params: holidayBalanceParams,
        response: { 200: z.object({ data: holidayBalanceSchema }) },
      },
    },
    async (request) => {
      return {
        data: await saveHolidayBalance(db, {
          staff: staffOf(request),
          ...request.params,
          entry: parseInput(holidayBalanceInputSchema, request.body),
          now: app.deps.now(),
          audit: auditActorOf(request),
        }),
      };
    },
  );

  // spec §7 the two working-time reports (decision 035): worked and planned minutes per branch
  // and day, for readers of `timeTracking` (a branch manager: their branches); and labour hours
  // per 100 € revenue per branch and day (decision 047), same guard and range rules.
  for (const kind of [
    'working-activities',
    'working-schedules',
    'working-hours-per-revenue',
  ] as const) {
    app.get(`/api/statistics/${kind}`, canRead, async (request) => {
      const query = request.query as Record<string, unknown>;
      const range = parseDateRange(query.from, query.to);
      if (!range.ok) {
        throw AppError.invalid([
          { code: 'invalid', field: range.error.field, message: range.error.message },
        ]);
      }
      const staff = staffOf(request);
      const branch = z.coerce.number().int().positive().max(2_147_483_647).safeParse(query.branch);
      if (query.branch !== undefined && !branch.success) throw AppError.notFound();
      if (branch.success) assertBranchAccess(staff, branch.data, 'timeTracking');
      const { timeZone } = await getPublicConfig(db);
      const scope = {
        range: range.value,
        branchIds: branch.success ? [branch.data] : branchFilterOf(staff, 'timeTracking'),
        timeZone,
        now: app.deps.now(),
      };
      return {
        data:
          kind === 'working-hours-per-revenue'
            ? await buildLabourPerRevenueReport(db, scope)
            : await buildWorkingTimeReport(db, { ...scope, kind }),
      };
    });
  }

  registerResourceRoutes(app, projectsResource);
  registerResourceRoutes(app, tasksResource);

  // Token rotation belongs to the user administration (permissions table: `users`, admins).
  app.post(
    '/api/users/:id/time-clock-token',
    {
      preHandler: requirePermission(app, 'users', 'write'),
      schema: { params: userParams, response: { 201: z.object({ data: timeClockTokenSchema }) } },
    },
    async (request, reply) => {
      const userId = request.params.id;
      const body = parseInput(timeClockTokenInputSchema, request.body ?? {});
      const token = await rotateTimeClockToken(db, {
        userId,
        username: body.username,
        now: app.deps.now(),
        audit: auditActorOf(request),
      });
      return reply.status(201).send({ data: token });
    },
  );
}
