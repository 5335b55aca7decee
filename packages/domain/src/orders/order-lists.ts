import { isOnlinePayment } from '../checkout/payment-methods.ts';
import type { PaymentMethod } from '../contracts/enums.ts';
import type { OrderFlags } from './order-view.ts';
import { type OrderStatus, orderStatusOf } from './status.ts';

/**
 * Which back-office list an order belongs in (current, missed, history). The spec
 * names the lists only (§7 GET /api/orders/current, /missed); the rules are ours:
 *
 * - An order is **due** at the time the shop agreed to (`appointment`), else at a pending
 *   counter-appointment, else at the customer's desired time (`appointmentDate`), else — "so
 *   schnell wie möglich" — `ASAP_CONFIRMATION_MINUTES` after it was placed.
 * - **Missed**: still waiting for confirmation (status pending) when it is due.
 * - **Current**: open (pending, confirmed, in delivery). A missed order stays in it too (the
 *   back-office pins orders waiting for confirmation to the top and marks them): an order nobody
 *   confirmed must not leave the shift manager's main list after the confirmation window.
 * - An online order whose payment has not arrived yet is in neither list (it is not an order the
 *   shop must act on until it is paid; its notifications are sent then too). History shows all.
 */

/** How long an ASAP order may wait for confirmation before it counts as missed. */
export const ASAP_CONFIRMATION_MINUTES = 15;

/** What the list rules read of an order (dates as instants). */
export type OrderTiming = {
  readonly createdAt: Date;
  readonly appointmentDate: Date | null;
  readonly appointment: Date | null;
  readonly counterAppointment: Date | null;
  readonly counterAppointmentStatus: string | null;
};

export type ListedOrder = OrderTiming &
  OrderFlags & {
    readonly paymentMethod: PaymentMethod | string;
    readonly isPaid: boolean;
    readonly isRefunded: boolean;
  };

export type OrderListKind = 'current' | 'missed';

const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'inDelivery'];

/** True for a status that still needs work (pending, confirmed, in delivery). */
export function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** The instant an order is due (see the rules above). */
export function orderDueAt(order: OrderTiming): Date {
  const proposed = order.counterAppointmentStatus === 'proposed' ? order.counterAppointment : null;
  return (
    order.appointment ??
    proposed ??
    order.appointmentDate ??
    new Date(order.createdAt.getTime() + ASAP_CONFIRMATION_MINUTES * 60_000)
  );
}

/** True while an online payment has neither arrived nor failed (the order is not actionable yet). */
export function isAwaitingPayment(
  order: Pick<ListedOrder, 'paymentMethod' | 'isPaid' | 'isRefunded' | 'isFailed'>,
): boolean {
  const isOnline = isOnlinePayment(order.paymentMethod as PaymentMethod);
  return isOnline && !order.isPaid && !order.isRefunded && !order.isFailed;
}

/** True when a pending order is due and nobody confirmed it. */
export function isOrderMissed(order: ListedOrder, now: Date): boolean {
  if (orderStatusOf(order) !== 'pending' || isAwaitingPayment(order)) return false;
  return orderDueAt(order).getTime() <= now.getTime();
}

/** True while an actionable order waits for the shop's confirmation (pending, not unpaid online). */
export function isWaitingForConfirmation(
  order: OrderFlags & Pick<ListedOrder, 'paymentMethod' | 'isPaid' | 'isRefunded'>,
): boolean {
  return orderStatusOf(order) === 'pending' && !isAwaitingPayment(order);
}

/** The lists an order appears in besides the history: current (and missed), or none. */
export function orderListsOf(order: ListedOrder, now: Date): OrderListKind[] {
  if (!isOpenStatus(orderStatusOf(order)) || isAwaitingPayment(order)) return [];
  return isOrderMissed(order, now) ? ['current', 'missed'] : ['current'];
}

/** Whole minutes an order has waited since it was placed (never below 0). */
export function minutesWaited(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
}
