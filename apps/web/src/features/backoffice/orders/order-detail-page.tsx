import {
  DEVICE_MESSAGES,
  deliveryMethodOf,
  hasAccess,
  isOnlinePayment,
  isOpenStatus,
  orderStatusLabel,
  STATUS_OF_ACTION,
  type StaffOrder,
  type StaffOrderLine,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useToast } from '../ui/toasts.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { cancelInvoice } from './api/cancel-invoice.ts';
import { changeOrderStatus } from './api/change-order-status.ts';
import { checkPayment } from './api/check-payment.ts';
import { deleteOrder } from './api/delete-order.ts';
import { orderQueryOptions } from './api/orders-api.ts';
import { printOrder } from './api/print-order.ts';
import { proposeCounterAppointment } from './api/propose-counter-appointment.ts';
import { resendConfirmation } from './api/resend-confirmation.ts';
import { updateOrderDetails } from './api/update-order-details.ts';
import { updateOrderLine } from './api/update-order-line.ts';
import { CounterAppointmentDialog } from './dialogs/counter-appointment-dialog.tsx';
import { EditDetailsDialog } from './dialogs/edit-details-dialog.tsx';
import { EditLineDialog } from './dialogs/edit-line-dialog.tsx';
import { MessageDialog } from './dialogs/message-dialog.tsx';
import { DisplaySettingsToggles, useDisplaySetting } from './display/display-settings.tsx';
import { OrderActionsBar, type OrderCommand } from './order-actions-bar.tsx';
import styles from './order-detail.module.css';
import {
  OrderComment,
  OrderCustomer,
  OrderHistory,
  OrderPayment,
  OrderTimes,
} from './order-info.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { OrderMark, OrderStatusBadge } from './order-status-badge.tsx';
import { useOrderAction } from './use-order-action.ts';

const t = de.backofficeOrders;
const entity = de.backoffice.entities.orders;

/** One order with everything about it and its actions; live through the cache. */
export function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  const order = useQuery({ ...orderQueryOptions(orderId), enabled: Number.isSafeInteger(orderId) });
  useDocumentTitle(order.data ? t.detail.title(`#${order.data.ticketNumber}`) : entity.singular);
  if (order.data) return <OrderDetail order={order.data} />;
  // 404 and 403 (another branch's order) are answers, not failures: no retry, the server's words.
  const isGone =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403);
  return (
    <div className={styles.page}>
      <BackLink />
      {order.isError ? (
        <Notice
          tone="error"
          onRetry={isGone ? undefined : () => order.refetch()}
          isRetrying={order.isFetching}
        >
          {isGone ? order.error.message : de.backoffice.errors.loadOneFailed(entity)}
        </Notice>
      ) : (
        <Loader label={de.backoffice.common.loading} />
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Link to={backofficePaths.ordersCurrent.href()} className={styles.back}>
      ← {t.detail.back}
    </Link>
  );
}

type Dialog = 'reject' | 'cancel' | 'counter' | 'details' | 'delete' | 'cancelInvoice' | null;

function OrderDetail({ order }: { order: StaffOrder }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canWrite = hasAccess(user.roles, 'orders', 'write');
  const { run, busy, failure, clearFailure } = useOrderAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [line, setLine] = useState<StaffOrderLine | null>(null);
  const showProductData = useDisplaySetting('showProductData');
  const showCustomerData = useDisplaySetting('showCustomerData');
  const canEditLines =
    canWrite &&
    isOpenStatus(order.status) &&
    !(isOnlinePayment(order.paymentMethod) && order.isPaid);

  const onCommand = (command: OrderCommand) => {
    clearFailure();
    if (command.kind === 'status') {
      if (command.action === 'reject' || command.action === 'cancel')
        return setDialog(command.action);
      const next = orderStatusLabel(STATUS_OF_ACTION[command.action], order.isDelivery);
      return void run(
        `status:${command.action}`,
        () => changeOrderStatus(order.id, command.action),
        {
          success: t.success.statusChanged(next),
          fallback: de.backoffice.errors.orderStatus,
        },
      );
    }
    if (command.kind === 'checkPayment') {
      return void run('checkPayment', () => checkPayment(order.id), {
        success: t.success.paymentChecked,
        fallback: de.backoffice.errors.paymentStatus,
      });
    }
    if (command.kind === 'print') {
      return void run('print', () => printOrder(order.id), {
        success: t.success.printQueued,
        fallback: DEVICE_MESSAGES.printFailed,
      });
    }
    if (command.kind === 'resend') {
      return void run(
        `resend:${command.channel}`,
        () => resendConfirmation(order.id, command.channel),
        {
          success: t.success.confirmationQueued,
          fallback: de.backoffice.errors.confirmation,
        },
      );
    }
    const dialogs = {
      counterAppointment: 'counter',
      editDetails: 'details',
      delete: 'delete',
      cancelInvoice: 'cancelInvoice',
    } as const;
    setDialog(dialogs[command.kind]);
  };

  return (
    <div className={styles.page}>
      <BackLink />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.detail.title(`#${order.ticketNumber}`)}</h1>
          <p className={styles.subtitle}>{order.branch.name}</p>
        </div>
        <div className={styles.headerMarks}>
          <OrderStatusBadge status={order.status} isDelivery={order.isDelivery} />
          {order.isMissed ? <OrderMark tone="danger">{t.lists.missedMark}</OrderMark> : null}
          {order.isAwaitingPayment ? (
            <OrderMark tone="info">{t.lists.awaitingPayment}</OrderMark>
          ) : null}
          {order.isPreorder ? <OrderMark tone="info">{t.lists.preorder}</OrderMark> : null}
          {order.channel === 'phone' ? (
            <OrderMark tone="info">{t.lists.phoneMark}</OrderMark>
          ) : null}
        </div>
      </header>
      <DisplaySettingsToggles />

      {failure ? (
        <Notice tone="error" onRetry={failure.retry} isRetrying={busy !== null}>
          {failure.message}
        </Notice>
      ) : null}
      {canWrite ? <OrderActionsBar order={order} busy={busy} onCommand={onCommand} /> : null}

      <div className={styles.grid}>
        <div className={styles.main}>
          {showProductData ? (
            <OrderLinesTable order={order} onEdit={canEditLines ? setLine : undefined} />
          ) : null}
          <OrderHistory order={order} />
        </div>
        <div className={styles.aside}>
          <OrderTimes order={order} />
          {showCustomerData ? <OrderCustomer order={order} /> : null}
          <OrderComment order={order} />
          <OrderPayment order={order} />
        </div>
      </div>

      <MessageDialog
        kind={dialog === 'reject' || dialog === 'cancel' ? dialog : null}
        onSend={async (kind, message) => {
          await changeOrderStatus(order.id, kind, message);
          toast(kind === 'cancel' ? t.success.canceled : t.success.rejected);
        }}
        onClose={() => setDialog(null)}
      />
      <CounterAppointmentDialog
        order={dialog === 'counter' ? order : null}
        onSend={async (time) => {
          await proposeCounterAppointment(order.id, time);
          toast(t.success.counterProposed);
        }}
        onClose={() => setDialog(null)}
      />
      <EditDetailsDialog
        order={dialog === 'details' ? order : null}
        onSave={async (details) => {
          await updateOrderDetails(order.id, details);
          toast(t.success.detailsSaved);
        }}
        onClose={() => setDialog(null)}
      />
      <EditLineDialog
        line={line}
        method={deliveryMethodOf(order)}
        currency={order.currency}
        onSave={async (index, change) => {
          await updateOrderLine(order.id, index, change);
          toast(t.success.lineSaved);
        }}
        onClose={() => setLine(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title={t.dialogs.deleteTitle}
        text={t.dialogs.deleteText(`#${order.ticketNumber}`)}
        confirmLabel={t.dialogs.deleteSubmit}
        isBusy={busy === 'delete'}
        errorMessage={failure && dialog === 'delete' ? failure.message : null}
        onConfirm={async () => {
          const isDeleted = await run('delete', () => deleteOrder(order.id), {
            success: t.success.deleted,
            fallback: de.backoffice.errors.deleteFailed(entity),
          });
          if (isDeleted) navigate(backofficePaths.ordersCurrent.href());
        }}
        onClose={() => setDialog(null)}
      />
      {/* "Rechnung stornieren" (docs/decisions/050-credit-notes.md). */}
      <ConfirmDialog
        isOpen={dialog === 'cancelInvoice'}
        title={t.dialogs.cancelInvoiceTitle}
        text={t.dialogs.cancelInvoiceText(order.invoiceNumber ?? 0)}
        confirmLabel={t.dialogs.cancelInvoiceSubmit}
        isBusy={busy === 'cancelInvoice'}
        errorMessage={failure && dialog === 'cancelInvoice' ? failure.message : null}
        onConfirm={async () => {
          const isIssued = await run('cancelInvoice', () => cancelInvoice(order.id), {
            success: t.success.creditNoteIssued,
            fallback: t.dialogs.cancelInvoiceFailed,
          });
          if (isIssued) setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
