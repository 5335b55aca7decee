import { DEFAULT_TIME_ZONE } from '@shop/domain';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DEFAULT_TIME_ZONE,
});

/** "02.12.2026, 12:00" in the shop's default time zone (never the browser's). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
