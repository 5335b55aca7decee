import type { CartItem } from '../items/cart-item.ts';
import { type PartValueInput, selectedOptions } from '../items/parts.ts';
import { type LabelSum, sumLabels } from './allergens.ts';

type LabelledProduct = Pick<CartItem['product'], 'config'> & {
  readonly allergenCodes?: CartItem['product']['allergenCodes'] | undefined;
  readonly additiveCodes?: CartItem['product']['additiveCodes'] | undefined;
};

/**
 * The allergens and additives of an item (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md):
 * the product's own codes and those of the options chosen in its parts, summed; shown before the
 * item enters the cart, on receipts and on labels.
 */
export function itemLabels(item: {
  readonly product: LabelledProduct;
  readonly parts: readonly PartValueInput[];
}): LabelSum {
  const options = item.product.config.parts.flatMap((part, index) =>
    selectedOptions(part, item.parts[index]),
  );
  return sumLabels([
    { allergens: item.product.allergenCodes, additives: item.product.additiveCodes },
    ...options,
  ]);
}

/** The product's own codes only (the product row, before any option is chosen). */
export function productLabels(product: Omit<LabelledProduct, 'config'>): LabelSum {
  return sumLabels([{ allergens: product.allergenCodes, additives: product.additiveCodes }]);
}
