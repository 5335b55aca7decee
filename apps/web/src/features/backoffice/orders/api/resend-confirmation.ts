import type { StaffOrder } from '@shop/domain';
import { orderCommand } from './orders-api.ts';

/** POST /api/orders/{id}/resend-new-order-email | -sms (queued in the server's outbox). */
export function resendConfirmation(orderId: number, channel: 'email' | 'sms'): Promise<StaffOrder> {
  return orderCommand(orderId, `/resend-new-order-${channel}`);
}
