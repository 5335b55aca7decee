import {
  CLOCK_ACTIONS,
  timeClockTokenInputSchema,
  workingActivityCorrectionSchema,
  workingActivityListQuerySchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  activitiesOfToday,
  applyClock,
  authenticateTimeClock,
  clockContext,
  presentMe,
  rotateTimeClockToken,
  schedulesOfToday,
  TIME_CLOCK_MESSAGES,
} from './time-clock.service.ts';
import {
  correctActivity,
  getActivity,
  listActivities,
  listEmployees,
  WORKING_ACTIVITY_MESSAGES,
} from './working-activities.service.ts';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const clockParams = z.object({ username: z.string().max(200), token: z.string().max(200) });
/** Time-clock bodies are empty; a small limit keeps the unauthenticated calls cheap. */
const CLOCK_BODY_LIMIT = 1024;

function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw AppError.unauthorized();
  return request.staff;
}

function idOf(request: FastifyRequest, message: string): number {
  const parsed = z.object({ id: dbId }).safeParse(request.params);
  if (!parsed.success) throw AppError.notFound(message);
  return parsed.data.id;
}

/**
 * Time tracking (area `timeTracking`, spec §7): the time clock reached with
 * `/api/time-tracking/{username}/{token}/…` (docs/decisions/028-time-tracking.md) and the staff
 * routes for working activities.
 */
export async function registerTimeTrackingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function clockOf(request: FastifyRequest) {
    const parsed = clockParams.safeParse(request.params);
    const now = app.deps.now();
    const user = await authenticateTimeClock(db, {
      username: parsed.success ? parsed.data.username : '',
      token: parsed.success ? parsed.data.token : '',
      ipAddress: request.ip,
      now,
    });
    return clockContext(db, user, now);
  }

  const base = '/api/time-tracking/:username/:token';
  app.get(`${base}/me`, async (request) => ({ data: presentMe(await clockOf(request)) }));
  app.get(`${base}/working-schedules`, async (request) => ({
    data: await schedulesOfToday(db, await clockOf(request)),
  }));
  app.get(`${base}/working-activities`, async (request) => ({
    data: await activitiesOfToday(db, await clockOf(request)),
  }));
  for (const action of CLOCK_ACTIONS) {
    app.post(
      `${base}/working-activities/${action}`,
      { bodyLimit: CLOCK_BODY_LIMIT },
      async (request) => ({ data: await applyClock(db, await clockOf(request), action) }),
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
  app.get('/api/working-activities/:id', canRead, async (request) => ({
    data: await getActivity(
      db,
      staffOf(request),
      idOf(request, WORKING_ACTIVITY_MESSAGES.notFound),
    ),
  }));
  app.put('/api/working-activities/:id', canWrite, async (request) => {
    const id = idOf(request, WORKING_ACTIVITY_MESSAGES.notFound);
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

  // Token rotation belongs to the user administration (permissions table: `users`, admins).
  app.post(
    '/api/users/:id/time-clock-token',
    { preHandler: requirePermission(app, 'users', 'write') },
    async (request, reply) => {
      const userId = idOf(request, TIME_CLOCK_MESSAGES.userNotFound);
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
