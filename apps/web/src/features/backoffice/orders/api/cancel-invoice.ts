import { staffRequest } from '../../session/api/staff-request.ts';
import { invalidateOrders, orderUrl } from './orders-api.ts';

/**
 * POST /api/orders/{id}/credit-note: "Rechnung stornieren" issues the credit note of the order's
 * invoice (docs/decisions/050-credit-notes.md).
 */
export async function cancelInvoice(orderId: number): Promise<void> {
  await staffRequest(`${orderUrl(orderId)}/credit-note`, { method: 'POST' });
  await invalidateOrders();
}
