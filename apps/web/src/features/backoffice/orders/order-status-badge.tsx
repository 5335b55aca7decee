import { minutesWaited, type OrderStatus, orderStatusLabel } from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { useServerNow } from '../ui/live/server-clock.tsx';
import styles from './orders.module.css';

const TONE: Readonly<Record<OrderStatus, string | undefined>> = {
  pending: styles.toneNew,
  confirmed: styles.toneActive,
  inDelivery: styles.toneActive,
  completed: styles.toneDone,
  rejected: styles.toneOff,
  canceled: styles.toneOff,
  failed: styles.toneOff,
};

/** The order's status in the back-office's words (domain orderStatusLabel), coloured by stage. */
export function OrderStatusBadge({
  status,
  isDelivery,
}: {
  status: OrderStatus;
  isDelivery: boolean;
}) {
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`}>
      {orderStatusLabel(status, isDelivery)}
    </span>
  );
}

/** A small extra mark beside the status (Verpasst, Zahlung offen, Vorbestellung …). */
export function OrderMark({ tone, children }: { tone: 'danger' | 'info'; children: string }) {
  return (
    <span className={`${styles.mark} ${tone === 'danger' ? styles.markDanger : ''}`}>
      {children}
    </span>
  );
}

/** "wartet seit 17 Min.": how long an order waits for confirmation, ticking on the server clock. */
export function WaitingMark({ createdAt, isMissed }: { createdAt: string; isMissed: boolean }) {
  const now = useServerNow();
  return (
    <span className={`${styles.mark} ${isMissed ? styles.markDanger : styles.markWaiting}`}>
      {de.backofficeOrders.lists.waiting(minutesWaited(new Date(createdAt), now))}
    </span>
  );
}
