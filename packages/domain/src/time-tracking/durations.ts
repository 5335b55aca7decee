import { addDays, type LocalDate } from '../hours/local-date.ts';
import { startOfLocalDay } from '../hours/time-zone.ts';

/**
 * Durations of working activities (spec §1 time tracking, §3 workingActivity). An activity runs
 * from `startedAt` to `endedAt` (open while running: up to `now`, the server's clock); finished
 * pauses are `{from, to}` ISO instants, an open pause starts at `pausedAt`. All arithmetic is on
 * instants, so a change to or from daylight saving time counts the real hours worked.
 */
export type ActivityTimes = {
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  readonly pausedAt: Date | null;
  readonly pauses: readonly { readonly from: string; readonly to: string }[];
};

export type TimeInterval = { readonly from: Date; readonly to: Date };

const MINUTE_MS = 60_000;

/** The stretches actually worked: the activity minus its pauses (the open one too), in order. */
export function activityWorkIntervals(activity: ActivityTimes, now: Date): TimeInterval[] {
  const endMs = (activity.pausedAt ?? activity.endedAt ?? now).getTime();
  const pauses = activity.pauses
    .map((pause) => ({ from: Date.parse(pause.from), to: Date.parse(pause.to) }))
    .sort((a, b) => a.from - b.from);
  const intervals: TimeInterval[] = [];
  let cursor = activity.startedAt.getTime();
  for (const pause of pauses) {
    const from = Math.min(pause.from, endMs);
    if (from > cursor) intervals.push({ from: new Date(cursor), to: new Date(from) });
    cursor = Math.max(cursor, Math.min(pause.to, endMs));
  }
  if (endMs > cursor) intervals.push({ from: new Date(cursor), to: new Date(endMs) });
  return intervals;
}

const intervalMs = (intervals: readonly TimeInterval[]) =>
  intervals.reduce((sum, i) => sum + (i.to.getTime() - i.from.getTime()), 0);

/** Whole minutes worked in one activity (pauses taken off). */
export function activityWorkedMinutes(activity: ActivityTimes, now: Date): number {
  return Math.floor(intervalMs(activityWorkIntervals(activity, now)) / MINUTE_MS);
}

/** Whole minutes of pauses taken in one activity (the open one up to `now` or its end). */
export function activityPauseMinutes(activity: ActivityTimes, now: Date): number {
  const endMs = (activity.endedAt ?? now).getTime();
  const span = Math.max(0, endMs - activity.startedAt.getTime());
  return Math.floor((span - intervalMs(activityWorkIntervals(activity, now))) / MINUTE_MS);
}

/** The instants a local calendar day spans in a time zone (23 or 25 hours on DST change days). */
export function localDayBounds(date: LocalDate, timeZone: string): TimeInterval {
  return { from: startOfLocalDay(date, timeZone), to: startOfLocalDay(addDays(date, 1), timeZone) };
}

/**
 * Minutes worked within one calendar day of the shop's time zone: an activity over midnight
 * counts on each day with the part that falls on it (the day total of a time sheet).
 */
export function workedMinutesOnDay(
  activities: readonly ActivityTimes[],
  date: LocalDate,
  timeZone: string,
  now: Date,
): number {
  const day = localDayBounds(date, timeZone);
  let ms = 0;
  for (const activity of activities) {
    for (const interval of activityWorkIntervals(activity, now)) {
      const from = Math.max(interval.from.getTime(), day.from.getTime());
      const to = Math.min(interval.to.getTime(), day.to.getTime());
      if (to > from) ms += to - from;
    }
  }
  return Math.floor(ms / MINUTE_MS);
}
