import type { HoursEntry } from '../contracts/entities.ts';
import { MESSAGES } from '../messages.ts';
import { WEEKDAY_SHORT_NAMES } from './local-date.ts';
import { entriesForDate, type HoursEntries } from './shifts.ts';

/** One display row: consecutive weekdays with identical hours (spec §2 footer and home page). */
export type HoursRow = {
  /** 'Mo' or a range 'Mo–Fr'. */
  readonly days: string;
  /** '10:00–22:00', several shifts joined by ', ', or the closed label. */
  readonly hours: string;
  readonly isClosed: boolean;
  /** Weekday indexes, Monday = 0. */
  readonly firstDay: number;
  readonly lastDay: number;
};

/** A Monday … Sunday week of dates, used only to pick the weekly entries of each weekday. */
const SAMPLE_WEEK = [
  '2024-01-01',
  '2024-01-02',
  '2024-01-03',
  '2024-01-04',
  '2024-01-05',
  '2024-01-06',
  '2024-01-07',
];

function hoursLabel(entries: readonly HoursEntry[], closedLabel: string): string {
  if (entries.length === 0 || entries.some((entry) => entry.isClosed)) return closedLabel;
  return [...entries]
    .map((entry) => `${entry.from ?? '00:00'}–${entry.to ?? '24:00'}`)
    .sort()
    .join(', ');
}

/**
 * The regular week (one-off entries are ignored) grouped into ranges of consecutive days with
 * identical hours. Closed days read 'Geschlossen' on the home page, 'geschlossen' in the footer.
 */
export function weeklyHoursRows(
  entries: HoursEntries,
  closedLabel: string = MESSAGES.closed,
): HoursRow[] {
  const weekly = entries.filter((entry) => entry.type !== 'once');
  const rows: HoursRow[] = [];
  SAMPLE_WEEK.forEach((date, day) => {
    const hours = hoursLabel(entriesForDate(weekly, date), closedLabel);
    const last = rows[rows.length - 1];
    if (last && last.hours === hours) {
      rows[rows.length - 1] = { ...last, lastDay: day };
    } else {
      rows.push({ days: '', hours, isClosed: hours === closedLabel, firstDay: day, lastDay: day });
    }
  });
  return rows.map((row) => ({ ...row, days: dayRangeLabel(row.firstDay, row.lastDay) }));
}

/** 'Mo' for one day, 'Mo–Fr' for a range of weekday indexes. */
export function dayRangeLabel(firstDay: number, lastDay: number): string {
  const first = WEEKDAY_SHORT_NAMES[firstDay] ?? '';
  return firstDay === lastDay ? first : `${first}–${WEEKDAY_SHORT_NAMES[lastDay] ?? ''}`;
}
