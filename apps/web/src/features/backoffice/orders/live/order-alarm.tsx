import { minutesWaited } from '@shop/domain';
import { Link } from 'react-router';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { useServerNow } from '../../ui/live/server-clock.tsx';
import type { AlarmOrder } from '../../ui/live/use-order-alarm.ts';
import styles from './live.module.css';

const SHOWN_ORDERS = 3;

const t = de.backofficeOrders;

/** The bar above the screen while orders are unseen: which ones, how long, and "Gesehen". */
export function OrderAlarmBar({
  unseen,
  onAcknowledge,
  hrefOf,
}: {
  unseen: readonly AlarmOrder[];
  onAcknowledge: () => void;
  hrefOf?: (orderId: number) => string;
}) {
  const now = useServerNow();
  if (unseen.length === 0) return null;
  const shown = unseen.slice(0, SHOWN_ORDERS);
  return (
    <section className={styles.alarm} aria-label={t.live.alarmLabel}>
      <span className={styles.alarmBell} aria-hidden="true" />
      <div className={styles.alarmText}>
        <strong>{t.live.alarmTitle(unseen.length)}</strong>
        <ul className={styles.alarmOrders}>
          {shown.map((order) => {
            const ticket = `#${order.ticketNumber}`;
            const waited = t.lists.waiting(minutesWaited(new Date(order.createdAt), now));
            return (
              <li key={order.id}>
                {hrefOf ? <Link to={hrefOf(order.id)}>{ticket}</Link> : ticket} · {waited}
              </li>
            );
          })}
          {unseen.length > shown.length ? (
            <li>{t.live.alarmMore(unseen.length - shown.length)}</li>
          ) : null}
        </ul>
        <span className={styles.alarmHint}>{t.live.acknowledgeHint}</span>
      </div>
      <ActionButton variant="primary" className={styles.alarmButton} onClick={onAcknowledge}>
        {t.live.acknowledge}
      </ActionButton>
    </section>
  );
}
