import {
  allowedStatusActions,
  isOnlinePayment,
  isOpenStatus,
  type OrderStatusAction,
  type StaffOrder,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { ActionButton, ActionLink } from '../ui/action-button.tsx';
import hidden from '../ui/visually-hidden.module.css';
import styles from './order-detail.module.css';

const t = de.backofficeOrders.actions;

export type OrderCommand =
  | { kind: 'status'; action: OrderStatusAction }
  | {
      kind:
        | 'counterAppointment'
        | 'editDetails'
        | 'checkPayment'
        | 'print'
        | 'delete'
        | 'cancelInvoice';
    }
  | { kind: 'resend'; channel: 'email' | 'sms' };

type OrderActionsBarProps = {
  order: StaffOrder;
  busy: string | null;
  onCommand: (command: OrderCommand) => void;
};

const STATUS_VARIANT: Record<OrderStatusAction, 'primary' | 'secondary' | 'danger'> = {
  confirm: 'primary',
  'in-delivery': 'primary',
  completed: 'primary',
  reject: 'danger',
  cancel: 'secondary',
};

const ACTION_ORDER: OrderStatusAction[] = [
  'confirm',
  'in-delivery',
  'completed',
  'reject',
  'cancel',
];

function statusLabel(action: OrderStatusAction, isDelivery: boolean): string {
  if (action === 'in-delivery') return isDelivery ? t.inDelivery : t.readyForPickup;
  return { confirm: t.confirm, reject: t.reject, cancel: t.cancel, completed: t.completed }[action];
}

/**
 * The order's actions: the status steps the domain's transition table allows now (large, first),
 * then the rest (counter-appointment while unconfirmed, edits while open, payment re-check for
 * online payments, resending, receipt, the customer's status page, delete).
 */
export function OrderActionsBar({ order, busy, onCommand }: OrderActionsBarProps) {
  const isOpen = isOpenStatus(order.status);
  // The next step first, then declining: confirm, ready, complete, reject, cancel.
  const statusActions = allowedStatusActions(order.status).sort(
    (a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b),
  );
  return (
    <div className={styles.actionsBar}>
      {statusActions.length > 0 ? (
        <fieldset className={styles.statusActions}>
          <legend className={hidden.hidden}>{de.backofficeOrders.detail.actions}</legend>
          {statusActions.map((action) => (
            <ActionButton
              key={action}
              variant={STATUS_VARIANT[action]}
              isBusy={busy === `status:${action}`}
              className={styles.statusButton}
              onClick={() => onCommand({ kind: 'status', action })}
            >
              {statusLabel(action, order.isDelivery)}
            </ActionButton>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.moreActions}>
        <legend className={hidden.hidden}>{de.backofficeOrders.detail.more}</legend>
        {order.status === 'pending' ? (
          <ActionButton size="sm" onClick={() => onCommand({ kind: 'counterAppointment' })}>
            {t.counterAppointment}
          </ActionButton>
        ) : null}
        {isOpen ? (
          <ActionButton size="sm" onClick={() => onCommand({ kind: 'editDetails' })}>
            {t.editDetails}
          </ActionButton>
        ) : null}
        {isOnlinePayment(order.paymentMethod) ? (
          <ActionButton
            size="sm"
            isBusy={busy === 'checkPayment'}
            onClick={() => onCommand({ kind: 'checkPayment' })}
          >
            {t.checkPayment}
          </ActionButton>
        ) : null}
        {/* Only what can really go out (a mail server, the SMS plugin and its gateway). */}
        {order.canResend.email ? (
          <ActionButton
            size="sm"
            isBusy={busy === 'resend:email'}
            onClick={() => onCommand({ kind: 'resend', channel: 'email' })}
          >
            {t.resendEmail}
          </ActionButton>
        ) : null}
        {order.canResend.sms ? (
          <ActionButton
            size="sm"
            isBusy={busy === 'resend:sms'}
            onClick={() => onCommand({ kind: 'resend', channel: 'sms' })}
          >
            {t.resendSms}
          </ActionButton>
        ) : null}
        <ActionLink size="sm" to={backofficePaths.orderReceipt.href(order.id)}>
          {t.receipt}
        </ActionLink>
        <ActionButton
          size="sm"
          isBusy={busy === 'print'}
          onClick={() => onCommand({ kind: 'print' })}
        >
          {t.printOnPrinter}
        </ActionButton>
        {/* Label sheets as PDF (spec §9 layouts; docs/decisions/027-devices-and-print-jobs.md). */}
        <a
          className={styles.textLink}
          href={`/api/orders/${order.id}/labels.pdf?layout=compact`}
          target="_blank"
          rel="noreferrer"
        >
          {t.labelsCompact}
        </a>
        <a
          className={styles.textLink}
          href={`/api/orders/${order.id}/labels.pdf?layout=detail`}
          target="_blank"
          rel="noreferrer"
        >
          {t.labelsDetail}
        </a>
        {/* The invoice issued with the completion (docs/decisions/040-invoices-and-exports.md). */}
        {order.invoiceNumber ? (
          <a className={styles.textLink} href={`/api/orders/${order.id}/invoice`} download>
            {t.invoice}
          </a>
        ) : null}
        {/* Credit notes (docs/decisions/050-credit-notes.md): the download once issued, else the action. */}
        {order.creditNoteNumber ? (
          <a className={styles.textLink} href={`/api/orders/${order.id}/credit-note`} download>
            {t.creditNote}
          </a>
        ) : order.invoiceNumber ? (
          <ActionButton
            size="sm"
            variant="ghost"
            isBusy={busy === 'cancelInvoice'}
            onClick={() => onCommand({ kind: 'cancelInvoice' })}
          >
            {t.cancelInvoice}
          </ActionButton>
        ) : null}
        <a
          className={styles.textLink}
          href={paths.status.href(order.uid, order.hash)}
          target="_blank"
          rel="noreferrer"
        >
          {t.statusPage}
        </a>
        <ActionButton size="sm" variant="ghost" onClick={() => onCommand({ kind: 'delete' })}>
          {t.delete}
        </ActionButton>
      </fieldset>
    </div>
  );
}
