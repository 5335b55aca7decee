import { isOnlinePayment } from '../checkout/payment-methods.ts';
import { MESSAGES } from '../messages.ts';
import type { OrderFlags, OrderStatusView } from './order-view.ts';
import { orderStatusOf } from './status.ts';

export type TimelineStepKey =
  | 'waiting'
  | 'confirmed'
  | 'inDelivery'
  | 'readyForPickup'
  | 'serving'
  | 'completed'
  | 'canceled';
export type TimelineStep = {
  readonly key: TimelineStepKey;
  readonly label: string;
  readonly state: 'done' | 'current' | 'upcoming';
};

const LABELS: Readonly<Record<TimelineStepKey, string>> = {
  waiting: MESSAGES.statusWaiting,
  confirmed: MESSAGES.statusConfirmed,
  inDelivery: MESSAGES.statusInDelivery,
  readyForPickup: MESSAGES.statusReadyForPickup,
  serving: MESSAGES.statusServing,
  completed: MESSAGES.statusCompleted,
  canceled: MESSAGES.statusCanceled,
};

const step = (key: TimelineStepKey, state: TimelineStep['state']): TimelineStep => ({
  key,
  label: LABELS[key],
  state,
});

/** The third step: in delivery, 'Abholbereit' (takeaway, spec §4) or 'Wird serviert' (dine-in, docs/decisions/016). */
function thirdStep(order: Pick<OrderStatusView, 'isDelivery' | 'isDineIn'>): TimelineStepKey {
  if (order.isDelivery) return 'inDelivery';
  return order.isDineIn ? 'serving' : 'readyForPickup';
}

/**
 * spec §4 customer timeline: waiting → confirmed → in delivery (delivery), 'Abholbereit'
 * (takeaway) or 'Wird serviert' (dine-in, where the spec gives no word; docs/decisions/016) →
 * 'Abgeschlossen'. Rejected, canceled and (ours) failed orders show the steps they reached, then
 * 'Bestellung storniert'.
 */
export function orderTimeline(
  order: OrderFlags & Pick<OrderStatusView, 'isDelivery' | 'isDineIn'>,
): TimelineStep[] {
  const keys: TimelineStepKey[] = ['waiting', 'confirmed', thirdStep(order), 'completed'];
  const status = orderStatusOf(order);
  if (status === 'rejected' || status === 'canceled' || status === 'failed') {
    const reached = 1 + (order.isConfirmed ? 1 : 0) + (order.isInDelivery ? 1 : 0);
    return [...keys.slice(0, reached).map((key) => step(key, 'done')), step('canceled', 'current')];
  }
  const current = { pending: 0, confirmed: 1, inDelivery: 2, completed: 3 }[status];
  return keys.map((key, index) => {
    if (index < current || status === 'completed') return step(key, 'done');
    return step(key, index === current ? 'current' : 'upcoming');
  });
}

export type PaymentStatus = {
  readonly key: 'waiting' | 'paid' | 'refunded';
  readonly label: string;
};

/** spec §4: online payments show waiting for receipt, paid or refunded; null for offline methods. */
export function paymentStatus(
  order: Pick<OrderStatusView, 'paymentMethod' | 'isPaid' | 'isRefunded'>,
): PaymentStatus | null {
  if (!isOnlinePayment(order.paymentMethod)) return null;
  if (order.isRefunded) return { key: 'refunded', label: MESSAGES.paymentRefunded };
  if (order.isPaid) return { key: 'paid', label: MESSAGES.paymentPaid };
  return { key: 'waiting', label: MESSAGES.paymentWaiting };
}
