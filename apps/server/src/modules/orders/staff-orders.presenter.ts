import {
  type CalculationModel,
  isAwaitingPayment,
  isOrderMissed,
  type OrderStatusHistoryEntry,
  orderDueAt,
  orderStatusOf,
  type PaymentMethod,
  type Product,
  type StaffOrder,
  type StaffOrderLine,
  type StaffOrderListItem,
  type Unit,
  unitOptionsFor,
} from '@shop/domain';
import type { OrderPartSnapshot } from './order-checkout.ts';
import { lineLabels } from './order-line-labels.ts';
import { boughtProductOf, partValuesOf, productStateOf } from './order-lines.ts';
import { lineReferencePrice } from './order-reference-price.ts';
import { presentPublicOrder } from './orders.presenter.ts';
import type { OrderItemRow } from './orders.repository.ts';
import type { ListedOrderRow, StatusHistoryRow } from './staff-orders.repository.ts';

/** Rows → the back-office order shapes (`@shop/domain` contracts/staff-orders.ts). */

type CounterStatus = StaffOrderListItem['counterAppointmentStatus'];
type Presenting = { disableTickets: boolean; now: Date };

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** "Vorname Nachname", else the name or company the customer typed. */
export function customerNameOf(
  row: Pick<ListedOrderRow, 'firstName' | 'lastName' | 'name' | 'company'>,
): string {
  const full = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return full || row.name || row.company || '';
}

/** The number staff call an order by: its ticket, or its id when tickets are off. */
export function ticketLabelOf(
  row: { id: number; ticketNumber: number | string | null },
  disableTickets: boolean,
): string {
  return String(disableTickets ? row.id : row.ticketNumber);
}

/** The list-relevant facts every shape shares (status, due time, missed, awaiting payment). */
function listFacts(row: ListedOrderRow, now: Date) {
  return {
    status: orderStatusOf(row),
    dueAt: orderDueAt(row).toISOString(),
    isMissed: isOrderMissed(row, now),
    isAwaitingPayment: isAwaitingPayment(row),
    counterAppointmentStatus: row.counterAppointmentStatus as CounterStatus,
  };
}

export function presentListItem(row: ListedOrderRow, options: Presenting): StaffOrderListItem {
  return {
    id: row.id,
    uid: row.uid,
    ticketNumber: ticketLabelOf(row, options.disableTickets),
    branch: { id: row.branchId, name: row.branchName },
    ...listFacts(row, options.now),
    createdAt: row.createdAt.toISOString(),
    appointmentDate: iso(row.appointmentDate),
    appointment: iso(row.appointment),
    counterAppointment: iso(row.counterAppointment),
    customerName: customerNameOf(row),
    isDelivery: row.isDelivery,
    isDineIn: row.isDineIn,
    isPreorder: row.isPreorder,
    tableIdentifier: row.tableIdentifier,
    paymentMethod: row.paymentMethod as PaymentMethod,
    isPaid: row.isPaid,
    isRefunded: row.isRefunded,
    currency: row.currency,
    totalGross: row.totalGross,
    itemCount: row.itemCount,
    channel: row.channel,
  };
}

/**
 * A line with what editing it needs: the units it may switch to, its part values by index, the
 * product as bought and whether the catalogue still offers the same options (`current`: the
 * product now, null when it is gone).
 */
export function presentLine(row: OrderItemRow, current: Product | null): StaffOrderLine {
  const product = row.product as unknown as Product;
  const parts = row.parts as OrderPartSnapshot[];
  return {
    index: row.position,
    productId: row.productId,
    name: row.name,
    amount: row.amount,
    unit: row.unit as Unit,
    units: unitOptionsFor(product).map((option) => option.unit),
    parts: parts.map((part) => ({ ...part, options: part.options ?? [] })),
    partValues: partValuesOf(product, parts),
    unitPrice: row.unitPrice,
    net: row.net,
    tax: row.tax,
    gross: row.gross,
    taxRate: row.taxRate,
    deposit: row.deposit,
    calculationModel: row.calculationModel as CalculationModel,
    isPriceHidden: product.isPriceHidden === true,
    referencePrice: lineReferencePrice(row),
    labels: lineLabels(row),
    comment: row.comment,
    product: boughtProductOf(row),
    productState: productStateOf(row, current),
  };
}

function presentHistory(row: StatusHistoryRow): OrderStatusHistoryEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || '';
  return {
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    user: row.userId === null ? null : { id: row.userId, name },
  };
}

/** GET /api/orders/{id}: the public view plus customer, address, payment, lines and history. */
export function presentStaffOrder(
  row: ListedOrderRow,
  items: OrderItemRow[],
  history: StatusHistoryRow[],
  options: Presenting & { products: ReadonlyMap<number, Product> },
): Omit<StaffOrder, 'messages' | 'canResend'> {
  const { items: _publicItems, ...view } = presentPublicOrder(row, items, options);
  return {
    ...view,
    ...listFacts(row, options.now),
    branch: { id: row.branchId, name: row.branchName, identifier: row.branchIdentifier },
    channel: row.channel,
    customer: {
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.company,
      email: row.email,
      phone: row.phone,
    },
    address: {
      street: row.street,
      zipCode: row.zipCode,
      city: row.city,
      floor: row.floor,
      stairway: row.stairway,
      door: row.door,
    },
    comment: row.comment,
    paymentStatus: row.paymentStatus,
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
    newOrderEmailSentAt: iso(row.newOrderEmailSentAt),
    newOrderSmsSentAt: iso(row.newOrderSmsSentAt),
    updatedAt: row.updatedAt.toISOString(),
    lines: items.map((item) =>
      presentLine(
        item,
        item.productId === null ? null : (options.products.get(item.productId) ?? null),
      ),
    ),
    history: history.map(presentHistory),
  };
}
