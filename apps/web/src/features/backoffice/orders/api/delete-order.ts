import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { invalidateOrders, orderQueryOptions, orderUrl } from './orders-api.ts';

/** DELETE /api/orders/{id}. */
export async function deleteOrder(orderId: number): Promise<void> {
  await staffRequest(orderUrl(orderId), { method: 'DELETE' });
  queryClient.removeQueries({ queryKey: orderQueryOptions(orderId).queryKey });
  await invalidateOrders();
}
