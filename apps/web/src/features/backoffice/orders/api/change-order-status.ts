import type { OrderStatusAction, StaffOrder } from '@shop/domain';
import { orderCommand } from './orders-api.ts';

/** POST /api/orders/{id}/status/{action}; reject and cancel may carry the customer's message. */
export function changeOrderStatus(
  orderId: number,
  action: OrderStatusAction,
  rejectionMessage?: string,
): Promise<StaffOrder> {
  const body = rejectionMessage ? { rejectionMessage } : {};
  return orderCommand(orderId, `/status/${action}`, { body });
}
