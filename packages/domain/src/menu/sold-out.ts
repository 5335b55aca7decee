import type { LocalDate } from '../hours/local-date.ts';
import { localDateOf } from '../hours/time-zone.ts';

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): a branch's staff mark a product as
 * sold out for the business day; the mark names its day, so the product is back the next day
 * without anyone taking the mark off.
 */

/** The shop's business day of an instant: its calendar date in the shop's time zone. */
export function businessDayOf(instant: Date, timeZone: string): LocalDate {
  return localDateOf(instant, timeZone);
}

/** One mark: the product is sold out at a branch on that business day. */
export type SoldOutMark = { readonly productId: number; readonly businessDay: LocalDate };

/** Whether a product is marked sold out on the business day of `at` (the order time). */
export function isSoldOutOn(
  marks: readonly SoldOutMark[],
  productId: number,
  at: Date,
  timeZone: string,
): boolean {
  const day = businessDayOf(at, timeZone);
  return marks.some((mark) => mark.productId === productId && mark.businessDay === day);
}
