import { type DeliveryMethod, fullSlotsSchema, limitsSlots, type SlotCapacity } from '@shop/domain';
import { apiGet } from '../../../../lib/api-client.ts';

/**
 * The starts of a date's full capacity slots of a branch for an order type (GET
 * /api/branches/{id}/full-slots, docs/decisions/037-slot-capacity.md), for the time picker to
 * leave them out. A branch without a maximum for the type asks nothing; an unanswered request offers every time (the order check still refuses a
 * full slot with its German message).
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
    return fullSlotsSchema.parse(await apiGet(url)).fullSlotStarts;
  } catch {
    return [];
  }
}
