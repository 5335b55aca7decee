import type { PublicConfig } from '../contracts/entities.ts';
import { MESSAGES } from '../messages.ts';
import type { OrderFlags, OrderStatusView } from './order-view.ts';

/** spec §9: the status page polls every 10 s. */
export const STATUS_POLL_INTERVAL_MS = 10_000;

/** spec §4: polling stops once the order is completed, rejected, canceled or failed. */
export function shouldPollOrder(
  order: Pick<OrderFlags, 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>,
): boolean {
  return !(order.isCompleted || order.isRejected || order.isCanceled || order.isFailed);
}

/**
 * spec §4 Counter-appointment: asked when the shop proposed another time and the order is neither
 * confirmed nor rejected (we also skip canceled orders).
 */
export function isCounterAppointmentPending(
  order: Pick<OrderStatusView, 'counterAppointment' | 'isConfirmed' | 'isRejected' | 'isCanceled'>,
): boolean {
  return (
    Boolean(order.counterAppointment) &&
    !order.isConfirmed &&
    !order.isRejected &&
    !order.isCanceled
  );
}

/** spec §2: the ticket number is labelled 'Ticket', or 'Bestellnummer' when tickets are disabled. */
export function ticketLabel(config: Pick<PublicConfig, 'disableTickets'>): string {
  return config.disableTickets ? MESSAGES.orderNumberLabel : MESSAGES.ticketLabel;
}

/** spec §8: 'Ihre Bestellung wurde storniert.' plus the optional rejectionMessage; null otherwise. */
export function cancellationLines(
  order: Pick<OrderStatusView, 'isRejected' | 'isCanceled' | 'rejectionMessage'>,
): string[] | null {
  if (!order.isRejected && !order.isCanceled) return null;
  const reason = order.rejectionMessage?.trim();
  return reason ? [MESSAGES.orderCanceled, reason] : [MESSAGES.orderCanceled];
}
