import { type ReactNode, useId } from 'react';
import styles from './checkout.module.css';

type SectionProps = { title: string; children: ReactNode };

/** One section of the checkout form (spec §2 lists them in order), a card with its heading. */
export function Section({ title, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
