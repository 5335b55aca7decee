import type { Branch } from '@shop/domain';
import { de } from '../../../i18n/de.ts';
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
      <p className={styles.contactLine}>
        {branch.street}, {branch.zipCode} {branch.city}
        {branch.phone ? (
          <>
            {' · '}
            {texts.phone} <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
          </>
        ) : null}
        {branch.email ? (
          <>
            {' · '}
            {texts.email} <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
