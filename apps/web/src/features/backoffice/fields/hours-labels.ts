import type { HoursEntry } from '@shop/domain';
import { de } from '../../../i18n/de.ts';

const t = de.backofficeCatalogue.hours;

/** The entries of an hours value (a schedule may be null: "always"). */
export const hoursEntriesOf = (value: unknown): HoursEntry[] =>
  Array.isArray(value) ? (value as HoursEntry[]) : [];

/** "Montag" or the date of a one-off entry. */
export function entryDays(entry: HoursEntry): string {
  return entry.type === 'once' ? (entry.date ?? t.entryTypes.once) : t.entryTypes[entry.type];
}

/** "09:00–18:00" or "ganztägig geschlossen". */
export function entryHours(entry: HoursEntry): string {
  return entry.isClosed ? t.closedAllDay : `${entry.from ?? '00:00'}–${entry.to ?? '24:00'}`;
}
