import { type Branch, emailHref, MESSAGES, telephoneHref, weeklyHoursRows } from '@shop/domain';
import { useId, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './footer-branch.module.css';

type FooterBranchProps = { branch: Branch };

/** The website's host for display ('www.example.de'); the address itself when it is no URL. */
function websiteLabel(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

/**
 * spec §2 Footer: one public branch with name, street, zip code and city, phone, email and website
 * when present, and its week grouped into day ranges ("geschlossen" on closed days). With delivery
 * hours enabled a toggle switches between opening hours and delivery hours.
 */
export function FooterBranch({ branch }: FooterBranchProps) {
  const [isShowingDelivery, setIsShowingDelivery] = useState(false);
  const hoursId = useId();
  const texts = de.shell.footer;
  const isDelivery = branch.isDeliveryHoursEnabled && isShowingDelivery;
  const rows = weeklyHoursRows(
    isDelivery ? branch.deliveryHours : branch.openingHours,
    MESSAGES.closedLowercase,
  );

  return (
    <article className={styles.branch} aria-labelledby={`${hoursId}-name`}>
      <h3 className={styles.name} id={`${hoursId}-name`}>
        {branch.name}
      </h3>
      <address className={styles.address}>
        <span>{branch.street}</span>
        <span>
          {branch.zipCode} {branch.city}
        </span>
      </address>
      {branch.phone || branch.email || branch.website ? (
        <ul className={styles.contact}>
          {branch.phone ? (
            <li>
              <span className={styles.contactLabel}>{texts.phone}</span>
              <a href={telephoneHref(branch.phone)}>{branch.phone}</a>
            </li>
          ) : null}
          {branch.email ? (
            <li>
              <span className={styles.contactLabel}>{texts.email}</span>
              <a href={emailHref(branch.email)}>{branch.email}</a>
            </li>
          ) : null}
          {branch.website ? (
            <li>
              <span className={styles.contactLabel}>{texts.website}</span>
              <a href={branch.website} target="_blank" rel="noopener noreferrer">
                {websiteLabel(branch.website)}
                <span className={styles.visuallyHidden}> {de.shell.navigation.newWindow}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className={styles.hours}>
        <h4 className={styles.hoursTitle} id={hoursId}>
          {isDelivery ? texts.deliveryHours : texts.openingHours}
        </h4>
        <dl className={styles.hoursList} aria-labelledby={hoursId}>
          {rows.map((row) => (
            <div key={row.days} className={row.isClosed ? styles.closedRow : styles.row}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        {branch.isDeliveryHoursEnabled ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setIsShowingDelivery((isShowing) => !isShowing)}
          >
            {isDelivery ? texts.showOpeningHours : texts.showDeliveryHours}
          </button>
        ) : null}
      </div>
    </article>
  );
}
