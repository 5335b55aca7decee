import { addDays, type LocalDate, parseTimeOfDay, weekdayIndex } from '../hours/local-date.ts';
import { formatZonedTime, localDateOf, zonedTimeToInstant } from '../hours/time-zone.ts';
import type { ActivityTimes } from './durations.ts';

/**
 * The week plan (spec §1 "working activities and schedules", §7 CRUD /api/working-schedules;
 * docs/decisions/035-time-tracking-projects-and-sheets.md): planned shifts entered as a local
 * date with wall-clock start and end in the shop's time zone. An end at or before the start ends
 * on the next day (a night shift). Durations are real elapsed time, so a night over the change to
 * summer time is one hour shorter and one back to winter time one hour longer; copying a week
 * keeps the wall-clock times, not the elapsed hours.
 */

const MINUTE_MS = 60_000;

export type ShiftTimes = { readonly startsAt: Date; readonly endsAt: Date };
export type PlannedShift = ShiftTimes & { readonly id: number; readonly userId: number | null };
export type LocalShift = { readonly date: LocalDate; readonly start: string; readonly end: string };

export const WEEK_PLAN_MESSAGES = {
  breakTooLong: 'Die Pause muss kürzer als die Schicht sein.',
  overlap: (name: string, date: string, from: string, to: string) =>
    `Die Schicht überschneidet sich mit einer anderen Schicht von ${name} (${date}, ${from}–${to} Uhr).`,
} as const;

/** The Monday of the week a date lies in (ISO weeks, spec §9 weekday order). */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, -weekdayIndex(date));
}

/** Monday … Sunday of the week a date lies in. */
export function weekDates(date: LocalDate): LocalDate[] {
  const monday = weekStartOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The instants of a shift given as local date and wall-clock times. */
export function shiftInstants(shift: LocalShift, timeZone: string): ShiftTimes {
  const start = parseTimeOfDay(shift.start);
  let end = parseTimeOfDay(shift.end);
  if (end <= start) end += 1440;
  return {
    startsAt: zonedTimeToInstant(shift.date, start, timeZone),
    endsAt: zonedTimeToInstant(shift.date, end, timeZone),
  };
}

/** The local date (of the start) and wall-clock start and end of a shift. */
export function shiftLocalTimes(shift: ShiftTimes, timeZone: string): LocalShift {
  return {
    date: localDateOf(shift.startsAt, timeZone),
    start: formatZonedTime(shift.startsAt, timeZone),
    end: formatZonedTime(shift.endsAt, timeZone),
  };
}

/** Planned working minutes: elapsed time minus the planned break (never below zero). */
export function plannedShiftMinutes(shift: ShiftTimes & { readonly breakMinutes: number }): number {
  const elapsed = Math.floor((shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE_MS);
  return Math.max(0, elapsed - shift.breakMinutes);
}

/** Elapsed minutes of a shift, for the check that the break fits. */
export function shiftElapsedMinutes(shift: ShiftTimes): number {
  return Math.floor((shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE_MS);
}

const overlaps = (a: ShiftTimes, b: ShiftTimes) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/**
 * The first other shift of the same employee that overlaps the candidate (back to back is
 * fine); the candidate's own id is skipped, so an edit does not collide with itself.
 */
export function findShiftOverlap<T extends PlannedShift>(
  candidate: PlannedShift,
  shifts: readonly T[],
): T | null {
  if (candidate.userId === null) return null;
  return (
    shifts.find(
      (other) =>
        other.id !== candidate.id &&
        other.userId === candidate.userId &&
        overlaps(candidate, other),
    ) ?? null
  );
}

/** Ids of all shifts that overlap another shift of the same employee (the grid's warning). */
export function overlappingShiftIds(shifts: readonly PlannedShift[]): Set<number> {
  const ids = new Set<number>();
  for (const shift of shifts) {
    if (findShiftOverlap(shift, shifts)) ids.add(shift.id);
  }
  return ids;
}

/** A shift moved by whole days keeping its local wall-clock start and end (DST weeks). */
export function copyShiftToWeek(shift: ShiftTimes, days: number, timeZone: string): ShiftTimes {
  const local = shiftLocalTimes(shift, timeZone);
  return shiftInstants({ ...local, date: addDays(local.date, days) }, timeZone);
}

/**
 * A planned shift as an activity for the ArbZG warnings (working-time-law.ts): the planned
 * break sits in the middle of the shift, so worked time and break match the plan and the rest
 * time is measured from the shift's end. Planned days get the same warnings as worked ones.
 */
export function plannedShiftAsActivity(
  shift: ShiftTimes & { readonly breakMinutes: number },
): ActivityTimes {
  const elapsed = shiftElapsedMinutes(shift);
  const breakMinutes = Math.min(Math.max(0, shift.breakMinutes), elapsed);
  const from = shift.startsAt.getTime() + Math.floor((elapsed - breakMinutes) / 2) * MINUTE_MS;
  return {
    startedAt: shift.startsAt,
    endedAt: shift.endsAt,
    pausedAt: null,
    pauses:
      breakMinutes > 0
        ? [
            {
              from: new Date(from).toISOString(),
              to: new Date(from + breakMinutes * MINUTE_MS).toISOString(),
            },
          ]
        : [],
  };
}
