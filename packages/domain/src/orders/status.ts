import type { ApiError } from '../contracts/api.ts';
import {
  ORDER_STATUS_ACTIONS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusAction,
  orderStatusActionSchema,
  orderStatusSchema,
} from '../contracts/orders.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import type { OrderFlags } from './order-view.ts';

/** The status enums are contracts (contracts/orders.ts); re-exported for older imports. */
export {
  ORDER_STATUS_ACTIONS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusAction,
  orderStatusActionSchema,
  orderStatusSchema,
};

/**
 * Allowed transitions. The spec leaves them open (§9 "Not shown: allowed status transitions");
 * ours follow the customer timeline of §4:
 * - pending → confirmed | rejected | canceled | failed: the shop accepts or declines (reject), the
 *   customer or shop cancels, or the online payment fails.
 * - confirmed → inDelivery | completed | canceled: 'in delivery' means out for delivery, or
 *   'Abholbereit' for takeaway; a takeaway may also be completed straight away.
 * - inDelivery → completed | canceled.
 * - completed, rejected, canceled and failed are final; rejecting is only possible before
 *   confirmation, later the order is canceled instead.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'rejected', 'canceled', 'failed'],
  confirmed: ['inDelivery', 'completed', 'canceled'],
  inDelivery: ['completed', 'canceled'],
  completed: [],
  rejected: [],
  canceled: [],
  failed: [],
};

/** True when an order may move from one status to another. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export const STATUS_OF_ACTION: Readonly<Record<OrderStatusAction, OrderStatus>> = {
  cancel: 'canceled',
  confirm: 'confirmed',
  reject: 'rejected',
  'in-delivery': 'inDelivery',
  completed: 'completed',
};

/** The back-office name of a status; 'inDelivery' reads 'Abholbereit' for takeaway and dine-in (spec §4). */
export function orderStatusLabel(status: OrderStatus, isDelivery: boolean): string {
  const labels: Record<OrderStatus, string> = {
    pending: MESSAGES.orderStatusPending,
    confirmed: MESSAGES.orderStatusConfirmed,
    inDelivery: isDelivery ? MESSAGES.orderStatusInDelivery : MESSAGES.orderStatusReadyForPickup,
    completed: MESSAGES.orderStatusCompleted,
    rejected: MESSAGES.orderStatusRejected,
    canceled: MESSAGES.orderStatusCanceled,
    failed: MESSAGES.orderStatusFailed,
  };
  return labels[status];
}

function actionParticiple(action: OrderStatusAction, isDelivery: boolean): string {
  const participles: Record<OrderStatusAction, string> = {
    cancel: MESSAGES.actionCanceled,
    confirm: MESSAGES.actionConfirmed,
    reject: MESSAGES.actionRejected,
    'in-delivery': isDelivery ? MESSAGES.actionInDelivery : MESSAGES.actionReadyForPickup,
    completed: MESSAGES.actionCompleted,
  };
  return participles[action];
}

/**
 * The status after a back-office action, or the German refusal (the server answers it with 409):
 * 'Bestellstatus konnte nicht geändert werden' (spec §8) with the status and the action named.
 */
export function applyStatusAction(
  status: OrderStatus,
  action: OrderStatusAction,
  options: { isDelivery?: boolean } = {},
): Result<OrderStatus, ApiError> {
  const next = STATUS_OF_ACTION[action];
  if (!canTransition(status, next)) {
    const isDelivery = options.isDelivery ?? true;
    const message = fillMessage(MESSAGES.transitionNotAllowed, {
      status: orderStatusLabel(status, isDelivery),
      action: actionParticiple(action, isDelivery),
    });
    return err({ code: 'transitionNotAllowed', message });
  }
  return ok(next);
}

/** The actions a staff member may take on an order in this status (the buttons to show). */
export function allowedStatusActions(status: OrderStatus): OrderStatusAction[] {
  return ORDER_STATUS_ACTIONS.filter((action) => canTransition(status, STATUS_OF_ACTION[action]));
}

/** The status the flags describe; a final flag wins over progress flags. */
export function orderStatusOf(flags: OrderFlags): OrderStatus {
  if (flags.isFailed) return 'failed';
  if (flags.isCanceled) return 'canceled';
  if (flags.isRejected) return 'rejected';
  if (flags.isCompleted) return 'completed';
  if (flags.isInDelivery) return 'inDelivery';
  return flags.isConfirmed ? 'confirmed' : 'pending';
}

/**
 * The flags after moving to a status: earlier progress flags stay (they are the history), the new
 * one is set, confirmation is implied by delivery and completion, and a completed delivery order
 * is also delivered (spec §4).
 */
export function applyStatusToFlags(
  flags: OrderFlags,
  status: OrderStatus,
  isDelivery: boolean,
): OrderFlags {
  const next = { ...flags };
  if (status === 'confirmed' || status === 'inDelivery' || status === 'completed')
    next.isConfirmed = true;
  if (status === 'inDelivery') next.isInDelivery = true;
  if (status === 'completed') {
    next.isCompleted = true;
    next.isDelivered = next.isDelivered || isDelivery;
  }
  if (status === 'rejected') next.isRejected = true;
  if (status === 'canceled') next.isCanceled = true;
  if (status === 'failed') next.isFailed = true;
  return next;
}
