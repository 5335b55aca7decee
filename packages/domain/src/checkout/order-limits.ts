import type { ApiError } from '../contracts/api.ts';
import { ORDER_LIMITS } from '../contracts/values.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { formatMoney } from '../money/format.ts';

export { ORDER_LIMITS };

/**
 * The total's bound (field `total`): a German 422 error when the order's gross total is above
 * ORDER_LIMITS.maxTotalCents, else null.
 */
export function orderTotalError(grossCents: number, currency?: string): ApiError | null {
  if (grossCents <= ORDER_LIMITS.maxTotalCents) return null;
  return {
    code: 'orderTotalTooHigh',
    field: 'total',
    message: fillMessage(MESSAGES.orderTotalTooHigh, {
      amount: formatMoney(ORDER_LIMITS.maxTotalCents, currency),
    }),
  };
}
