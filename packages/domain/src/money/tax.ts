import type { Product } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { type Cents, roundCents } from './cents.ts';

/** A gross amount split into net and tax at one rate; net + tax === gross always. */
export type TaxSplit = { readonly gross: Cents; readonly net: Cents; readonly tax: Cents };

/** Net from gross at a percent rate: spec §9 "net = gross / (1 + rate/100), rounded to 2 decimals". */
export function netFromGross(gross: Cents, ratePercent: number): Cents {
  if (!(ratePercent >= 0)) {
    throw new RangeError(`netFromGross: invalid tax rate (${ratePercent})`);
  }
  // gross * 100 / (100 + rate) is the same quotient with less binary noise than gross / (1 + rate/100).
  return roundCents((gross * 100) / (100 + ratePercent));
}

/** Splits a gross amount into net and tax; the tax is the residue so the parts always add up. */
export function splitGross(gross: Cents, ratePercent: number): TaxSplit {
  const net = netFromGross(gross, ratePercent);
  return { gross, net, tax: gross - net };
}

/** Tax rate of a product for an order type: spec §9 delivery → tax, dine-in → dineInTax, else takeawayTax. */
export function taxRateFor(
  product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>,
  method: DeliveryMethod,
): number {
  if (method === 'delivery') return product.tax;
  if (method === 'dineIn') return product.dineInTax;
  return product.takeawayTax;
}
