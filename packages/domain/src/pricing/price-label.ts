import type { Product } from '../contracts/entities.ts';
import type { CalculationModel } from '../contracts/enums.ts';
import type { Cents } from '../money/cents.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../money/format.ts';
import { calculationModelPrefix } from '../units/calculation-models.ts';
import { unitLabel, unitTypeOf } from '../units/units.ts';

/** spec §9: the donation shown is 0.07 in the shop currency, funded by the shop. */
export const DONATION_AMOUNT_CENTS: Cents = 7;

/** A price with its calculation-model prefix (spec §3): "12,50 €", "ca. 12,50 €", "ab 12,50 €". */
export function priceLabel(
  cents: Cents,
  model: CalculationModel = 'fixed',
  currency: string = DEFAULT_CURRENCY,
): string {
  const prefix = calculationModelPrefix(model);
  const amount = formatMoney(cents, currency);
  return prefix ? `${prefix} ${amount}` : amount;
}

/**
 * The price shown on a product card (spec §2): the unit price with its calculation-model prefix,
 * per unit for products sold by weight, volume, length, area or cubic measure ("6,90 € / kg");
 * null when the product's price is hidden (isPriceHidden).
 */
export function productPriceLabel(
  product: Pick<Product, 'price' | 'calculationModel' | 'unit' | 'isPriceHidden'>,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  if (product.isPriceHidden) return null;
  const label = priceLabel(product.price, product.calculationModel, currency);
  return unitTypeOf(product.unit) === 'amount' ? label : `${label} / ${unitLabel(product.unit)}`;
}
