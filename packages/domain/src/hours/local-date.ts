/** A calendar date in the shop's time zone, 'YYYY-MM-DD' (contracts: localDateSchema). */
export type LocalDate = string;

export const MINUTES_PER_DAY = 1440;
const DAY_MS = 86_400_000;

/** spec §9: weekday names in German; weeks start on Monday (index 0). */
export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;
export const WEEKDAY_SHORT_NAMES = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
/** spec §9: month names in German. */
export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Milliseconds of the date's midnight read as UTC: a zone-free day number for calendar arithmetic. */
export function localDateToUtcMs(date: LocalDate): number {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The LocalDate of a UTC-midnight millisecond value (inverse of localDateToUtcMs). */
export function utcMsToLocalDate(ms: number): LocalDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Adds calendar days (negative to go back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return utcMsToLocalDate(localDateToUtcMs(date) + days * DAY_MS);
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((localDateToUtcMs(to) - localDateToUtcMs(from)) / DAY_MS);
}

/** Weekday index with Monday = 0 … Sunday = 6 (ISO order, spec §9). */
export function weekdayIndex(date: LocalDate): number {
  return (new Date(localDateToUtcMs(date)).getUTCDay() + 6) % 7;
}

/** 'HH:mm' (or '24:00') → minutes since midnight. */
export function parseTimeOfDay(time: string): number {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight → 'HH:mm'; 1440 reads '24:00'. */
export function formatTimeOfDay(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'YYYY-MM-DD' → German 'dd.MM.yyyy'. */
export function formatLocalDate(date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
