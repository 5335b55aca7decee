import {
  activityWorkedMinutes,
  addDays,
  type DateRange,
  type LabourPerRevenueReport,
  labourPerRevenueReport,
  localDateOf,
  plannedShiftMinutes,
  rangeInstants,
  startOfLocalDay,
  type WorkingTimeReport,
  workingTimeReport,
} from '@shop/domain';
import { and, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { workingActivities, workingSchedules } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { dailyRevenueByBranch } from '../orders/orders.read-model.ts';

/**
 * spec §7 GET /api/statistics/working-activities and /working-schedules
 * (docs/decisions/035-time-tracking-projects-and-sheets.md): worked or planned minutes per branch
 * and day; `branchIds` null means every branch (and records without one).
 */
export async function buildWorkingTimeReport(
  db: Database,
  input: {
    kind: 'working-activities' | 'working-schedules';
    range: DateRange;
    branchIds: number[] | null;
    timeZone: string;
    now: Date;
  },
): Promise<WorkingTimeReport & { report: string; from: string; to: string }> {
  const { range, timeZone } = input;
  const from = startOfLocalDay(range.from, timeZone);
  const to = startOfLocalDay(addDays(range.to, 1), timeZone);
  const scope = (column: typeof workingActivities.branchId | typeof workingSchedules.branchId) =>
    input.branchIds === null
      ? []
      : [inArray(column, input.branchIds.length ? input.branchIds : [0])];
  let items: { branchId: number | null; date: string; minutes: number }[];
  if (input.kind === 'working-activities') {
    const conditions: SQL[] = [
      gte(workingActivities.startedAt, from),
      lt(workingActivities.startedAt, to),
      inArray(workingActivities.type, ['work']),
      ...scope(workingActivities.branchId),
    ];
    const rows = await db
      .select()
      .from(workingActivities)
      .where(and(...conditions));
    items = rows.map((row) => ({
      branchId: row.branchId,
      date: localDateOf(row.startedAt, timeZone),
      minutes: activityWorkedMinutes(row, input.now),
    }));
  } else {
    const conditions: SQL[] = [
      gte(workingSchedules.startsAt, from),
      lt(workingSchedules.startsAt, to),
      inArray(workingSchedules.type, ['work']),
      ...scope(workingSchedules.branchId),
    ];
    const rows = await db
      .select()
      .from(workingSchedules)
      .where(and(...conditions));
    items = rows.map((row) => ({
      branchId: row.branchId,
      date: localDateOf(row.startsAt, timeZone),
      minutes: plannedShiftMinutes(row),
    }));
  }
  return {
    report: input.kind,
    from: range.from,
    to: range.to,
    ...workingTimeReport(items, range),
  };
}

/**
 * GET /api/statistics/working-hours-per-revenue (decision 047): worked hours, gross revenue and
 * hours per 100 € revenue per branch and local day; the revenue is the statistics' own (orders
 * read model: rollups and live days alike).
 */
export async function buildLabourPerRevenueReport(
  db: Database,
  input: { range: DateRange; branchIds: number[] | null; timeZone: string; now: Date },
): Promise<LabourPerRevenueReport & { report: string; from: string; to: string }> {
  const worked = await buildWorkingTimeReport(db, { ...input, kind: 'working-activities' });
  const revenue = await dailyRevenueByBranch(db, {
    ...input.range,
    ...rangeInstants(input.range, input.timeZone),
    timeZone: input.timeZone,
    branchIds: input.branchIds,
  });
  return {
    report: 'working-hours-per-revenue',
    from: input.range.from,
    to: input.range.to,
    ...labourPerRevenueReport(
      worked.rows.map((row) => ({ branchId: row.branchId, date: row.day, minutes: row.minutes })),
      revenue,
      input.range,
    ),
  };
}
