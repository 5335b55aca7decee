import { FRONTDESK_COLUMNS, type FrontdeskColumn } from '../contracts/frontdesk.ts';
import { localDateOf } from '../hours/time-zone.ts';

/** The columns are a contract (contracts/frontdesk.ts); re-exported for older imports. */
export { FRONTDESK_COLUMNS, type FrontdeskColumn };

import { isAwaitingPayment, isOpenStatus, type ListedOrder, orderDueAt } from './order-lists.ts';
import {
  allowedStatusActions,
  type OrderStatus,
  type OrderStatusAction,
  orderStatusOf,
} from './status.ts';

/**
 * The front desk: a branch tablet that works with an API key alone and shows the
 * day's orders by status. Our rules, the spec names only the calls (§6, §7):
 *
 * - The day's orders: due today (shop time zone), plus open orders due earlier (they still need
 *   work). Rejected, canceled and failed orders and unpaid online orders are not shown.
 * - Columns: new (pending), in preparation (confirmed), ready / on the way (in delivery),
 *   completed.
 * - The key may confirm, mark ready / in delivery and complete — the everyday steps at the counter.
 *   Rejecting, canceling, counter-appointments, edits and deletes need a staff login (they carry
 *   messages to the customer or change money).
 */

/** The status actions an API key may take. */
export const FRONTDESK_ACTIONS: readonly OrderStatusAction[] = [
  'confirm',
  'in-delivery',
  'completed',
];

const COLUMN_OF: Partial<Record<OrderStatus, FrontdeskColumn>> = {
  pending: 'new',
  confirmed: 'preparing',
  inDelivery: 'ready',
  completed: 'completed',
};

/** The column an order stands in, or null when the front desk does not show it. */
export function frontdeskColumnOf(order: ListedOrder): FrontdeskColumn | null {
  if (isAwaitingPayment(order)) return null;
  return COLUMN_OF[orderStatusOf(order)] ?? null;
}

/** True for an order of the front desk's day (see the rules above). */
export function isFrontdeskOrder(order: ListedOrder, now: Date, timeZone: string): boolean {
  if (frontdeskColumnOf(order) === null) return false;
  const dueDay = localDateOf(orderDueAt(order), timeZone);
  const today = localDateOf(now, timeZone);
  return dueDay === today || (dueDay < today && isOpenStatus(orderStatusOf(order)));
}

/** The actions the front desk offers for an order in this status. */
export function frontdeskActionsFor(status: OrderStatus): OrderStatusAction[] {
  return allowedStatusActions(status).filter((action) => FRONTDESK_ACTIONS.includes(action));
}
