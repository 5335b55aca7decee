import { addDays, type LocalDate } from '../hours/local-date.ts';
import type { BranchDayMinutes } from './working-time-report.ts';

/**
 * Labour hours per 100 € revenue per branch and day (spec §7 statistics; decision 047): the hours
 * worked (activities of type work, on the local day they began) against the gross revenue of the
 * orders placed that local day (placed, neither canceled nor rejected). A day without revenue has
 * no ratio (null, shown "–"); rows carry every branch × day with hours or revenue.
 */
export type BranchDayRevenue = {
  readonly branchId: number | null;
  readonly date: LocalDate;
  /** Gross revenue in cents. */
  readonly gross: number;
};

export type LabourFigures = {
  readonly minutes: number;
  readonly gross: number;
  /** Hours per 100 € gross, two decimals; null without revenue. */
  readonly hoursPer100: number | null;
};

export type LabourPerRevenueReport = {
  readonly total: LabourFigures;
  readonly daily: (LabourFigures & { day: LocalDate })[];
  readonly rows: (LabourFigures & { day: LocalDate; branchId: number | null })[];
};

/** Hours per 100 € of gross revenue (cents), rounded to two decimals; null when revenue ≤ 0. */
export function hoursPer100Revenue(minutes: number, grossCents: number): number | null {
  if (!(grossCents > 0)) return null;
  return Math.round(((minutes / 60) * 10_000 * 100) / grossCents) / 100;
}

const figures = (minutes: number, gross: number): LabourFigures => ({
  minutes,
  gross,
  hoursPer100: hoursPer100Revenue(minutes, gross),
});

export function labourPerRevenueReport(
  hours: readonly BranchDayMinutes[],
  revenue: readonly BranchDayRevenue[],
  range: { from: LocalDate; to: LocalDate },
): LabourPerRevenueReport {
  const inRange = (date: LocalDate) => date >= range.from && date <= range.to;
  const byKey = new Map<
    string,
    { day: LocalDate; branchId: number | null; m: number; g: number }
  >();
  const entry = (day: LocalDate, branchId: number | null) => {
    const key = `${day}|${branchId}`;
    const found = byKey.get(key) ?? { day, branchId, m: 0, g: 0 };
    byKey.set(key, found);
    return found;
  };
  for (const item of hours)
    if (inRange(item.date)) entry(item.date, item.branchId).m += item.minutes;
  for (const item of revenue)
    if (inRange(item.date)) entry(item.date, item.branchId).g += item.gross;
  const rows = [...byKey.values()]
    .sort((a, b) => a.day.localeCompare(b.day) || (a.branchId ?? 0) - (b.branchId ?? 0))
    .map((row) => ({ day: row.day, branchId: row.branchId, ...figures(row.m, row.g) }));
  const daily: LabourPerRevenueReport['daily'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const ofDay = rows.filter((row) => row.day === day);
    daily.push({
      day,
      ...figures(
        ofDay.reduce((sum, row) => sum + row.minutes, 0),
        ofDay.reduce((sum, row) => sum + row.gross, 0),
      ),
    });
  }
  return {
    total: figures(
      rows.reduce((sum, row) => sum + row.minutes, 0),
      rows.reduce((sum, row) => sum + row.gross, 0),
    ),
    daily,
    rows,
  };
}
