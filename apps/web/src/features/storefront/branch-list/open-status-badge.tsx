import { type Branch, branchOpenStatus, formatZonedTime } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './open-status-badge.module.css';

type OpenStatusBadgeProps = { branch: Branch; now: Date; timeZone: string };

/** spec §2/§4: open until {time} (success, or warning when closing soon) or closed (error). */
export function OpenStatusBadge({ branch, now, timeZone }: OpenStatusBadgeProps) {
  const status = branchOpenStatus(branch, now, timeZone);
  const text = status.openUntil
    ? de.openStatus.openUntil(formatZonedTime(status.openUntil, timeZone))
    : de.openStatus.closed;
  return (
    <p className={`${styles.badge} ${styles[status.tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
