import type { CalculationModel } from '../contracts/enums.ts';
import type { Cents } from '../money/cents.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../money/format.ts';
import { calculationModelPrefix } from '../units/calculation-models.ts';

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
