import { addDays, daysBetween, type LocalDate, weekdayIndex } from '../hours/local-date.ts';
import { startOfLocalDay } from '../hours/time-zone.ts';
import { err, ok, type Result } from '../result.ts';

/**
 * Date ranges of the statistics (spec §3 "Statistics query: from, to", §7; decision record
 * docs/decisions/030-statistics-reports.md): whole calendar days in the shop's time zone, both
 * ends included. A day with 23 or 25 hours (clock change) is still one day.
 */
export type DateRange = { from: LocalDate; to: LocalDate };

/** The longest range a report answers (a leap year and a bit: "Dieses Jahr" plus comparisons). */
export const MAX_RANGE_DAYS = 400;

export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The preset labels of the dashboard (issue text, German). */
export const RANGE_PRESET_LABELS: Readonly<Record<RangePreset, string>> = {
  today: 'Heute',
  yesterday: 'Gestern',
  last7Days: 'Letzte 7 Tage',
  thisMonth: 'Dieser Monat',
  lastMonth: 'Letzter Monat',
  thisYear: 'Dieses Jahr',
  custom: 'Frei',
};

export const STATISTICS_RANGE_MESSAGES = {
  from: 'Das Startdatum ist kein gültiges Datum.',
  to: 'Das Enddatum ist kein gültiges Datum.',
  order: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  tooLong: `Der Zeitraum darf höchstens ${MAX_RANGE_DAYS} Tage umfassen.`,
} as const;

const monthStart = (date: LocalDate): LocalDate => `${date.slice(0, 7)}-01`;

/** The range a preset stands for on the shop's `today`; `custom` keeps today as a one-day range. */
export function presetRange(preset: RangePreset, today: LocalDate): DateRange {
  switch (preset) {
    case 'today':
    case 'custom':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Number of calendar days in the range (both ends included). */
export function rangeDayCount(range: DateRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The same number of days right before the range: what each figure is compared with. */
export function previousRange(range: DateRange): DateRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(rangeDayCount(range) - 1)), to };
}

/** Every day of the range in order (the x axis of a daily chart). */
export function daysOfRange(range: DateRange): LocalDate[] {
  const count = rangeDayCount(range);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(range.from, index));
}

/** The instants [start, end) the range covers in the time zone (a 23/25-hour day stays one day). */
export function rangeInstants(range: DateRange, timeZone: string): { start: Date; end: Date } {
  return {
    start: startOfLocalDay(range.from, timeZone),
    end: startOfLocalDay(addDays(range.to, 1), timeZone),
  };
}

const isRealDate = (value: unknown): value is LocalDate => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export type RangeError = { field: 'from' | 'to'; message: string };

/** Checks a query's from/to: real dates, from ≤ to, at most MAX_RANGE_DAYS days. */
export function parseDateRange(from: unknown, to: unknown): Result<DateRange, RangeError> {
  if (!isRealDate(from)) return err({ field: 'from', message: STATISTICS_RANGE_MESSAGES.from });
  if (!isRealDate(to)) return err({ field: 'to', message: STATISTICS_RANGE_MESSAGES.to });
  const range = { from, to };
  if (daysBetween(from, to) < 0) {
    return err({ field: 'to', message: STATISTICS_RANGE_MESSAGES.order });
  }
  if (rangeDayCount(range) > MAX_RANGE_DAYS) {
    return err({ field: 'to', message: STATISTICS_RANGE_MESSAGES.tooLong });
  }
  return ok(range);
}

/** Change against the previous period in percent (one decimal), null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One weekday × hour count (weekday 0 = Monday … 6 = Sunday, hour 0–23 shop time). */
export type WeekdayHourCount = { weekday: number; hour: number; count: number };

/** The full 7 × 24 grid (rows Monday…Sunday, columns 0–23 h), zeros where nothing happened. */
export function weekdayHourGrid(counts: readonly WeekdayHourCount[]): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const { weekday, hour, count } of counts) {
    const row = grid[weekday];
    if (row && hour >= 0 && hour < 24) row[hour] = (row[hour] ?? 0) + count;
  }
  return grid;
}

/** Weekday (0 = Monday) and hour of an instant in the time zone: the plain-JS twin of the SQL. */
export function weekdayHourOf(instant: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { weekday: weekdayIndex(date), hour: Number(part('hour')) };
}

/**
 * What the unique-visitor hash is made of (decision 030): the day's random salt, the day, the
 * client address and the browser. The salt is thrown away after the day, so no stored value
 * can be traced back to a person or linked across days.
 */
export function visitorHashInput(input: {
  salt: string;
  day: LocalDate;
  ipAddress: string;
  userAgent: string;
}): string {
  return [input.salt, input.day, input.ipAddress, input.userAgent].join('\u0000');
}
