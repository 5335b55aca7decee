import {
  HOLIDAY_TYPE,
  type HolidayBalance,
  type HolidayBalanceEntry,
  holidayBalance,
  localDateOf,
  startOfLocalDay,
} from '@shop/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { holidayBalances, workingActivities, workingSchedules } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { branchFilterOf } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { findEmployees } from '../users/users.read-model.ts';
import { personName } from './time-tracking.presenter.ts';

export const HOLIDAY_BALANCE_MESSAGES = {
  notFound: 'Der Mitarbeiter oder die Mitarbeiterin wurde nicht gefunden.',
} as const;

/**
 * Urlaubskonten (spec §7 GET /api/time-sheets/holiday-balances;
 * docs/decisions/035-time-tracking-projects-and-sheets.md): per visible employee and year, the
 * entered entitlement with the taken and planned holiday days of the records.
 */
export async function listHolidayBalances(
  db: Database,
  staff: StaffUser,
  year: number | undefined,
  now: Date,
): Promise<HolidayBalance[]> {
  const { timeZone } = await getPublicConfig(db);
  const today = localDateOf(now, timeZone);
  const theYear = year ?? Number(today.slice(0, 4));
  const employees = await findEmployees(db, branchFilterOf(staff, 'timeTracking', 'read'));
  const userIds = employees.map((user) => user.id);
  if (userIds.length === 0) return [];
  const from = startOfLocalDay(`${theYear}-01-01`, timeZone);
  const to = startOfLocalDay(`${theYear + 1}-01-01`, timeZone);
  const [stored, activities, schedules] = await Promise.all([
    db
      .select()
      .from(holidayBalances)
      .where(and(eq(holidayBalances.year, theYear), inArray(holidayBalances.userId, userIds))),
    db
      .select({ userId: workingActivities.userId, at: workingActivities.startedAt })
      .from(workingActivities)
      .where(
        and(
          eq(workingActivities.type, HOLIDAY_TYPE),
          inArray(workingActivities.userId, userIds),
          gte(workingActivities.startedAt, from),
          lt(workingActivities.startedAt, to),
        ),
      ),
    db
      .select({ userId: workingSchedules.userId, at: workingSchedules.startsAt })
      .from(workingSchedules)
      .where(
        and(
          eq(workingSchedules.type, HOLIDAY_TYPE),
          inArray(workingSchedules.userId, userIds),
          gte(workingSchedules.startsAt, from),
          lt(workingSchedules.startsAt, to),
        ),
      ),
  ]);
  return employees.map((user) => {
    const row = stored.find((entry) => entry.userId === user.id);
    const holidayDates = [...activities, ...schedules]
      .filter((entry) => entry.userId === user.id)
      .map((entry) => localDateOf(entry.at, timeZone));
    return {
      userId: user.id,
      name: personName(user),
      year: theYear,
      note: row?.note ?? null,
      takenBeforeDays: row?.takenDays ?? 0,
      ...holidayBalance({
        entitlementDays: row?.entitlementDays ?? 0,
        carriedOverDays: row?.carriedOverDays ?? 0,
        takenBeforeDays: row?.takenDays ?? 0,
        holidayDates,
        today,
      }),
    };
  });
}

/** PUT /api/time-sheets/holiday-balances/{userId}/{year}: entitlement and carried-over days. */
export async function saveHolidayBalance(
  db: Database,
  input: {
    staff: StaffUser;
    userId: number;
    year: number;
    entry: HolidayBalanceEntry;
    now: Date;
    audit: AuditActor;
  },
): Promise<HolidayBalance> {
  const visible = await findEmployees(db, branchFilterOf(input.staff, 'timeTracking', 'write'));
  if (!visible.some((user) => user.id === input.userId)) {
    throw AppError.notFound(HOLIDAY_BALANCE_MESSAGES.notFound);
  }
  const values = {
    entitlementDays: input.entry.entitlementDays,
    carriedOverDays: input.entry.carriedOverDays,
    takenDays: input.entry.takenBeforeDays,
    note: input.entry.note,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(holidayBalances)
      .where(and(eq(holidayBalances.userId, input.userId), eq(holidayBalances.year, input.year)));
    const [after] = await tx
      .insert(holidayBalances)
      .values({ userId: input.userId, year: input.year, ...values })
      .onConflictDoUpdate({
        target: [holidayBalances.userId, holidayBalances.year],
        set: { ...values, updatedAt: input.now },
      })
      .returning();
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'holidayBalance',
      entityId: after?.id ?? 0,
      action: before ? 'update' : 'create',
      before: before ?? null,
      after: after ?? null,
      at: input.now,
    });
  });
  const all = await listHolidayBalances(db, input.staff, input.year, input.now);
  const balance = all.find((entry) => entry.userId === input.userId);
  if (!balance) throw AppError.notFound(HOLIDAY_BALANCE_MESSAGES.notFound);
  return balance;
}
