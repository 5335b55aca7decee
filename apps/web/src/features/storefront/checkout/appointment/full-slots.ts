import { type DeliveryMethod, limitsSlots, type SlotCapacity } from '@shop/domain';
import { apiGet } from '../../../../lib/api-client.ts';

/**
 * The answer's contract holds zod: it loads with the first request, in parallel with it, not with
 * the checkout page (docs/budgets.md P6, as the order's own checks in ../use-checkout-submit.ts).
 */
const loadContract = () => import('./full-slots-contract.ts');

/**
 * The starts of a date's full capacity slots of a branch for an order type (GET
 * /api/branches/{id}/full-slots, docs/decisions/037-slot-capacity.md), for the time picker to
 * leave them out. A branch without a maximum for the type asks nothing; an unanswered request
 * offers every time (the order check still refuses a full slot with its German message).
 */
export async function fullSlotStartsOf(
  branchId: number,
  date: string,
  capacity: SlotCapacity,
  method: DeliveryMethod,
): Promise<string[]> {
  if (!limitsSlots(capacity, method)) return [];
  try {
    const url = `/api/branches/${branchId}/full-slots?date=${encodeURIComponent(date)}&type=${method}`;
    const [answer, { fullSlotsSchema }] = await Promise.all([apiGet(url), loadContract()]);
    return fullSlotsSchema.parse(answer).fullSlotStarts;
  } catch {
    return [];
  }
}
