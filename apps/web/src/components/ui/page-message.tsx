import type { ReactNode } from 'react';
import styles from './page-message.module.css';

type PageMessageProps = { title: string; text: string; children?: ReactNode };

/** A whole-page message (not found, error): a heading, one sentence and optional actions. */
export function PageMessage({ title, text, children }: PageMessageProps) {
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
