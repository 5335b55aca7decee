import { itemLabels, type LineLabels, type Product } from '@shop/domain';
import type { OrderPartSnapshot } from './order-checkout.ts';
import { partValuesOf } from './order-lines.ts';
import type { OrderItemRow } from './orders.repository.ts';

/**
 * The allergens and additives of an order line (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md):
 * the codes of the product as bought (its snapshot) and of the options chosen, summed by the
 * domain, so receipts and labels show what was sold even after catalogue edits. Unknown codes in
 * an old snapshot are dropped by the sum; a snapshot without parts gives its product's codes.
 */
export function lineLabels(row: Pick<OrderItemRow, 'product' | 'parts'>): LineLabels {
  const snapshot = row.product as unknown as Partial<Product>;
  const product = {
    allergenCodes: Array.isArray(snapshot.allergenCodes) ? snapshot.allergenCodes : [],
    additiveCodes: Array.isArray(snapshot.additiveCodes) ? snapshot.additiveCodes : [],
    config: { parts: Array.isArray(snapshot.config?.parts) ? snapshot.config.parts : [] },
  };
  const parts = partValuesOf(product as Product, row.parts as OrderPartSnapshot[]);
  const sum = itemLabels({ product, parts });
  return { allergens: [...sum.allergens], additives: [...sum.additives] };
}
