import type { DeliveryArea } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { deliveryFee } from '../delivery/delivery-fee.ts';
import type { CartItem } from '../items/cart-item.ts';
import type { Cents } from '../money/cents.ts';
import { isApproximateModel } from '../units/calculation-models.ts';
import { type LinePrice, priceLine } from './line-price.ts';

/** Net, tax and gross of everything taxed at one rate. */
export type TaxLine = {
  readonly rate: number;
  readonly net: Cents;
  readonly tax: Cents;
  readonly gross: Cents;
};

/** spec §3 Cart totals, plus whether any line is priced approximately ('ca.'/'ab'). */
export type CartTotals = {
  readonly net: Cents;
  readonly tax: Cents;
  readonly gross: Cents;
  readonly deliveryNet: Cents;
  readonly deliveryTax: Cents;
  readonly deliveryGross: Cents;
  readonly totalNet: Cents;
  readonly totalTax: Cents;
  readonly totalGross: Cents;
  /** Per rate, ascending, including the delivery fee at the area's rate; sums to the totals. */
  readonly taxes: readonly TaxLine[];
  readonly isApproximate: boolean;
};

function addToRate(taxes: Map<number, TaxLine>, rate: number, part: Omit<TaxLine, 'rate'>): void {
  const previous = taxes.get(rate) ?? { rate, net: 0, tax: 0, gross: 0 };
  taxes.set(rate, {
    rate,
    net: previous.net + part.net,
    tax: previous.tax + part.tax,
    gross: previous.gross + part.gross,
  });
}

/**
 * Totals of a cart for an order type: sums of the per-line prices, then the delivery fee of the
 * chosen area (delivery orders only), decided on the items' gross (spec §9).
 */
export function priceCart(
  items: readonly CartItem[],
  method: DeliveryMethod,
  deliveryArea: DeliveryArea | null,
): CartTotals {
  const lines: LinePrice[] = items.map((item) => priceLine(item, method));
  const taxes = new Map<number, TaxLine>();
  let net = 0;
  let tax = 0;
  let gross = 0;
  for (const line of lines) {
    net += line.net;
    tax += line.tax;
    gross += line.gross;
    addToRate(taxes, line.taxRate, line);
  }
  const area = method === 'delivery' ? deliveryArea : null;
  const fee = deliveryFee(area, gross);
  if (area && fee.gross !== 0) addToRate(taxes, area.tax, fee);
  return {
    net,
    tax,
    gross,
    deliveryNet: fee.net,
    deliveryTax: fee.tax,
    deliveryGross: fee.gross,
    totalNet: net + fee.net,
    totalTax: tax + fee.tax,
    totalGross: gross + fee.gross,
    taxes: [...taxes.values()].sort((a, b) => a.rate - b.rate),
    isApproximate: lines.some((line) => isApproximateModel(line.calculationModel)),
  };
}
