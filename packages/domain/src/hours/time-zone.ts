import {
  formatTimeOfDay,
  type LocalDate,
  localDateToUtcMs,
  MINUTES_PER_DAY,
  utcMsToLocalDate,
} from './local-date.ts';

/**
 * Zone conversion through Intl.DateTimeFormat only: the machine's zone is never consulted
 * (ARCHITECTURE.md "Opening hours"). Every time rule receives `now` and the shop's `timeZone`.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A moment as read on a wall clock in a time zone. */
export type ZonedDateTime = {
  readonly date: LocalDate;
  /** Minutes since local midnight, 0–1439. */
  readonly minutes: number;
};

/** Reads the wall clock of an instant through Intl, as UTC milliseconds (whole seconds). */
function readWallClockMs(instantMs: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = values;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * Offsets only change at transition instants, which in the tz database (since 1970) fall on
 * quarter-hour UTC boundaries; one Intl lookup per zone and 15-minute bucket is therefore exact
 * and makes repeated rules (menus with schedules, slot lists) cheap. The cache is bounded.
 */
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetCache = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  let zoneCache = offsetCache.get(timeZone);
  if (!zoneCache) {
    zoneCache = new Map();
    offsetCache.set(timeZone, zoneCache);
  }
  const bucket = Math.floor(instantMs / OFFSET_BUCKET_MS) * OFFSET_BUCKET_MS;
  let offset = zoneCache.get(bucket);
  if (offset === undefined) {
    if (zoneCache.size >= OFFSET_CACHE_LIMIT) zoneCache.clear();
    offset = readWallClockMs(bucket, timeZone) - bucket;
    zoneCache.set(bucket, offset);
  }
  return offset;
}

/** Wall-clock time of an instant as UTC milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  return instantMs + offsetMs(instantMs, timeZone);
}

/** True when Intl accepts the IANA time zone name (for validating config). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date and minute of an instant in a time zone. */
export function toZonedDateTime(instant: Date, timeZone: string): ZonedDateTime {
  const wall = wallClockMs(instant.getTime(), timeZone);
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  return { date: utcMsToLocalDate(midnight), minutes: Math.floor((wall - midnight) / MINUTE_MS) };
}

/** The local date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return toZonedDateTime(instant, timeZone).date;
}

/**
 * The instant a wall-clock time occurs in a time zone. Minutes may exceed a day (1440 = next
 * midnight). A time skipped by a DST jump maps forward by the jump (02:30 → 03:30 in March);
 * a repeated time maps to its first occurrence (October).
 */
export function zonedTimeToInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const wall =
    localDateToUtcMs(date) + days * DAY_MS + (minutes - days * MINUTES_PER_DAY) * MINUTE_MS;
  const before = wall - offsetMs(wall - DAY_MS, timeZone);
  const after = wall - offsetMs(wall + DAY_MS, timeZone);
  const matches = [before, after].filter((t) => wallClockMs(t, timeZone) === wall);
  return new Date(matches.length > 0 ? Math.min(...matches) : before);
}

/** The instant of local midnight starting a date. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return zonedTimeToInstant(date, 0, timeZone);
}

/** 'HH:mm' of an instant in a time zone. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  return formatTimeOfDay(toZonedDateTime(instant, timeZone).minutes);
}

/**
 * Rounds an instant up to the next multiple of `stepMinutes` on the local wall clock
 * (spec §9: 5-minute rounding of order times, 30-minute opening-hours search).
 */
export function ceilToLocalStep(instant: Date, stepMinutes: number, timeZone: string): Date {
  const stepMs = stepMinutes * MINUTE_MS;
  const offset = offsetMs(instant.getTime(), timeZone);
  const local = instant.getTime() + offset;
  return new Date(Math.ceil(local / stepMs) * stepMs - offset);
}
