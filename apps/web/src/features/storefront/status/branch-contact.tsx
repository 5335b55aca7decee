import type { Branch } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './status.module.css';

/** spec §2 status page: the branch's contact line. */
export function BranchContact({ branch }: { branch: Branch }) {
  const texts = de.status.contact;
  return (
    <section className={styles.card} aria-labelledby="status-contact">
      <h2 id="status-contact" className={styles.cardTitle}>
        {texts.title}
      </h2>
      <p>{texts.text(branch.name)}</p>
      <ul className={styles.contactList}>
        <li>
          {branch.street}, {branch.zipCode} {branch.city}
        </li>
        {branch.phone ? (
          <li>
            {texts.phone}: <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
          </li>
        ) : null}
        {branch.email ? (
          <li>
            {texts.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
