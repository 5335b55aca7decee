import type { CalculationModel, DeliveryMethod } from '../contracts/enums.ts';
import type { CartItem } from '../items/cart-item.ts';
import { type PartValueInput, selectedOptions } from '../items/parts.ts';
import { type Cents, multiplyCents } from '../money/cents.ts';
import { type TaxSplit, taxRateFor } from '../money/tax.ts';
import { quantityRulesFor } from '../units/unit-options.ts';
import { cleanQuantity } from '../units/units.ts';
import { bundleVatParts, splitBundleGross, type TaxLine } from './bundle-vat.ts';
import { lineDeposit, unitDeposit } from './deposit.ts';

/**
 * The pricing order, written down once (STYLE.md "Domain"):
 *   unit price → part modifiers → quantity and unit → tax (this file)
 *   → totals → delivery fee (cart-totals.ts, delivery/delivery-fee.ts).
 * Rounding happens once per line, when unit price × quantity becomes cents; the line's net is then
 * derived from its gross at the line's rate (spec §9 "Tax per item … rounded to 2 decimals").
 */
export type LinePrice = {
  /** Unit price after part modifiers, in cents per product unit. */
  readonly unitPrice: Cents;
  /** The ordered amount expressed in the product's own unit. */
  readonly quantity: number;
  /** The product's own rate for the order type (a mixed-rate bundle's lines are in `taxes`). */
  readonly taxRate: number;
  readonly gross: Cents;
  /**
   * The line's gross per VAT rate, summing to gross, net and tax: one line at `taxRate`, or for a
   * bundle its price split by the parts' single prices
   * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md).
   */
  readonly taxes: readonly TaxLine[];
  readonly net: Cents;
  readonly tax: Cents;
  readonly calculationModel: CalculationModel;
  /**
   * Deposit (Pfand) per product unit and for the line, beside the price: `gross` never includes
   * it (decision 046). Taxed at the line's rate.
   */
  readonly unitDeposit: Cents;
  readonly deposit: TaxSplit;
};

type PricedItem = Pick<CartItem, 'product'> & { readonly parts: readonly PartValueInput[] };

/**
 * Unit price with part modifiers: the last 'overwrite' option replaces the product price, then every
 * 'add' and 'subtract' applies; never below 0 (our reading, the spec names only the modifiers).
 */
export function unitPriceWithModifiers(item: PricedItem): Cents {
  const options = item.product.config.parts.flatMap((part, index) =>
    selectedOptions(part, item.parts[index]),
  );
  let price = item.product.price;
  for (const option of options) {
    if (option.modifier === 'overwrite') price = option.value;
  }
  for (const option of options) {
    if (option.modifier === 'add') price += option.value;
    if (option.modifier === 'subtract') price -= option.value;
  }
  return Math.max(0, price);
}

/** Prices one cart line for an order type; throws if the line's unit is not sold (a bug upstream). */
export function priceLine(item: CartItem, method: DeliveryMethod): LinePrice {
  const rules = quantityRulesFor(item.product, item.unit);
  if (!rules) {
    throw new RangeError(`priceLine: product ${item.product.id} is not sold in ${item.unit}`);
  }
  const unitPrice = unitPriceWithModifiers(item);
  const quantity = cleanQuantity(item.amount * rules.ratio);
  const taxRate = taxRateFor(item.product, method);
  const gross = multiplyCents(unitPrice, quantity);
  const taxes = splitBundleGross(gross, bundleVatParts(item.product, method), taxRate);
  const depositPerUnit = unitDeposit(item);
  return {
    unitPrice,
    quantity,
    taxRate,
    gross,
    net: taxes.reduce((sum, line) => sum + line.net, 0),
    tax: taxes.reduce((sum, line) => sum + line.tax, 0),
    taxes,
    calculationModel: rules.calculationModel,
    unitDeposit: depositPerUnit,
    deposit: lineDeposit(depositPerUnit, quantity, taxRate),
  };
}
