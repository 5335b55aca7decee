import {
  DEFAULT_TIME_ZONE,
  formatTimeOfDay,
  parseTimeOfDay,
  toZonedDateTime,
  zonedTimeToInstant,
} from '@shop/domain';

/**
 * `<input type="datetime-local">` values are wall-clock times without a zone; the back-office
 * reads and writes them in the shop's time zone (never the browser's), like every time rule.
 */

/** ISO instant → "2026-12-02T15:30" in the shop's time zone ('' for null). */
export function toDateTimeInput(iso: string | null, timeZone = DEFAULT_TIME_ZONE): string {
  if (!iso) return '';
  const { date, minutes } = toZonedDateTime(new Date(iso), timeZone);
  return `${date}T${formatTimeOfDay(minutes)}`;
}

/** "2026-12-02T15:30" → ISO instant, or null for an empty or malformed value. */
export function fromDateTimeInput(value: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return zonedTimeToInstant(match[1], parseTimeOfDay(match[2]), timeZone).toISOString();
}
