import { staffRequest } from '../../session/api/staff-request.ts';
import { invalidateOrders, orderUrl } from './orders-api.ts';

/** POST /api/orders/{id}/update-payment-status: asks the payment provider again. */
export async function checkPayment(orderId: number): Promise<void> {
  await staffRequest(`${orderUrl(orderId)}/update-payment-status`, { method: 'POST' });
  await invalidateOrders();
}
