import { type Branch, weeklyHoursRows } from '@shop/domain';
import { useId, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './branch-hours.module.css';

type HoursKind = 'opening' | 'delivery';

/**
 * spec §2 Home page: one branch's week as a table; days with identical hours are grouped into
 * ranges ('Mo–Fr'), closed days read 'Geschlossen'. With delivery hours enabled a toggle switches
 * between 'Öffnungszeiten' and 'Lieferzeiten'.
 */
export function BranchHours({ branch }: { branch: Branch }) {
  const [kind, setKind] = useState<HoursKind>('opening');
  const headingId = useId();
  const hasDeliveryHours = branch.isDeliveryHoursEnabled;
  const shownKind = hasDeliveryHours ? kind : 'opening';
  const rows = weeklyHoursRows(
    shownKind === 'delivery' ? branch.deliveryHours : branch.openingHours,
  );
  const caption =
    shownKind === 'delivery' ? de.home.hours.deliveryHours : de.home.hours.openingHours;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {branch.name}
      </h3>
      {hasDeliveryHours ? (
        <fieldset className={styles.toggle}>
          <legend className={styles.visuallyHidden}>
            {de.home.hours.toggleLabel(branch.name)}
          </legend>
          {(['opening', 'delivery'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.option}
              aria-pressed={shownKind === option}
              onClick={() => setKind(option)}
            >
              {option === 'opening' ? de.home.hours.openingHours : de.home.hours.deliveryHours}
            </button>
          ))}
        </fieldset>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.visuallyHidden}>
          <tr>
            <th scope="col">{de.home.hours.days}</th>
            <th scope="col">{de.home.hours.times}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days} className={row.isClosed ? styles.closed : undefined}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
