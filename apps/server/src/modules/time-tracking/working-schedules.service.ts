import {
  addDays,
  copyShiftToWeek,
  findShiftOverlap,
  formatLocalDate,
  localDateOf,
  shiftElapsedMinutes,
  shiftInstants,
  shiftLocalTimes,
  startOfLocalDay,
  WEEK_PLAN_MESSAGES,
  type WorkingSchedule,
  type WorkingScheduleCopyResult,
  type WorkingScheduleListQuery,
  weekStartOf,
  type workingScheduleInputSchema,
} from '@shop/domain';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { workingSchedules } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { assertBranchAccess, branchFilterOf } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { findEmployees, lockUser } from '../users/users.read-model.ts';
import { personName, presentSchedule } from './time-tracking.presenter.ts';

/**
 * The week plan (spec §7 CRUD /api/working-schedules with query; decision 035): planned shifts
 * per branch, entered as local date and wall-clock times of the shop's time zone. A branch
 * manager plans only their branches and only employees who belong to the branch. One employee
 * cannot be planned twice at the same time (any branch): the overlap check runs under a lock on
 * the employee's row, so two simultaneous saves cannot both pass it.
 */
export const WORKING_SCHEDULE_MESSAGES = {
  notFound: 'Die Planung wurde nicht gefunden.',
  notInBranch: 'Der Mitarbeiter gehört nicht zu dieser Filiale.',
  rangeTooLong: 'Es können höchstens 62 Tage auf einmal geladen werden.',
  notMonday: 'Bitte geben Sie den Montag der Woche an.',
} as const;

type ScheduleRow = typeof workingSchedules.$inferSelect;
type ScheduleInput = z.output<typeof workingScheduleInputSchema>;

const invalid = (field: string, message: string, code = 'invalid') =>
  AppError.invalid([{ code, field, message }]);

export async function listSchedules(
  db: Database,
  staff: StaffUser,
  query: WorkingScheduleListQuery,
  now: Date,
): Promise<WorkingSchedule[]> {
  const { timeZone } = await getPublicConfig(db);
  const fromDate = query.from ?? query.to ?? weekStartOf(localDateOf(now, timeZone));
  const toDate = query.to ?? addDays(fromDate, 6);
  if (toDate < fromDate || addDays(fromDate, 62) < toDate) {
    throw invalid('to', WORKING_SCHEDULE_MESSAGES.rangeTooLong, 'range');
  }
  if (query.branchId !== undefined) assertBranchAccess(staff, query.branchId, 'timeTracking');
  const branchIds =
    query.branchId !== undefined ? [query.branchId] : branchFilterOf(staff, 'timeTracking');
  if (branchIds !== null && branchIds.length === 0) return [];
  const conditions: SQL[] = [
    gte(workingSchedules.startsAt, startOfLocalDay(fromDate, timeZone)),
    lt(workingSchedules.startsAt, startOfLocalDay(addDays(toDate, 1), timeZone)),
  ];
  if (branchIds !== null) conditions.push(inArray(workingSchedules.branchId, branchIds));
  if (query.userId !== undefined) conditions.push(eq(workingSchedules.userId, query.userId));
  const rows = await db
    .select()
    .from(workingSchedules)
    .where(and(...conditions))
    .orderBy(asc(workingSchedules.startsAt), asc(workingSchedules.id));
  return rows.map(presentSchedule);
}

async function visibleSchedule(db: Database, staff: StaffUser, id: number) {
  const [row] = await db.select().from(workingSchedules).where(eq(workingSchedules.id, id));
  if (!row) throw AppError.notFound(WORKING_SCHEDULE_MESSAGES.notFound);
  const scope = branchFilterOf(staff, 'timeTracking', 'write');
  // Another branch's shift: as if it did not exist (no probing of ids).
  if (scope !== null && (row.branchId === null || !scope.includes(row.branchId))) {
    throw AppError.notFound(WORKING_SCHEDULE_MESSAGES.notFound);
  }
  return row;
}

/** The employee's other shifts around the candidate, with the employee's row locked. */
async function assertNoOverlap(
  tx: Database,
  input: { id: number; userId: number; startsAt: Date; endsAt: Date; name: string },
  timeZone: string,
) {
  await lockUser(tx, input.userId);
  const others = await tx
    .select()
    .from(workingSchedules)
    .where(
      and(
        eq(workingSchedules.userId, input.userId),
        lt(workingSchedules.startsAt, input.endsAt),
        sql`${workingSchedules.endsAt} > ${input.startsAt}`,
      ),
    );
  const hit = findShiftOverlap(input, others);
  if (hit) {
    const local = shiftLocalTimes(hit, timeZone);
    throw invalid(
      'start',
      WEEK_PLAN_MESSAGES.overlap(input.name, formatLocalDate(local.date), local.start, local.end),
      'overlap',
    );
  }
}

async function prepare(db: Database, staff: StaffUser, input: ScheduleInput) {
  assertBranchAccess(staff, input.branchId, 'timeTracking', 'write');
  const employee = (await findEmployees(db, [input.branchId])).find(
    (user) => user.id === input.userId,
  );
  if (!employee) throw invalid('userId', WORKING_SCHEDULE_MESSAGES.notInBranch);
  const { timeZone } = await getPublicConfig(db);
  const times = shiftInstants(input, timeZone);
  if (input.breakMinutes >= shiftElapsedMinutes(times)) {
    throw invalid('breakMinutes', WEEK_PLAN_MESSAGES.breakTooLong);
  }
  // A shift is planned in the employee's department (the week plan per department, decision 048).
  return { times, timeZone, name: personName(employee), departmentId: employee.departmentId };
}

export async function createSchedule(
  db: Database,
  input: { staff: StaffUser; schedule: ScheduleInput; now: Date; audit: AuditActor },
): Promise<WorkingSchedule> {
  const { schedule } = input;
  const { times, timeZone, name, departmentId } = await prepare(db, input.staff, schedule);
  return db.transaction(async (tx) => {
    await assertNoOverlap(tx, { id: 0, userId: schedule.userId, ...times, name }, timeZone);
    const [row] = await tx
      .insert(workingSchedules)
      .values({
        userId: schedule.userId,
        branchId: schedule.branchId,
        departmentId,
        type: schedule.type,
        ...times,
        breakMinutes: schedule.breakMinutes,
        note: schedule.note || null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw AppError.notFound(WORKING_SCHEDULE_MESSAGES.notFound);
    const after = presentSchedule(row);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'workingSchedule',
      entityId: row.id,
      action: 'create',
      before: null,
      after,
      at: input.now,
    });
    return after;
  });
}

export async function updateSchedule(
  db: Database,
  input: { staff: StaffUser; id: number; schedule: ScheduleInput; now: Date; audit: AuditActor },
): Promise<WorkingSchedule> {
  const { schedule } = input;
  const row = await visibleSchedule(db, input.staff, input.id);
  const { times, timeZone, name, departmentId } = await prepare(db, input.staff, schedule);
  return db.transaction(async (tx) => {
    await assertNoOverlap(tx, { id: row.id, userId: schedule.userId, ...times, name }, timeZone);
    const [updated] = await tx
      .update(workingSchedules)
      .set({
        userId: schedule.userId,
        branchId: schedule.branchId,
        departmentId,
        type: schedule.type,
        ...times,
        breakMinutes: schedule.breakMinutes,
        note: schedule.note || null,
        updatedAt: input.now,
      })
      .where(eq(workingSchedules.id, row.id))
      .returning();
    if (!updated) throw AppError.notFound(WORKING_SCHEDULE_MESSAGES.notFound);
    const after = presentSchedule(updated);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'workingSchedule',
      entityId: row.id,
      action: 'update',
      before: presentSchedule(row),
      after,
      at: input.now,
    });
    return after;
  });
}

export async function deleteSchedule(
  db: Database,
  input: { staff: StaffUser; id: number; now: Date; audit: AuditActor },
): Promise<void> {
  const row = await visibleSchedule(db, input.staff, input.id);
  await db.transaction(async (tx) => {
    await tx.delete(workingSchedules).where(eq(workingSchedules.id, row.id));
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'workingSchedule',
      entityId: row.id,
      action: 'delete',
      before: presentSchedule(row),
      after: null,
      at: input.now,
    });
  });
}

/**
 * Copies the week before `week` (a Monday) of one branch into it, keeping weekday and wall-clock
 * times (a DST week stays 09:00–17:00 local). Shifts of employees no longer in the branch and
 * shifts that would overlap one already planned are skipped and counted, never doubled: copying
 * twice creates nothing the second time.
 */
export async function copyWeek(
  db: Database,
  input: { staff: StaffUser; branchId: number; week: string; now: Date; audit: AuditActor },
): Promise<WorkingScheduleCopyResult> {
  assertBranchAccess(input.staff, input.branchId, 'timeTracking', 'write');
  if (weekStartOf(input.week) !== input.week) {
    throw invalid('week', WORKING_SCHEDULE_MESSAGES.notMonday);
  }
  const { timeZone } = await getPublicConfig(db);
  const members = new Map(
    (await findEmployees(db, [input.branchId])).map((user) => [user.id, personName(user)]),
  );
  const source: ScheduleRow[] = await db
    .select()
    .from(workingSchedules)
    .where(
      and(
        eq(workingSchedules.branchId, input.branchId),
        gte(workingSchedules.startsAt, startOfLocalDay(addDays(input.week, -7), timeZone)),
        lt(workingSchedules.startsAt, startOfLocalDay(input.week, timeZone)),
      ),
    )
    .orderBy(asc(workingSchedules.startsAt), asc(workingSchedules.id));
  let created = 0;
  let skipped = 0;
  for (const shift of source) {
    if (shift.userId === null || !members.has(shift.userId)) {
      skipped += 1;
      continue;
    }
    const userId = shift.userId;
    const times = copyShiftToWeek(shift, 7, timeZone);
    const done = await db.transaction(async (tx) => {
      try {
        await assertNoOverlap(tx, { id: 0, userId, ...times, name: '' }, timeZone);
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
      const [row] = await tx
        .insert(workingSchedules)
        .values({
          userId,
          branchId: input.branchId,
          departmentId: shift.departmentId,
          type: shift.type,
          ...times,
          breakMinutes: Math.min(shift.breakMinutes, Math.max(0, shiftElapsedMinutes(times) - 1)),
          note: shift.note,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) return false;
      await writeAuditLog(tx, {
        actor: input.audit,
        entity: 'workingSchedule',
        entityId: row.id,
        action: 'create',
        before: null,
        after: { ...presentSchedule(row), copiedFrom: shift.id },
        at: input.now,
      });
      return true;
    });
    if (done) created += 1;
    else skipped += 1;
  }
  return { created, skipped };
}
