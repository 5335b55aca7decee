import styles from './pending-page.module.css';

/**
 * What a route shows while its code or data loads: nothing (spec §2 "nothing while loading"), but a
 * window's height of it, so the footer stays below the fold instead of showing and then jumping
 * down when the page arrives (docs/budgets.md P6: CLS ≤ 0.02).
 */
export function PendingPage() {
  return <div className={styles.pending} />;
}
