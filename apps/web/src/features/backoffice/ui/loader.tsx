import styles from './loader.module.css';

/** The back-office loader: a spinner in the content area, announced to screen readers. */
export function Loader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
