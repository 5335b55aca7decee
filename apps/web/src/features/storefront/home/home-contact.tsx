import { type Branch, directionsUrl, emailHref, telephoneHref } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import { BranchMap } from '../map/branch-map.tsx';
import styles from './home-contact.module.css';

const texts = de.home.contact;

/** The id of the contact block, for in-page links. */
export const HOME_CONTACT_ID = 'anfahrt';

/**
 * spec §2 Home page contact block headed 'Anfahrt': per branch its name, address, phone and
 * email as links and the website; then the map (map plugin and cookie consent, see BranchMap).
 */
export function HomeContact({ branches }: { branches: readonly Branch[] }) {
  return (
    <section id={HOME_CONTACT_ID} className={styles.contact} aria-labelledby="home-contact-title">
      <h2 id="home-contact-title" className={styles.title}>
        {texts.title}
      </h2>
      <ul className={styles.list}>
        {branches.map((branch) => (
          <li key={branch.id} className={styles.branch}>
            <h3 className={styles.name}>{branch.name}</h3>
            <address className={styles.address}>
              <a href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
                <span className={styles.line}>{branch.street}</span>
                <span className={styles.line}>
                  {branch.zipCode} {branch.city}
                </span>
                <span className={styles.visuallyHidden}>
                  {texts.directions} {texts.newWindow}
                </span>
              </a>
            </address>
            <dl className={styles.details}>
              {branch.phone ? (
                <div>
                  <dt>{texts.phone}</dt>
                  <dd>
                    <a href={telephoneHref(branch.phone)}>{branch.phone}</a>
                  </dd>
                </div>
              ) : null}
              {branch.email ? (
                <div>
                  <dt>{texts.email}</dt>
                  <dd>
                    <a href={emailHref(branch.email)}>{branch.email}</a>
                  </dd>
                </div>
              ) : null}
              {branch.website ? (
                <div>
                  <dt>{texts.website}</dt>
                  <dd>
                    <a href={branch.website} target="_blank" rel="noopener noreferrer">
                      {branch.website.replace(/^https?:\/\//, '')}
                      <span className={styles.visuallyHidden}> {texts.newWindow}</span>
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <BranchMap branches={branches} className={styles.map} />
    </section>
  );
}
