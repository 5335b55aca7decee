import type { OrderUpdate, StaffOrder } from '@shop/domain';
import { orderCommand } from './orders-api.ts';

/** PUT /api/orders/{id}: the agreed time and the comment. */
export function updateOrderDetails(orderId: number, details: OrderUpdate): Promise<StaffOrder> {
  return orderCommand(orderId, '', { method: 'PUT', body: details });
}
