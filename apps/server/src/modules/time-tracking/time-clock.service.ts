import { randomBytes } from 'node:crypto';
import {
  type ActivityTimes,
  addDays,
  applyClockAction,
  type ClockAction,
  clockAssignment,
  clockErrorMessage,
  localDateOf,
  startOfLocalDay,
  type TimeClockMe,
  type TimeClockProject,
  type TimeClockStart,
  type TimeClockToken,
  type WorkingActivity,
  type WorkingSchedule,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { workingActivities } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { refuseWrongSecret } from '../../platform/auth/login-throttle.ts';
import { hashToken, safeEqual } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isDatabaseError } from '../../platform/resources/resource.repository.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import {
  branchIdsOfUser,
  type ClockUserRow,
  findUserById,
  findUserByUsername,
  storeTimeClockToken,
} from '../users/users.read-model.ts';
import { personName, presentActivity, presentSchedule } from './time-tracking.presenter.ts';
import {
  type ActivityRow,
  findActivities,
  findClockProjects,
  findCurrentActivityForUpdate,
  findSchedules,
} from './time-tracking.repository.ts';

/**
 * The time clock of spec §7 (GET /api/time-tracking/{username}/{token}/me, …): an employee is
 * admitted by username and personal access token instead of a session (spec §6 "Time tracking
 * passes an access token and a username per user"; docs/decisions/028-time-tracking.md). The token
 * is 256 random bits, stored as its SHA-256 only, compared in constant time; wrong ones are
 * counted per address in login_attempts and refused for a while after too many, like the
 * front-desk API keys. Every time comes from the server's clock.
 */
export const TIME_CLOCK_MESSAGES = {
  invalidToken: 'Benutzername oder Zugangsschlüssel ist ungültig.',
  throttled: 'Zu viele ungültige Zugangsschlüssel. Bitte versuchen Sie es in {minutes} erneut.',
  userNotFound: 'Der Benutzer wurde nicht gefunden.',
  usernameRequired: 'Bitte vergeben Sie zuerst einen Benutzernamen.',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
} as const;

export const TIME_CLOCK_THROTTLE = { windowMs: 15 * 60_000, ipFailures: 10 } as const;
const THROTTLE_REASON = 'time_clock_token_invalid';
/** Compared against when the username is unknown, so both cases take the same time. */
const NO_TOKEN_HASH = hashToken('no-token');

export type ClockContext = { user: ClockUserRow; timeZone: string; now: Date };

/** Admits a time-clock request: 429 while the address is throttled for wrong tokens, 401 else. */
export async function authenticateTimeClock(
  db: Database,
  input: { username: string; token: string; ipAddress: string; now: Date },
): Promise<ClockUserRow> {
  const user = input.username.length <= 100 ? await findUserByUsername(db, input.username) : null;
  const matches = safeEqual(user?.accessTokenHash ?? NO_TOKEN_HASH, hashToken(input.token));
  const usable =
    user !== null &&
    user.accessTokenHash !== null &&
    matches &&
    user.isEnabled &&
    (user.expiresAt === null || user.expiresAt > input.now);
  if (usable) return user;
  return refuseWrongSecret(db, {
    ipAddress: input.ipAddress,
    reason: THROTTLE_REASON,
    limit: TIME_CLOCK_THROTTLE.ipFailures,
    windowMs: TIME_CLOCK_THROTTLE.windowMs,
    now: input.now,
    label: `time-clock:${input.username.slice(0, 100)}`,
    userId: user?.id ?? null,
    throttled: {
      code: 'time_clock_throttled',
      message: (wait) => TIME_CLOCK_MESSAGES.throttled.replace('{minutes}', wait),
    },
    unauthorized: { code: 'invalid_time_clock_token', message: TIME_CLOCK_MESSAGES.invalidToken },
  });
}

export function presentMe(context: ClockContext): TimeClockMe {
  const { user } = context;
  return {
    id: user.id,
    username: user.username ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    now: context.now.toISOString(),
    timeZone: context.timeZone,
  };
}

/** The request's context; clock times are recorded to the whole second (decision 028). */
export async function clockContext(
  db: Database,
  user: ClockUserRow,
  now: Date,
): Promise<ClockContext> {
  const { timeZone } = await getPublicConfig(db);
  return { user, timeZone, now: new Date(Math.floor(now.getTime() / 1000) * 1000) };
}

function todayBounds(context: ClockContext) {
  const today = localDateOf(context.now, context.timeZone);
  return {
    from: startOfLocalDay(today, context.timeZone),
    to: startOfLocalDay(addDays(today, 1), context.timeZone),
  };
}

/** Today's planned shifts of the employee (spec §7 …/working-schedules). */
export async function schedulesOfToday(
  db: Database,
  context: ClockContext,
): Promise<WorkingSchedule[]> {
  const { from, to } = todayBounds(context);
  return (await findSchedules(db, context.user.id, from, to)).map(presentSchedule);
}

/**
 * The employee's activities started today plus the still open one, if it began earlier
 * (spec §7 …/working-activities).
 */
export async function activitiesOfToday(
  db: Database,
  context: ClockContext,
): Promise<WorkingActivity[]> {
  const { from, to } = todayBounds(context);
  const name = personName(context.user);
  const rows = await findActivities(db, {
    from: new Date(from.getTime() - 24 * 3_600_000),
    to,
    userId: context.user.id,
  });
  return rows
    .filter((row) => row.startedAt >= from || row.endedAt === null)
    .map((row) => presentActivity(row, name));
}

/** The projects with tasks the employee may name when clocking in (decision 028). */
export function projectsOfClock(db: Database): Promise<TimeClockProject[]> {
  return findClockProjects(db);
}

const timesOf = (row: ActivityRow): ActivityTimes => ({
  startedAt: row.startedAt,
  endedAt: row.endedAt,
  pausedAt: row.pausedAt,
  pauses: row.pauses,
});

const refused = (action: ClockAction, reason: string) =>
  AppError.conflict(clockErrorMessage(action), `time_clock_${reason}`);

/**
 * Applies start / pause / resume / end (spec §4) at the server's time. The open activity is
 * locked for the change; a second start racing the first meets the one-open-activity index.
 * A start may name a project and task (only enabled ones; German 422 on the field else).
 */
export async function applyClock(
  db: Database,
  context: ClockContext,
  action: ClockAction,
  start: Required<TimeClockStart> = { projectId: null, taskId: null },
): Promise<WorkingActivity> {
  const name = personName(context.user);
  const assignment =
    action === 'start' && (start.projectId !== null || start.taskId !== null)
      ? clockAssignment(start, await findClockProjects(db))
      : ({ ok: true, value: { projectId: null, taskId: null } } as const);
  if (!assignment.ok) {
    throw AppError.invalid([{ code: 'invalid', ...assignment.error }]);
  }
  try {
    return await db.transaction(async (tx) => {
      const current = await findCurrentActivityForUpdate(tx, context.user.id);
      const result = applyClockAction(current ? timesOf(current) : null, action, context.now);
      if (!result.ok) throw refused(action, result.error.reason);
      const next = result.value;
      if (action === 'start') {
        const [branchId] = await branchIdsOfUser(tx, context.user.id);
        const [row] = await tx
          .insert(workingActivities)
          .values({
            userId: context.user.id,
            branchId: branchId ?? null,
            departmentId: context.user.departmentId,
            projectId: assignment.value.projectId,
            taskId: assignment.value.taskId,
            startedAt: next.startedAt,
            createdAt: context.now,
            updatedAt: context.now,
          })
          .returning();
        if (!row) throw new Error('activity not returned');
        return presentActivity(row, name);
      }
      if (!current) throw refused(action, 'notRunning');
      const [row] = await tx
        .update(workingActivities)
        .set({
          endedAt: next.endedAt,
          pausedAt: next.pausedAt,
          pauses: [...next.pauses],
          updatedAt: context.now,
        })
        .where(eq(workingActivities.id, current.id))
        .returning();
      if (!row) throw new Error('activity not returned');
      return presentActivity(row, name);
    });
  } catch (error) {
    if (isDatabaseError(error, '23505')) throw refused(action, 'alreadyRunning');
    throw error;
  }
}

/**
 * Gives a user a new personal access token (admin only), replacing the old one at once; the
 * answer is the only time it is shown. The audit entry names the rotation, never the token.
 */
export async function rotateTimeClockToken(
  db: Database,
  input: { userId: number; username?: string; now: Date; audit: AuditActor },
): Promise<TimeClockToken> {
  const user = await findUserById(db, input.userId);
  if (!user) throw AppError.notFound(TIME_CLOCK_MESSAGES.userNotFound);
  const username = input.username ?? user.username;
  if (!username) {
    throw AppError.invalid([
      {
        code: 'username_required',
        field: 'username',
        message: TIME_CLOCK_MESSAGES.usernameRequired,
      },
    ]);
  }
  const accessToken = randomBytes(32).toString('base64url');
  try {
    await db.transaction(async (tx) => {
      await storeTimeClockToken(tx, {
        userId: user.id,
        username,
        accessTokenHash: hashToken(accessToken),
        now: input.now,
      });
      await writeAuditLog(tx, {
        actor: input.audit,
        entity: 'user',
        entityId: user.id,
        action: 'update',
        before: { username: user.username, timeClockToken: user.accessTokenHash ? 'set' : null },
        after: { username, timeClockToken: 'rotated' },
        at: input.now,
      });
    });
  } catch (error) {
    if (isDatabaseError(error, '23505')) {
      throw AppError.invalid([
        { code: 'username_taken', field: 'username', message: TIME_CLOCK_MESSAGES.usernameTaken },
      ]);
    }
    throw error;
  }
  return { username, accessToken };
}
