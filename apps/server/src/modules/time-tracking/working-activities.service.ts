import {
  ACTIVITY_CORRECTION_MESSAGES,
  addDays,
  checkActivityTimes,
  localDateOf,
  startOfLocalDay,
  type TimeTrackingEmployee,
  type WorkingActivity,
  type WorkingActivityCorrection,
  type WorkingActivityListQuery,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { workingActivities } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { branchFilterOf } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { departmentNamesById } from '../catalogue/catalogue.read-model.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { findEmployees } from '../users/users.read-model.ts';
import { personName, presentActivity } from './time-tracking.presenter.ts';
import { findActivities, findActivity } from './time-tracking.repository.ts';

/**
 * The back-office side of time tracking (spec §7 CRUD /api/working-activities with query):
 * list by user, branch and days, and corrections. A branch manager sees only the employees of
 * their branches (permissions table `timeTracking`, scope "own branches"). Records are never
 * deleted here (field notes row 15: kept at least two years); a correction keeps the original in
 * the audit log with who, when and why.
 */
export const WORKING_ACTIVITY_MESSAGES = {
  notFound: 'Die Aktivität wurde nicht gefunden.',
  updateFailed: 'Aktivität konnte nicht aktualisiert werden',
  rangeTooLong: 'Es können höchstens 62 Tage auf einmal geladen werden.',
} as const;

type Employee = Awaited<ReturnType<typeof findEmployees>>[number];

async function visibleEmployees(db: Database, staff: StaffUser, access: 'read' | 'write') {
  const branchIds = branchFilterOf(staff, 'timeTracking', access);
  return findEmployees(db, branchIds);
}

export async function listEmployees(
  db: Database,
  staff: StaffUser,
): Promise<TimeTrackingEmployee[]> {
  const employees = await visibleEmployees(db, staff, 'read');
  const departmentIds = employees.flatMap((user) => user.departmentId ?? []);
  const departments = await departmentNamesById(db, [...new Set(departmentIds)]);
  return employees.map((user) => ({
    id: user.id,
    name: personName(user),
    username: user.username,
    branchIds: user.branchIds,
    department:
      user.departmentId === null
        ? null
        : { id: user.departmentId, name: departments.get(user.departmentId) ?? '' },
  }));
}

export async function listActivities(
  db: Database,
  staff: StaffUser,
  query: WorkingActivityListQuery,
  now: Date,
): Promise<WorkingActivity[]> {
  const { timeZone } = await getPublicConfig(db);
  const today = localDateOf(now, timeZone);
  const fromDate = query.from ?? query.to ?? today;
  const toDate = query.to ?? fromDate;
  if (toDate < fromDate || addDays(fromDate, 62) < toDate) {
    throw AppError.invalid([
      { code: 'range', field: 'to', message: WORKING_ACTIVITY_MESSAGES.rangeTooLong },
    ]);
  }
  let employees: Employee[] = await visibleEmployees(db, staff, 'read');
  if (query.branchId !== undefined) {
    const branchId = query.branchId;
    employees = employees.filter((user) => user.branchIds.includes(branchId));
  }
  if (query.userId !== undefined) employees = employees.filter((user) => user.id === query.userId);
  const names = new Map(employees.map((user) => [user.id, personName(user)]));
  const rows = await findActivities(db, {
    from: startOfLocalDay(fromDate, timeZone),
    to: startOfLocalDay(addDays(toDate, 1), timeZone),
    userIds: [...names.keys()],
  });
  return rows.map((row) => presentActivity(row, names.get(row.userId) ?? ''));
}

async function visibleActivity(
  db: Database,
  staff: StaffUser,
  id: number,
  access: 'read' | 'write',
) {
  const row = await findActivity(db, id);
  if (!row) throw AppError.notFound(WORKING_ACTIVITY_MESSAGES.notFound);
  const employee = (await visibleEmployees(db, staff, access)).find(
    (user) => user.id === row.userId,
  );
  // Another branch's employee: as if it did not exist (no probing of ids).
  if (!employee) throw AppError.notFound(WORKING_ACTIVITY_MESSAGES.notFound);
  return { row, name: personName(employee) };
}

export async function getActivity(db: Database, staff: StaffUser, id: number) {
  const { row, name } = await visibleActivity(db, staff, id, 'read');
  return presentActivity(row, name);
}

/**
 * Corrects the times of an activity. The audit entry holds the original (before), the corrected
 * times (after) and the reason; the activity row keeps only the current times.
 */
export async function correctActivity(
  db: Database,
  input: {
    staff: StaffUser;
    id: number;
    correction: WorkingActivityCorrection;
    now: Date;
    audit: AuditActor;
  },
): Promise<WorkingActivity> {
  const { correction } = input;
  const startedAt = new Date(correction.startedAt);
  const endedAt = correction.endedAt ? new Date(correction.endedAt) : null;
  const problem = checkActivityTimes({ startedAt, endedAt, pauses: correction.pauses });
  if (problem) {
    throw AppError.invalid([
      {
        code: problem.code,
        field: problem.field,
        message: ACTIVITY_CORRECTION_MESSAGES[problem.code],
      },
    ]);
  }
  const { row, name } = await visibleActivity(db, input.staff, input.id, 'write');
  // An open activity that stays open keeps its open pause; a closed one has none.
  const pausedAt = endedAt === null ? row.pausedAt : null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(workingActivities)
      .set({
        startedAt,
        endedAt,
        pausedAt,
        pauses: correction.pauses,
        updatedAt: input.now,
      })
      .where(eq(workingActivities.id, row.id))
      .returning();
    if (!updated) throw AppError.notFound(WORKING_ACTIVITY_MESSAGES.notFound);
    const after = presentActivity(updated, name);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'workingActivity',
      entityId: row.id,
      action: 'update',
      before: presentActivity(row, name),
      after: { ...after, correctionReason: correction.reason },
      at: input.now,
    });
    return after;
  });
}
