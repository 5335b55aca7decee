import {
  appointmentLabel,
  DEFAULT_TIME_ZONE,
  type FrontdeskOrder,
  formatQuantity,
  type OrderStatusAction,
  PAYMENT_METHOD_LABELS,
  unitLabel,
} from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { useDisplaySetting } from '../display/display-settings.tsx';
import { orderMoney, orderTypeLabel } from '../order-format.ts';
import { OrderMark, WaitingMark } from '../order-status-badge.tsx';
import styles from './frontdesk.module.css';

const actions = de.backofficeOrders.actions;
const t = de.backofficeOrders.frontdesk;

function actionLabel(action: OrderStatusAction, isDelivery: boolean): string {
  if (action === 'confirm') return actions.confirm;
  if (action === 'completed') return actions.completed;
  return isDelivery ? actions.inDelivery : actions.readyForPickup;
}

type FrontdeskCardProps = {
  order: FrontdeskOrder;
  busyAction: string | undefined;
  onAction: (action: OrderStatusAction) => void;
};

/**
 * One order on the board: big ticket number, when, for whom, what, what to collect (total and
 * payment method: the counter sees whether to take cash or a card or nothing), how long a new one
 * has waited, and the next step's button.
 */
export function FrontdeskCard({ order, busyAction, onAction }: FrontdeskCardProps) {
  const showProductData = useDisplaySetting('showProductData');
  const showCustomerData = useDisplaySetting('showCustomerData');
  const due = order.appointment ?? order.counterAppointment ?? order.appointmentDate;
  return (
    <article className={`${styles.card} ${order.isMissed ? styles.missed : ''}`}>
      <header className={styles.cardHead}>
        <span className={styles.ticket}>{order.ticketNumber}</span>
        <span className={styles.due}>
          {due
            ? appointmentLabel(new Date(due), false, DEFAULT_TIME_ZONE)
            : de.backofficeOrders.lists.asap}
        </span>
      </header>
      <p className={styles.customer}>
        {showCustomerData ? `${order.customerName} · ` : null}
        {orderTypeLabel(order)}
        {/* Taken on the phone by staff (docs/decisions/049-phone-orders.md). */}
        {order.channel === 'phone' ? (
          <>
            {' '}
            <OrderMark tone="info">{de.backofficeOrders.lists.phoneMark}</OrderMark>
          </>
        ) : null}
      </p>
      <p className={styles.payment}>
        <span className={styles.total}>{orderMoney(order.totalGross, order.currency)}</span>
        <span>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        {order.isPaid ? <span className={styles.paid}>{t.paid}</span> : null}
      </p>
      {order.status === 'pending' && !order.isAwaitingPayment ? (
        <p className={styles.waiting}>
          <WaitingMark createdAt={order.createdAt} isMissed={order.isMissed} />
        </p>
      ) : null}
      {showProductData ? (
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is fixed
            <li key={index}>
              <strong>
                {formatQuantity(line.amount)} {unitLabel(line.unit)}
              </strong>{' '}
              {line.name}
              {line.parts.map((part) => (
                <span key={part.name} className={styles.part}>
                  {part.name}: {part.values.join(', ')}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {order.comment && showCustomerData ? (
        <p className={styles.comment}>„{order.comment}“</p>
      ) : null}
      {order.actions.length > 0 ? (
        <div className={styles.actions}>
          {order.actions.map((action) => (
            <ActionButton
              key={action}
              variant="primary"
              className={styles.bigButton}
              isBusy={busyAction === action}
              aria-label={`${actionLabel(action, order.isDelivery)}: ${order.ticketNumber}`}
              onClick={() => onAction(action)}
            >
              {actionLabel(action, order.isDelivery)}
            </ActionButton>
          ))}
        </div>
      ) : null}
    </article>
  );
}
