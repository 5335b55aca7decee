import {
  type AlternativeUnit,
  type ReferencePrice,
  referencePrice,
  UNIT_DEFINITIONS,
  type Unit,
} from '@shop/domain';
import type { OrderItemRow } from './orders.repository.ts';

/**
 * The Grundpreis of an order line (PAngV; docs/decisions/032-unit-prices-allergens-additives.md),
 * from the line's unit price after modifiers and the units of the product as bought (its snapshot);
 * null when the price is hidden or the product has no weight or volume unit.
 */
export function lineReferencePrice(
  row: Pick<OrderItemRow, 'product' | 'unitPrice'>,
): ReferencePrice | null {
  const product = row.product;
  if (product.isPriceHidden === true) return null;
  const unit = product.unit;
  if (typeof unit !== 'string' || !(unit in UNIT_DEFINITIONS)) return null;
  const alternativeUnits = Array.isArray(product.alternativeUnits)
    ? (product.alternativeUnits as AlternativeUnit[])
    : [];
  return referencePrice(row.unitPrice, { unit: unit as Unit, alternativeUnits });
}
