import { ApiError } from '../../../../lib/api-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { orderUrl } from './orders-api.ts';

/**
 * POST /api/orders/{id}/print: a receipt job for every receipt printer of the order's branch
 * (docs/decisions/027-devices-and-print-jobs.md). A refusal names the spec §8 text and the reason
 * ("Beleg konnte nicht gedruckt werden: Für diese Filiale ist kein Bondrucker …"), shown as one.
 */
export async function printOrder(orderId: number): Promise<void> {
  try {
    await staffRequest(`${orderUrl(orderId)}/print`, { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError) || error.errors.length < 2) throw error;
    const [first] = error.errors;
    const message = error.errors.map((entry) => entry.message).join(': ');
    throw new ApiError(error.status, [{ code: first?.code ?? 'unknown', message }]);
  }
}
