import { DEFAULT_TIME_ZONE, localDateOf, type StaffUser } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import styles from './users.module.css';

const t = de.backoffice.users;

/** Aktiv / Deaktiviert / Gesperrt / Abgelaufen, plus "nur Anmeldelink" without a password. */
export function StatusBadge({ user }: { user: StaffUser }) {
  const today = localDateOf(new Date(), DEFAULT_TIME_ZONE);
  const [label, tone] = !user.isEnabled
    ? [t.disabled, styles.off]
    : user.lockedUntil
      ? [t.locked, styles.warn]
      : user.expiresAt && user.expiresAt < today
        ? [t.expired, styles.warn]
        : [t.active, styles.on];
  return (
    <span className={styles.status}>
      <span className={`${styles.badge} ${tone}`}>{label}</span>
      {user.hasPassword ? null : <span className={styles.note}>{t.linkOnly}</span>}
    </span>
  );
}
