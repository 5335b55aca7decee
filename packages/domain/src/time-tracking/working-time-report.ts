import { addDays, type LocalDate } from '../hours/local-date.ts';

/**
 * The working-time reports of spec §7 (GET /api/statistics/working-activities and
 * /working-schedules; docs/decisions/035-time-tracking-projects-and-sheets.md): minutes worked or
 * planned per branch and day of the shop's time zone, days zero-filled. An activity or shift counts
 * on the day it began (like the time sheet); records without a branch are grouped as branch null.
 */
export type BranchDayMinutes = {
  readonly branchId: number | null;
  readonly date: LocalDate;
  readonly minutes: number;
};

export type WorkingTimeReport = {
  readonly total: number;
  readonly daily: { day: LocalDate; value: number }[];
  readonly rows: { day: LocalDate; branchId: number | null; minutes: number }[];
};

export function workingTimeReport(
  items: readonly BranchDayMinutes[],
  range: { from: LocalDate; to: LocalDate },
): WorkingTimeReport {
  const inRange = items.filter((item) => item.date >= range.from && item.date <= range.to);
  const daily: { day: LocalDate; value: number }[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    daily.push({
      day,
      value: inRange.filter((item) => item.date === day).reduce((sum, i) => sum + i.minutes, 0),
    });
  }
  const byKey = new Map<string, { day: LocalDate; branchId: number | null; minutes: number }>();
  for (const item of inRange) {
    const key = `${item.date}|${item.branchId}`;
    const row = byKey.get(key) ?? { day: item.date, branchId: item.branchId, minutes: 0 };
    row.minutes += item.minutes;
    byKey.set(key, row);
  }
  const rows = [...byKey.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || (a.branchId ?? 0) - (b.branchId ?? 0),
  );
  return { total: daily.reduce((sum, day) => sum + day.value, 0), daily, rows };
}
