import type { OrderLineUpdate, StaffOrder } from '@shop/domain';
import { orderCommand } from './orders-api.ts';

/** PUT /api/orders/{id}/items/{index}: the server re-prices the line and the order. */
export function updateOrderLine(
  orderId: number,
  index: number,
  line: OrderLineUpdate,
): Promise<StaffOrder> {
  return orderCommand(orderId, `/items/${index}`, { method: 'PUT', body: line });
}
