import type { Category, Product } from '../contracts/entities.ts';
import { MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import { availabilityOf } from './visibility.ts';

type Schedulable = Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>;

export type OrderableInput = {
  readonly product: Pick<Product, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>;
  /** The categories of the branch's active menu that list the product (empty: not in the menu). */
  readonly categories: readonly Schedulable[];
  /** Units left (products.stock), null for unlimited. */
  readonly stock: number | null;
  /** Ordered quantity in the product's own unit, over all lines of the order. */
  readonly quantity: number;
  /** The order time: the appointment, or now for 'as soon as possible'. */
  readonly at: Date;
  readonly timeZone: string;
  /** Marked "Heute ausverkauft" at the branch for the business day of `at` (sold-out.ts). */
  readonly isSoldOutToday?: boolean;
};

export type OrderableError = {
  readonly code: 'productUnavailable' | 'productSoldOut';
  readonly message: string;
};

/** Stock counts units of the product's own unit; a started unit takes a whole one (ours). */
export function stockUnitsFor(quantity: number): number {
  return Math.max(0, Math.ceil(quantity - 1e-9));
}

/**
 * Whether a product may be ordered (spec §4 menu and visibility): it is in the branch's active
 * menu, enabled with its schedule active at the order time, in at least one available category,
 * and enough stock is left. Greyed products (visible when unavailable) are not orderable.
 */
export function checkProductOrderable(input: OrderableInput): Result<null, OrderableError> {
  const { at, timeZone } = input;
  const isListed = input.categories.some(
    (category) => availabilityOf(category, at, timeZone).isAvailable,
  );
  if (!isListed || !availabilityOf(input.product, at, timeZone).isAvailable) {
    return err({ code: 'productUnavailable', message: MESSAGES.productUnavailable });
  }
  if (input.isSoldOutToday) {
    return err({ code: 'productSoldOut', message: MESSAGES.productSoldOutToday });
  }
  if (input.stock !== null && input.stock < stockUnitsFor(input.quantity)) {
    return err({ code: 'productSoldOut', message: MESSAGES.productSoldOut });
  }
  return ok(null);
}
