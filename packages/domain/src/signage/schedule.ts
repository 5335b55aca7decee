import { addDays, type LocalDate, parseTimeOfDay, weekdayIndex } from '../hours/local-date.ts';
import { toZonedDateTime, zonedTimeToInstant } from '../hours/time-zone.ts';

/**
 * When a segment plays in its stream (docs/decisions/033-digital-signage.md "Schedules"): on
 * some weekdays (Monday = 0 … Sunday = 6; none = every day), from a time of day until another
 * (either open; an end before the start runs over midnight and belongs to the day it began), and
 * from a first until a last date (inclusive). All in the shop's time zone.
 */
export type SegmentSchedule = {
  readonly weekdays: readonly number[];
  readonly playFrom: string | null;
  readonly playUntil: string | null;
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
};

const DAY_MINUTES = 1440;

export function hasSchedule(schedule: SegmentSchedule): boolean {
  return (
    schedule.weekdays.length > 0 ||
    schedule.playFrom !== null ||
    schedule.playUntil !== null ||
    schedule.startDate !== null ||
    schedule.endDate !== null
  );
}

/** The local day whose window holds `minutes` of `date`, or null outside every window. */
function windowDay(schedule: SegmentSchedule, date: LocalDate, minutes: number): LocalDate | null {
  const from = schedule.playFrom === null ? 0 : parseTimeOfDay(schedule.playFrom);
  const until = schedule.playUntil === null ? DAY_MINUTES : parseTimeOfDay(schedule.playUntil);
  if (from < until) return minutes >= from && minutes < until ? date : null;
  if (minutes >= from) return date;
  return minutes < until ? addDays(date, -1) : null;
}

export function isSegmentScheduled(
  schedule: SegmentSchedule,
  now: Date,
  timeZone: string,
): boolean {
  const local = toZonedDateTime(now, timeZone);
  const day = windowDay(schedule, local.date, local.minutes);
  if (day === null) return false;
  if (schedule.weekdays.length > 0 && !schedule.weekdays.includes(weekdayIndex(day))) return false;
  if (schedule.startDate !== null && day < schedule.startDate) return false;
  if (schedule.endDate !== null && day > schedule.endDate) return false;
  return true;
}

/**
 * The first instant after `now` at which a scheduled segment may start or stop playing (its
 * times of day, and midnight for weekdays and dates), so the player asks again just then; null
 * when no segment has a schedule.
 */
export function nextScheduleChange(
  schedules: readonly SegmentSchedule[],
  now: Date,
  timeZone: string,
): Date | null {
  const scheduled = schedules.filter(hasSchedule);
  if (scheduled.length === 0) return null;
  const today = toZonedDateTime(now, timeZone).date;
  const marks = new Set<number>([0]);
  for (const schedule of scheduled) {
    if (schedule.playFrom !== null) marks.add(parseTimeOfDay(schedule.playFrom));
    if (schedule.playUntil !== null) marks.add(parseTimeOfDay(schedule.playUntil));
  }
  let next: Date | null = null;
  for (const date of [today, addDays(today, 1)]) {
    for (const minutes of marks) {
      const instant = zonedTimeToInstant(date, minutes, timeZone);
      if (instant > now && (next === null || instant < next)) next = instant;
    }
  }
  return next;
}
