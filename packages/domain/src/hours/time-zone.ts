import type { ZoneOffsets } from '../contracts/entities.ts';
import {
  formatTimeOfDay,
  type LocalDate,
  localDateToUtcMs,
  MINUTES_PER_DAY,
  utcMsToLocalDate,
} from './local-date.ts';

/**
 * Zone conversion through Intl.DateTimeFormat, or a table of the zone's offsets that the server
 * made with it (see "Zone offset tables" below): the machine's zone is never consulted
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
 * quarter-hour UTC boundaries, and no zone changes its offset twice within one day. So a zone's
 * offset over a UTC day is known from two Intl lookups, at its start and its end: equal, the day
 * has that offset throughout; different, a binary search over the day's quarter hours (7 lookups)
 * finds the transition. One Intl lookup per zone and day instead of one per quarter hour keeps
 * menus with schedules, the 180-day next-opening search and slot lists cheap (docs/budgets.md P6: each
 * formatToParts costs a few microseconds, thousands of them made a long task). Caches are bounded.
 */
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;
const OFFSET_CACHE_LIMIT = 50_000;

/** A UTC day's offsets: `before` until `transition`, `after` from it on (no transition: Infinity). */
type DayOffsets = { readonly transition: number; readonly before: number; readonly after: number };

const pointOffsetCache = new Map<string, Map<number, number>>();
const dayOffsetCache = new Map<string, Map<number, DayOffsets>>();

function zoneCache<T>(caches: Map<string, Map<number, T>>, timeZone: string): Map<number, T> {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  }
  if (cache.size >= OFFSET_CACHE_LIMIT) cache.clear();
  return cache;
}

/** The offset at a quarter-hour instant, through Intl (cached). */
function offsetAtBucket(bucketMs: number, timeZone: string): number {
  const cache = zoneCache(pointOffsetCache, timeZone);
  let offset = cache.get(bucketMs);
  if (offset === undefined) {
    offset = readWallClockMs(bucketMs, timeZone) - bucketMs;
    cache.set(bucketMs, offset);
  }
  return offset;
}

/** The offsets of the UTC day starting at `dayStartMs` (see above). */
function dayOffsets(dayStartMs: number, timeZone: string): DayOffsets {
  const cache = zoneCache(dayOffsetCache, timeZone);
  let day = cache.get(dayStartMs);
  if (!day) {
    const before = offsetAtBucket(dayStartMs, timeZone);
    const after = offsetAtBucket(dayStartMs + DAY_MS, timeZone);
    let transition = Number.POSITIVE_INFINITY;
    if (before !== after) {
      // Invariant: the offset at `low` is `before`, at `high` it is not.
      let low = dayStartMs;
      let high = dayStartMs + DAY_MS;
      while (high - low > OFFSET_BUCKET_MS) {
        const middle = low + Math.floor((high - low) / 2 / OFFSET_BUCKET_MS) * OFFSET_BUCKET_MS;
        if (offsetAtBucket(middle, timeZone) === before) low = middle;
        else high = middle;
      }
      transition = high;
    }
    day = { transition, before, after };
    cache.set(dayStartMs, day);
  }
  return day;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  const table = registeredOffsets.get(timeZone);
  const tabled = table ? tableOffsetMinutes(table, instantMs) : undefined;
  if (tabled !== undefined) return tabled * MINUTE_MS;
  const day = dayOffsets(Math.floor(instantMs / DAY_MS) * DAY_MS, timeZone);
  return instantMs < day.transition ? day.before : day.after;
}

/** Wall-clock time of an instant as UTC milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  return instantMs + offsetMs(instantMs, timeZone);
}

/**
 * Zone offset tables. The first Intl.DateTimeFormat a browser builds takes it 20–30 ms (ICU's
 * date patterns), four times that on a phone: one long task before the storefront can say
 * whether a branch is open (docs/budgets.md P6, total blocking time). So the server computes the shop
 * zone's offsets over a span of years with Intl (`zoneOffsetTable`), GET /api/init sends them in
 * the config, and the storefront registers them (`registerZoneOffsets`): within the span every
 * conversion reads the table, outside it Intl as before. The browser then also reads the same
 * offsets as the server, whatever the age of its own tz data.
 */
const registeredOffsets = new Map<string, ZoneOffsets>();

/**
 * The offsets of a zone from the UTC day of `from` to the UTC day after `until`, through Intl:
 * the offset at the start, then one change per transition (at most one per day, see above).
 */
export function zoneOffsetTable(timeZone: string, from: Date, until: Date): ZoneOffsets {
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.ceil(until.getTime() / DAY_MS) * DAY_MS;
  const changes = [{ at: start, offsetMinutes: dayOffsets(start, timeZone).before / MINUTE_MS }];
  for (let day = start; day < end; day += DAY_MS) {
    const { transition, after } = dayOffsets(day, timeZone);
    if (Number.isFinite(transition))
      changes.push({ at: transition, offsetMinutes: after / MINUTE_MS });
  }
  return { timeZone, from: start, until: end, changes };
}

/** The offset in minutes that a table gives for an instant; undefined outside its span. */
export function tableOffsetMinutes(table: ZoneOffsets, instantMs: number): number | undefined {
  if (instantMs < table.from || instantMs >= table.until) return undefined;
  const { changes } = table;
  // The last change at or before the instant (changes are in order, the first at `from`).
  let low = 0;
  let high = changes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((changes[middle]?.at ?? Number.POSITIVE_INFINITY) <= instantMs) low = middle;
    else high = middle - 1;
  }
  return changes[low]?.offsetMinutes;
}

/**
 * Conversions in the table's zone read it within its span from now on. A table that does not
 * start at its span's start, is out of order or malformed is ignored. Returns the undo (for tests).
 */
export function registerZoneOffsets(table: ZoneOffsets): () => void {
  const isUsable =
    Array.isArray(table.changes) &&
    table.changes[0]?.at === table.from &&
    table.changes.every(
      (change, index) => index === 0 || change.at > (table.changes[index - 1]?.at ?? 0),
    );
  if (!isUsable) return () => undefined;
  registeredOffsets.set(table.timeZone, table);
  return () => {
    if (registeredOffsets.get(table.timeZone) === table) registeredOffsets.delete(table.timeZone);
  };
}

/** The check is a contract (contracts/settings.ts); re-exported for older imports. */
export { isValidTimeZone } from '../contracts/settings.ts';

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
