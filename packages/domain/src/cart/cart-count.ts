import type { CartItem } from '../items/cart-item.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { formatQuantity } from '../money/format.ts';
import { unitTypeOf } from '../units/units.ts';

/**
 * spec §3 Cart item: amounts count as units for weight or volume unit types. We read this as: a
 * line in a piece-like unit counts its amount, a line measured in weight, volume, length, area or
 * cubic units counts as one product (500 g of cheese is 1 product, not 500).
 */
export function cartProductCount(items: readonly Pick<CartItem, 'amount' | 'unit'>[]): number {
  return items.reduce(
    (count, item) => count + (unitTypeOf(item.unit) === 'amount' ? Math.max(0, item.amount) : 1),
    0,
  );
}

/** spec §2: '1 Produkt im Warenkorb' / 'N Produkte im Warenkorb' / 'Keine Produkte im Warenkorb'. */
export function cartCountText(count: number): string {
  if (!(count > 0)) return MESSAGES.cartEmpty;
  const template = count === 1 ? MESSAGES.cartCountOne : MESSAGES.cartCountMany;
  return fillMessage(template, { count: formatQuantity(count) });
}

/** spec §2 cart panel: 'Keine Produkte im Warenkorb' also while the branch is closed without preorder. */
export function cartPanelText(
  items: readonly Pick<CartItem, 'amount' | 'unit'>[],
  isClosedWithoutPreorder: boolean,
): string {
  return isClosedWithoutPreorder ? MESSAGES.cartEmpty : cartCountText(cartProductCount(items));
}
