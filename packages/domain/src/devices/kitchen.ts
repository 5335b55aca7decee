import type { OrderFlags } from '../orders/order-view.ts';
import { orderStatusOf } from '../orders/status.ts';

/**
 * The kitchen display (docs/decisions/034-kitchen-display.md): which orders the kitchen still has
 * to prepare and how urgent each ticket looks. "Fertig" (bump) is the kitchen's own mark on an
 * order and does not change the customer's status: a delivery that is cooked is not yet on its
 * way. The front desk or the order screen moves the status on.
 */

/** Minutes since confirmation from which a ticket turns amber, and red. */
export const KITCHEN_TIMER = { amberMinutes: 10, redMinutes: 20 } as const;

export type KitchenUrgency = 'normal' | 'amber' | 'red';

/** True while the kitchen still has to prepare the order: confirmed, open, not marked done. */
export function isKitchenOrder(order: OrderFlags & { kitchenDoneAt: Date | null }): boolean {
  return orderStatusOf(order) === 'confirmed' && order.kitchenDoneAt === null;
}

/** Whole minutes since the kitchen got the order (never below 0). */
export function kitchenMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** The colour of a ticket after `minutes` in the kitchen. */
export function kitchenUrgency(
  minutes: number,
  timer: { amberMinutes: number; redMinutes: number } = KITCHEN_TIMER,
): KitchenUrgency {
  if (minutes >= timer.redMinutes) return 'red';
  if (minutes >= timer.amberMinutes) return 'amber';
  return 'normal';
}
