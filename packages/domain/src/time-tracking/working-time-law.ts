import type { LocalDate } from '../hours/local-date.ts';
import { localDateOf } from '../hours/time-zone.ts';
import { type ActivityTimes, activityWorkIntervals, type TimeInterval } from './durations.ts';

/**
 * German working-time law as warnings (ArbZG; field notes row 15 on the recording duty): never
 * blocks a record, only flags the day. A working day holds the activities that STARTED on that
 * local date (a night shift belongs to the day it began); its hours are real elapsed hours, so a
 * change to or from daylight saving time counts one hour less or more.
 *
 * - §4: more than 6 h worked need ≥ 30 min of breaks, more than 9 h ≥ 45 min; only breaks of at
 *   least 15 min count. Pauses inside an activity and gaps between activities are both breaks.
 * - §3: at most 10 h worked a day.
 * - §5: at least 11 h rest between the end of the previous working day and the first start.
 */
export const WORKING_TIME_LIMITS = {
  breakAfterMinutes: 6 * 60,
  breakMinutes: 30,
  longBreakAfterMinutes: 9 * 60,
  longBreakMinutes: 45,
  minimumBreakPartMinutes: 15,
  maximumDayMinutes: 10 * 60,
  minimumRestMinutes: 11 * 60,
} as const;

export type WorkingTimeWarning =
  | {
      readonly code: 'breakTooShort';
      readonly requiredMinutes: number;
      readonly takenMinutes: number;
    }
  | { readonly code: 'dayTooLong'; readonly workedMinutes: number }
  | { readonly code: 'restTooShort'; readonly restMinutes: number };

const MINUTE_MS = 60_000;
const minutes = (ms: number) => Math.floor(ms / MINUTE_MS);

function workIntervalsOf(activities: readonly ActivityTimes[], now: Date): TimeInterval[] {
  return activities
    .flatMap((activity) => activityWorkIntervals(activity, now))
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

/** Worked and break minutes of one working day's activities (breaks: gaps of ≥ 15 min). */
export function workingDaySummary(
  activities: readonly ActivityTimes[],
  now: Date,
): { workedMinutes: number; breakMinutes: number } {
  const intervals = workIntervalsOf(activities, now);
  let workedMs = 0;
  let breakMs = 0;
  let lastEnd: number | null = null;
  for (const interval of intervals) {
    const from = interval.from.getTime();
    const to = interval.to.getTime();
    if (
      lastEnd !== null &&
      from - lastEnd >= WORKING_TIME_LIMITS.minimumBreakPartMinutes * MINUTE_MS
    ) {
      breakMs += from - lastEnd;
    }
    // Overlapping records (a correction mistake) count their common part once.
    const start = lastEnd === null ? from : Math.max(from, lastEnd);
    if (to > start) workedMs += to - start;
    lastEnd = lastEnd === null ? to : Math.max(lastEnd, to);
  }
  return { workedMinutes: minutes(workedMs), breakMinutes: minutes(breakMs) };
}

/** The activities of one working day: those that started on `date` in the shop's time zone. */
export function activitiesOfWorkingDay<T extends ActivityTimes>(
  activities: readonly T[],
  date: LocalDate,
  timeZone: string,
): T[] {
  return activities.filter((activity) => localDateOf(activity.startedAt, timeZone) === date);
}

/** The law's warnings for one working day; `activities` may hold other days too (for §5). */
export function workingTimeWarnings(
  activities: readonly ActivityTimes[],
  date: LocalDate,
  timeZone: string,
  now: Date,
): WorkingTimeWarning[] {
  const today = activitiesOfWorkingDay(activities, date, timeZone);
  if (today.length === 0) return [];
  const warnings: WorkingTimeWarning[] = [];
  const { workedMinutes, breakMinutes } = workingDaySummary(today, now);
  const limits = WORKING_TIME_LIMITS;
  const requiredMinutes =
    workedMinutes > limits.longBreakAfterMinutes
      ? limits.longBreakMinutes
      : workedMinutes > limits.breakAfterMinutes
        ? limits.breakMinutes
        : 0;
  if (breakMinutes < requiredMinutes) {
    warnings.push({ code: 'breakTooShort', requiredMinutes, takenMinutes: breakMinutes });
  }
  if (workedMinutes > limits.maximumDayMinutes)
    warnings.push({ code: 'dayTooLong', workedMinutes });

  const firstStart = Math.min(...today.map((activity) => activity.startedAt.getTime()));
  const earlier = activities.filter((activity) => localDateOf(activity.startedAt, timeZone) < date);
  const previousEnd = Math.max(
    Number.NEGATIVE_INFINITY,
    ...workIntervalsOf(earlier, now).map((interval) => interval.to.getTime()),
  );
  if (Number.isFinite(previousEnd)) {
    const restMinutes = minutes(firstStart - previousEnd);
    if (restMinutes < limits.minimumRestMinutes)
      warnings.push({ code: 'restTooShort', restMinutes });
  }
  return warnings;
}
