import type { HoursEntry } from '../contracts/entities.ts';
import {
  addDays,
  daysBetween,
  type LocalDate,
  parseTimeOfDay,
  weekdayIndex,
} from './local-date.ts';
import { localDateOf, zonedTimeToInstant } from './time-zone.ts';

/** One opening period as real instants, half-open: open at `start`, closed again at `end`. */
export type Shift = { readonly start: Date; readonly end: Date };

/** A list of opening-hours entries (spec §3); also the format of product/category schedules. */
export type HoursEntries = readonly HoursEntry[];

/** The weekday entry types, Monday first (the index of `weekdayIndex`). */
export const WEEKDAY_TYPES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/**
 * The entries that govern a date. spec §3: one-off ('once') entries override the weekly ones
 * on their date; we also let a weekday entry override 'daily' (the more specific entry wins), so
 * "daily 10–22 + sunday closed" means closed on Sundays.
 */
export function entriesForDate(entries: HoursEntries, date: LocalDate): HoursEntry[] {
  const once = entries.filter((entry) => entry.type === 'once' && entry.date === date);
  if (once.length > 0) return once;
  const weekday = WEEKDAY_TYPES[weekdayIndex(date)];
  const weekly = entries.filter((entry) => entry.type === weekday);
  if (weekly.length > 0) return weekly;
  return entries.filter((entry) => entry.type === 'daily');
}

/**
 * Shifts that start on a date. An isClosed entry closes the whole day. Missing from/to mean
 * 00:00/24:00; `to` at or before `from` ends on the next day (past midnight; equal = 24 hours).
 */
export function shiftsStartingOn(
  entries: HoursEntries,
  date: LocalDate,
  timeZone: string,
): Shift[] {
  const dayEntries = entriesForDate(entries, date);
  if (dayEntries.some((entry) => entry.isClosed)) return [];
  return dayEntries
    .map((entry) => {
      const from = parseTimeOfDay(entry.from ?? '00:00');
      const to = parseTimeOfDay(entry.to ?? '24:00');
      const end = to > from ? to : to + 1440;
      return {
        start: zonedTimeToInstant(date, from, timeZone),
        end: zonedTimeToInstant(date, end, timeZone),
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Sorts shifts and merges those that overlap or touch (22:00–24:00 + 00:00–02:00 = one shift). */
export function mergeShifts(shifts: readonly Shift[]): Shift[] {
  const sorted = [...shifts].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Shift[] = [];
  for (const shift of sorted) {
    const last = merged[merged.length - 1];
    if (last && shift.start.getTime() <= last.end.getTime()) {
      if (shift.end > last.end) merged[merged.length - 1] = { start: last.start, end: shift.end };
    } else {
      merged.push(shift);
    }
  }
  return merged;
}

/** Merged shifts of one or more hour lists starting between two dates (inclusive). */
export function shiftsBetween(
  sources: readonly HoursEntries[],
  from: LocalDate,
  to: LocalDate,
  timeZone: string,
): Shift[] {
  return [...eachShiftBetween(sources, from, to, timeZone)];
}

/**
 * The same shifts as `shiftsBetween`, in order, computed a day at a time as they are read: a
 * search that stops at the first fitting shift (the next order time over 180 days) computes a day
 * or two instead of all of them. Exact: a date's shifts start on it (at most at 24:00, the next
 * midnight), so all of a date's shifts start no later than the next date's, and a merged shift
 * is complete once a shift starts after its end.
 */
export function* eachShiftBetween(
  sources: readonly HoursEntries[],
  from: LocalDate,
  to: LocalDate,
  timeZone: string,
): Generator<Shift> {
  let current: Shift | undefined;
  for (let offset = 0; offset <= daysBetween(from, to); offset += 1) {
    const date = addDays(from, offset);
    const shifts = sources.flatMap((entries) => shiftsStartingOn(entries, date, timeZone));
    shifts.sort((a, b) => a.start.getTime() - b.start.getTime());
    for (const shift of shifts) {
      if (current && shift.start.getTime() <= current.end.getTime()) {
        if (shift.end > current.end) current = { start: current.start, end: shift.end };
      } else {
        if (current) yield current;
        current = shift;
      }
    }
  }
  if (current) yield current;
}

/** The merged shift of the given hour lists that contains an instant, or null when closed. */
export function shiftAt(
  sources: readonly HoursEntries[],
  instant: Date,
  timeZone: string,
): Shift | null {
  const today = localDateOf(instant, timeZone);
  // A shift lasts at most ~25 hours, so yesterday's and today's shifts decide; tomorrow's only extend it.
  const shifts = shiftsBetween(sources, addDays(today, -1), addDays(today, 1), timeZone);
  return shifts.find((shift) => shift.start <= instant && instant < shift.end) ?? null;
}

/** spec §4: true when the hours are active at an instant. */
export function isOpenAt(entries: HoursEntries, instant: Date, timeZone: string): boolean {
  return shiftAt([entries], instant, timeZone) !== null;
}

/** spec §4 Menu/visibility: a null or empty schedule is always active, else it must be open now. */
export function isScheduleActive(
  schedule: HoursEntries | null | undefined,
  now: Date,
  timeZone: string,
): boolean {
  return !schedule || schedule.length === 0 || isOpenAt(schedule, now, timeZone);
}

/** The first shift start strictly after an instant within a horizon of days, or null. */
export function nextOpeningAfter(
  sources: readonly HoursEntries[],
  after: Date,
  timeZone: string,
  horizonDays: number,
): Date | null {
  const today = localDateOf(after, timeZone);
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset);
    const starts = sources
      .flatMap((entries) => shiftsStartingOn(entries, date, timeZone))
      .map((shift) => shift.start)
      .filter((start) => start > after);
    if (starts.length > 0) return new Date(Math.min(...starts.map((start) => start.getTime())));
  }
  return null;
}
