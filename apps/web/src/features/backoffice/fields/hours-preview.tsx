import {
  dayRangeLabel,
  formatLocalDate,
  formatZonedTime,
  type HoursEntry,
  type HoursRow,
  localDateOf,
  openStatus,
  WEEKDAY_TYPES,
  weeklyHoursRows,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useShopTimeZone } from '../session/api/shop-config.ts';
import styles from './fields.module.css';
import { entryHours } from './hours-labels.ts';

const t = de.backofficeCatalogue.hours;

/**
 * What the storefront will show for these hours, computed with the same domain functions: the
 * week grouped into day ranges ('Mo–Fr 10:00–22:00', closed days 'Geschlossen'), the one-off
 * dates, and whether the branch is open right now in the shop's time zone.
 */
export function HoursPreview({ entries }: { entries: readonly HoursEntry[] }) {
  const timeZone = useShopTimeZone();
  const now = useNow();
  const valid = entries.filter(isComplete);
  // A day whose row has a missing or unreadable time says so instead of "Geschlossen".
  const rows = previewRows(weeklyHoursRows(valid), daysWithInvalidTimes(entries));
  const once = entries
    .filter((entry) => entry.type === 'once' && entry.date)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const status = openStatus([valid], now, timeZone);
  const nextOpening = status.nextOpening
    ? `${formatLocalDate(localDateOf(status.nextOpening, timeZone))}, ${formatZonedTime(status.nextOpening, timeZone)} Uhr`
    : null;

  return (
    <section className={styles.preview} aria-label={t.preview}>
      <h3 className={styles.previewTitle}>{t.previewWeek}</h3>
      <p className={styles.openState} data-tone={status.tone} role="status" aria-live="polite">
        {status.isOpen && status.openUntil
          ? t.openNow(formatZonedTime(status.openUntil, timeZone))
          : t.closedNow}
        {nextOpening ? <span className={styles.muted}> · {t.nextOpening(nextOpening)}</span> : null}
      </p>
      <table className={styles.previewTable}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td data-closed={row.isClosed || undefined} data-invalid={row.isInvalid || undefined}>
                {row.hours}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {once.length > 0 ? (
        <>
          <h4 className={styles.previewSubtitle}>{t.previewOnce}</h4>
          <ul className={styles.previewList}>
            {once.map((entry) => (
              <li
                key={`${entry.date}-${entry.from}-${entry.to}-${entry.isClosed}`}
                data-invalid={!isComplete(entry) || undefined}
              >
                {formatLocalDate(entry.date ?? '')}:{' '}
                {isComplete(entry) ? entryHours(entry) : t.previewInvalidTime}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.muted}>{t.timeZone(timeZone)}</p>
    </section>
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * An entry the storefront can read: a one-off one has its date, an open one two times in HH:MM
 * (the rule of the domain's hours entry). Others are left out of the grouping and shown as such.
 */
function isComplete(entry: HoursEntry): boolean {
  if (entry.type === 'once' && !entry.date) return false;
  if (entry.isClosed) return true;
  return TIME.test(entry.from ?? '') && TIME.test(entry.to ?? '');
}

/** Weekday indexes (Monday = 0) with a weekly entry whose time is missing or unreadable. */
function daysWithInvalidTimes(entries: readonly HoursEntry[]): Set<number> {
  const days = new Set<number>();
  for (const entry of entries) {
    if (entry.type === 'once' || isComplete(entry)) continue;
    if (entry.type === 'daily') for (let day = 0; day < 7; day += 1) days.add(day);
    else days.add(WEEKDAY_TYPES.indexOf(entry.type));
  }
  return days;
}

type PreviewRow = Pick<HoursRow, 'days' | 'hours' | 'isClosed'> & { isInvalid: boolean };

/** The grouped rows, with the days of `invalidDays` split out and marked instead of shown closed. */
function previewRows(rows: readonly HoursRow[], invalidDays: ReadonlySet<number>): PreviewRow[] {
  const result: PreviewRow[] = [];
  for (const row of rows) {
    let first = row.firstDay;
    for (let day = row.firstDay; day <= row.lastDay; day += 1) {
      const isInvalid = invalidDays.has(day);
      if (day < row.lastDay && invalidDays.has(day + 1) === isInvalid) continue;
      result.push({
        days: dayRangeLabel(first, day),
        hours: isInvalid ? t.previewInvalidTime : row.hours,
        isClosed: !isInvalid && row.isClosed,
        isInvalid,
      });
      first = day + 1;
    }
  }
  return result;
}
