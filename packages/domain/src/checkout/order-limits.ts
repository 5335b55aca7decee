import type { ApiError } from '../contracts/api.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { formatMoney } from '../money/format.ts';

/**
 * The bounds of one order (docs/decisions/014-order-limits-and-public-addresses.md). The spec
 * names none; these keep a single request from tying up the shop while leaving room for a
 * large catering order. Amounts are also bound by the product's or unit's own minimum, maximum
 * and step (spec §5 Quantity, validateCartItem); the ceiling here holds when a product sets no
 * maximum.
 */
export const ORDER_LIMITS = {
  /** Lines per order. */
  maxLines: 100,
  /** Part values per line (one per part of a configurable product). */
  maxPartsPerLine: 50,
  /** Values of one multi-value part (multiselect, images, files). */
  maxValuesPerPart: 50,
  /** Characters of one part value (an option name, a text or an upload address). */
  maxPartValueLength: 2000,
  /** Shop-wide ceiling of a line's amount, in the line's unit. */
  maxAmount: 1000,
  /** Highest order total (goods and delivery), in cents: 10.000,00 €. */
  maxTotalCents: 1_000_000,
  /**
   * Bytes of a POST /api/orders body: a full order of maxLines lines with parts and every text
   * field at its longest fits with room to spare; anything larger is refused before it is read.
   */
  maxBodyBytes: 128 * 1024,
} as const;

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
