import styles from './skip-link.module.css';

type SkipLinkProps = { targetId: string; label: string };

/** First focusable element of a layout: jumps past the header to the main content. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {label}
    </a>
  );
}
