import {
  formatLocalDate,
  formatZonedTime,
  type HoursEntry,
  localDateOf,
  openStatus,
  weeklyHoursRows,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useShopTimeZone } from '../settings/api/shop-config.ts';
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
  const rows = weeklyHoursRows(valid);
  const once = valid
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
              <td data-closed={row.isClosed || undefined}>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {once.length > 0 ? (
        <>
          <h4 className={styles.previewSubtitle}>{t.previewOnce}</h4>
          <ul className={styles.previewList}>
            {once.map((entry) => (
              <li key={`${entry.date}-${entry.from}-${entry.to}-${entry.isClosed}`}>
                {formatLocalDate(entry.date ?? '')}: {entryHours(entry)}
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

/** Rows still being typed (no date yet, half a time) are left out of the preview. */
function isComplete(entry: HoursEntry): boolean {
  if (entry.type === 'once' && !entry.date) return false;
  if (entry.isClosed) return true;
  return (!entry.from || TIME.test(entry.from)) && (!entry.to || TIME.test(entry.to));
}
