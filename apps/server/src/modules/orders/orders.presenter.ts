import type {
  CalculationModel,
  PaymentMethod,
  PublicOrder,
  PublicOrderItem,
  Unit,
} from '@shop/domain';
import type { OrderPartSnapshot } from './order-checkout.ts';
import { lineLabels } from './order-line-labels.ts';
import { lineReferencePrice } from './order-reference-price.ts';
import type { OrderItemRow, OrderWithRating } from './orders.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** An order line as the status page shows it: the snapshot taken at order time. */
export function presentOrderItem(row: OrderItemRow): PublicOrderItem {
  const parts = (row.parts as OrderPartSnapshot[]).map((part) => ({
    name: part.name,
    values: part.values,
  }));
  return {
    position: row.position,
    name: row.name,
    amount: row.amount,
    unit: row.unit as Unit,
    parts,
    unitPrice: row.unitPrice,
    gross: row.gross,
    taxRate: row.taxRate,
    deposit: row.deposit,
    calculationModel: row.calculationModel as CalculationModel,
    isPriceHidden: row.product.isPriceHidden === true,
    referencePrice: lineReferencePrice(row),
    labels: lineLabels(row),
  };
}

/**
 * The public order (spec §3 Order status view plus lines and totals, a delivery order's address
 * and the comment: docs/decisions/017-customer-journey-comfort.md), never contact data. The
 * ticket number is the daily ticket, or the order id as 'Bestellnummer' when tickets are disabled.
 */
export function presentPublicOrder(
  order: OrderWithRating,
  items: OrderItemRow[],
  options: { disableTickets: boolean },
): PublicOrder {
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: String(options.disableTickets ? order.id : order.ticketNumber),
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: order.creditNoteNumber,
    paymentMethod: order.paymentMethod as PaymentMethod,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    tableIdentifier: order.tableIdentifier,
    appointmentDate: iso(order.appointmentDate),
    appointment: iso(order.appointment),
    counterAppointment: iso(order.counterAppointment),
    rejectionMessage: order.rejectionMessage,
    branch: { id: order.branchId },
    questionnaireRating: order.questionnaireRating,
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isCompleted: order.isCompleted,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isDelivered: order.isDelivered,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    isPreorder: order.isPreorder,
    isQuotation: order.isQuotation,
    createdAt: order.createdAt.toISOString(),
    deliveryArea: order.deliveryAreaName,
    address: order.isDelivery
      ? {
          street: order.street,
          zipCode: order.zipCode,
          city: order.city,
          floor: order.floor,
          stairway: order.stairway,
          door: order.door,
        }
      : null,
    comment: order.comment || null,
    currency: order.currency,
    net: order.net,
    tax: order.tax,
    gross: order.gross,
    depositNet: order.depositNet,
    depositTax: order.depositTax,
    depositGross: order.depositGross,
    packagingDeposit: order.packagingDeposit,
    deliveryNet: order.deliveryNet,
    deliveryTax: order.deliveryTax,
    deliveryGross: order.deliveryGross,
    totalNet: order.totalNet,
    totalTax: order.totalTax,
    totalGross: order.totalGross,
    taxes: order.taxes,
    isPriceApproximate: order.isPriceApproximate,
    donationAmount: order.donationAmount,
    items: items.map(presentOrderItem),
  };
}

/**
 * A strong validator for the public view (docs/budgets.md P4): the order changes only through the
 * services, which bump updated_at; the ticket setting changes what the view says, so it is in too.
 */
export function publicOrderEtag(
  order: Pick<OrderWithRating, 'id' | 'updatedAt' | 'questionnaireRating'>,
  disableTickets: boolean,
): string {
  return `"o${order.id}-${order.updatedAt.getTime()}-${order.questionnaireRating ?? 0}${disableTickets ? 'n' : 't'}"`;
}
