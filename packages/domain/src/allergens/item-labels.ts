import type { CartItem } from '../items/cart-item.ts';
import { type PartValueInput, selectedOptions } from '../items/parts.ts';
import { type LabelSum, sumLabels } from './allergens.ts';

/**
 * The allergens and additives of an item (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md):
 * those of the options chosen in its parts, summed; shown before the item enters the cart.
 */
export function itemLabels(
  item: Pick<CartItem, 'product'> & { readonly parts: readonly PartValueInput[] },
): LabelSum {
  const options = item.product.config.parts.flatMap((part, index) =>
    selectedOptions(part, item.parts[index]),
  );
  return sumLabels(options);
}
