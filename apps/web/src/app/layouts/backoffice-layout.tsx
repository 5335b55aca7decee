import type { ReactNode } from 'react';
import styles from './backoffice-layout.module.css';

/** The back-office frame (navigation and login arrive with the back-office issue). */
export function BackofficeLayout({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
