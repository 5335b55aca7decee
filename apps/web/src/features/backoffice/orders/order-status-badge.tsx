import { type OrderStatus, orderStatusLabel } from '@shop/domain';
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
