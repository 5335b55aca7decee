import { forwardRef, type ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from './action-button.tsx';
import styles from './notice.module.css';

type NoticeProps = {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  /** Shows "Erneut versuchen" (spec §8: every failed load or save offers a retry). */
  onRetry?: () => void;
  isRetrying?: boolean;
};

/**
 * A message box in the page. Errors are announced at once (role="alert"), other tones politely.
 * Focusable (tabIndex -1) so a failed save can move focus to it.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, title, children, onRetry, isRetrying = false },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.text}>{children}</div>
      </div>
      {onRetry ? (
        <ActionButton size="sm" onClick={onRetry} isBusy={isRetrying}>
          {de.backoffice.common.retry}
        </ActionButton>
      ) : null}
    </div>
  );
});
