import styles from './loader-overlay.module.css';

type LoaderOverlayProps = { label: string };

/** Covers the page while something it needs is loading; announced once to screen readers. */
export function LoaderOverlay({ label }: LoaderOverlayProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
