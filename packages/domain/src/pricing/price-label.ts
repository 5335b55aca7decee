import type { PartOption, Product } from '../contracts/entities.ts';
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

/**
 * The price effect of a part option (spec §3 Configurable part: modifier add/subtract/overwrite):
 * "+ 1,50 €", "− 1,00 €" or the overwriting price; '' for a zero add or subtract. Modifiers change
 * the unit price before it is multiplied by the amount (line-price.ts, unitPriceWithModifiers), so
 * on a product sold by weight, volume, … they are per unit: "+ 0,50 € / kg".
 */
export function optionModifierLabel(
  option: Pick<PartOption, 'modifier' | 'value'>,
  product: Pick<Product, 'unit'>,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (option.modifier !== 'overwrite' && option.value === 0) return '';
  const amount = formatMoney(option.value, currency);
  const perUnit = unitTypeOf(product.unit) === 'amount' ? '' : ` / ${unitLabel(product.unit)}`;
  const sign = option.modifier === 'add' ? '+ ' : option.modifier === 'subtract' ? '− ' : '';
  return `${sign}${amount}${perUnit}`;
}
