import {
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type StaffBranchSummary,
  type StaffOrderListItem,
  staffBranchSummarySchema,
  staffOrderListItemSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { parseContract } from '../../../lib/api-client.ts';
import {
  type ColumnDefinition,
  defineResourceList,
  type ListFilter,
} from '../resource/define-resource.ts';
import { formatDateTime } from '../ui/format.ts';
import { CustomerText, DisplaySettingsToggles, ProductText } from './display/display-settings.tsx';
import { formatDue, orderMoney, orderTypeLabel } from './order-format.ts';
import { OrderMark, OrderStatusBadge, WaitingMark } from './order-status-badge.tsx';
import styles from './orders.module.css';
import { PhoneOrderButton } from './phone-order/phone-order-button.tsx';
import { CurrentOrdersPause } from './sold-out/ordering-pause.tsx';

/**
 * The three order lists of the Bestellungen area, declared on the resource
 * layer: current (open, not missed), missed (unconfirmed past their time) and the history with
 * search and filters. Rows link to the order's page (the whole row, for a finger on a tablet);
 * missed orders are marked red, new ones yellow. Orders waiting for confirmation stay in the current
 * list once missed, pinned to the top by the server, with how long they have waited.
 */

const t = de.backofficeOrders.lists;
const BRANCHES_URL = '/api/branches/options';

const branchFilter: ListFilter = {
  name: 'branch',
  label: t.filterBranch,
  type: 'select',
  allLabel: t.allBranches,
  optionsFrom: {
    endpoint: BRANCHES_URL,
    entity: de.backoffice.entities.branches,
    parse: (data) =>
      parseContract(staffBranchSummarySchema.array(), data, BRANCHES_URL).map(
        (branch: StaffBranchSummary) => ({ value: String(branch.id), label: branch.name }),
      ),
  },
};

const historyFilters: ListFilter[] = [
  branchFilter,
  {
    name: 'status',
    label: t.filterStatus,
    type: 'select',
    allLabel: t.allStatuses,
    options: ORDER_STATUSES.map((status) => ({
      value: status,
      label: orderStatusLabel(status, true),
    })),
  },
  {
    name: 'payment',
    label: t.filterPayment,
    type: 'select',
    allLabel: t.allPayments,
    options: PAYMENT_METHODS.map((method) => ({
      value: method,
      label: PAYMENT_METHOD_LABELS[method],
    })),
  },
  { name: 'from', label: t.filterFrom, type: 'date' },
  { name: 'to', label: t.filterTo, type: 'date' },
];

/** Waiting for the shop's confirmation (domain isWaitingForConfirmation, from the list's facts). */
const isWaiting = (order: StaffOrderListItem) =>
  order.status === 'pending' && !order.isAwaitingPayment;

function marksOf(order: StaffOrderListItem): string[] {
  const marks: [boolean, string][] = [
    [order.isMissed, t.missedMark],
    [order.isAwaitingPayment, t.awaitingPayment],
    [order.counterAppointmentStatus === 'proposed', t.counterProposed],
    [order.isPreorder, t.preorder],
    // Taken on the phone by staff (docs/decisions/049-phone-orders.md).
    [order.channel === 'phone', t.phoneMark],
  ];
  return marks.flatMap(([isShown, mark]) => (isShown ? [mark] : []));
}

const columns: ColumnDefinition<StaffOrderListItem>[] = [
  {
    key: 'ticket',
    label: t.ticket,
    sortField: 'ticketNumber',
    isPrimary: true,
    render: (order) => `#${order.ticketNumber}`,
    secondary: (order) => (
      <ProductText>{de.backofficeOrders.lists.items(order.itemCount)}</ProductText>
    ),
  },
  {
    key: 'customer',
    label: t.customer,
    render: (order) => <CustomerText>{order.customerName || '–'}</CustomerText>,
    secondary: (order) => orderTypeLabel(order),
  },
  {
    key: 'due',
    label: t.due,
    sortField: 'dueAt',
    render: (order) => (
      <span className={styles.cellStack}>
        <span>
          {order.appointment || order.appointmentDate || order.counterAppointment
            ? formatDue(order.dueAt)
            : t.asap}
        </span>
        <span className={styles.marks}>
          {isWaiting(order) ? (
            <WaitingMark createdAt={order.createdAt} isMissed={order.isMissed} />
          ) : null}
          {marksOf(order).map((mark) => (
            <OrderMark key={mark} tone={mark === t.missedMark ? 'danger' : 'info'}>
              {mark}
            </OrderMark>
          ))}
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    label: t.status,
    render: (order) => <OrderStatusBadge status={order.status} isDelivery={order.isDelivery} />,
  },
  {
    key: 'total',
    label: t.total,
    sortField: 'totalGross',
    render: (order) => (
      <span className={styles.amount}>{orderMoney(order.totalGross, order.currency)}</span>
    ),
    secondary: (order) => PAYMENT_METHOD_LABELS[order.paymentMethod],
  },
  {
    key: 'branch',
    label: t.branch,
    isDesktopOnly: true,
    render: (order) => order.branch.name,
  },
  {
    key: 'created',
    label: t.created,
    sortField: 'createdAt',
    isDesktopOnly: true,
    render: (order) => formatDateTime(order.createdAt),
  },
];

const common = {
  name: de.backoffice.entities.orders,
  permission: 'orders' as const,
  entitySchema: staffOrderListItemSchema,
  columns,
  isSearchable: true,
  searchPlaceholder: t.searchPlaceholder,
  canCreate: false,
  canDeleteRows: false,
  pageSize: 50,
  itemHref: (order: StaffOrderListItem) => backofficePaths.order.href(order.id),
  isRowLinked: true,
  listActions: DisplaySettingsToggles,
  titleOf: (order: StaffOrderListItem) => `#${order.ticketNumber}`,
  rowTone: (order: StaffOrderListItem) =>
    order.isMissed
      ? ('danger' as const)
      : order.status === 'pending'
        ? ('warning' as const)
        : undefined,
};

function CurrentOrdersActions() {
  return (
    <>
      <PhoneOrderButton />
      <DisplaySettingsToggles />
      <CurrentOrdersPause />
    </>
  );
}

export const currentOrdersList = defineResourceList({
  ...common,
  title: t.current,
  listPath: backofficePaths.ordersCurrent.path,
  endpoint: '/api/orders/current',
  defaultSort: 'dueAt',
  emptyText: t.emptyCurrent,
  filters: [branchFilter],
  // Busy mode's pause a tap away from the order screen (docs/decisions/041), beside the display
  // switches every order list has.
  listActions: CurrentOrdersActions,
});

export const missedOrdersList = defineResourceList({
  ...common,
  title: t.missed,
  listPath: backofficePaths.ordersMissed.path,
  endpoint: '/api/orders/missed',
  defaultSort: 'dueAt',
  emptyText: t.emptyMissed,
  filters: [branchFilter],
});

export const orderHistoryList = defineResourceList({
  ...common,
  title: t.history,
  listPath: backofficePaths.ordersHistory.path,
  endpoint: '/api/orders',
  defaultSort: '-createdAt',
  emptyText: t.emptyHistory,
  filters: historyFilters,
});
