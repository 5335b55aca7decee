import {
  addDays,
  monthlyTimeSheet,
  startOfLocalDay,
  type TimeSheet,
  type TimeSheetQuery,
} from '@shop/domain';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { workingSchedules } from '../../db/schema/index.ts';
import { branchFilterOf } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { findEmployees } from '../users/users.read-model.ts';
import { personName } from './time-tracking.presenter.ts';
import { findActivities } from './time-tracking.repository.ts';

export type EmployeeSheet = { userId: number; name: string; sheet: TimeSheet };

/**
 * Monthly time sheets (docs/decisions/035-time-tracking-projects-and-sheets.md): of one employee
 * (`userId`) or of every employee of a branch, only among the employees the staff user may see
 * (a branch manager: their branches). Computed by the domain from the stored records.
 */
export async function monthlySheets(
  db: Database,
  staff: StaffUser,
  query: TimeSheetQuery,
  now: Date,
): Promise<{ month: string; timeZone: string; sheets: EmployeeSheet[] }> {
  const { timeZone } = await getPublicConfig(db);
  let employees = await findEmployees(db, branchFilterOf(staff, 'timeTracking', 'read'));
  if (query.branchId !== undefined) {
    const branchId = query.branchId;
    employees = employees.filter((user) => user.branchIds.includes(branchId));
  }
  if (query.userId !== undefined) employees = employees.filter((user) => user.id === query.userId);
  const first = `${query.month}-01`;
  const from = startOfLocalDay(first, timeZone);
  const to = startOfLocalDay(addDays(`${query.month}-28`, 4).slice(0, 7).concat('-01'), timeZone);
  // A day's rest check looks at the day before the month, too (§ 5 ArbZG).
  const userIds = employees.map((user) => user.id);
  const activities = await findActivities(db, {
    from: startOfLocalDay(addDays(first, -1), timeZone),
    to,
    userIds,
  });
  const schedules =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(workingSchedules)
          .where(
            and(
              inArray(workingSchedules.userId, userIds),
              gte(workingSchedules.startsAt, from),
              lt(workingSchedules.startsAt, to),
            ),
          )
          .orderBy(asc(workingSchedules.startsAt));
  const sheets = employees
    .map((user) => ({
      userId: user.id,
      name: personName(user),
      sheet: monthlyTimeSheet({
        month: query.month,
        activities: activities.filter((row) => row.userId === user.id),
        schedules: schedules.filter((row) => row.userId === user.id),
        timeZone,
        now,
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { month: query.month, timeZone, sheets };
}
