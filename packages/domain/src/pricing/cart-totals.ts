import type { DeliveryArea } from '../contracts/entities.ts';
import type { DeliveryMethod, PackagingChoice } from '../contracts/enums.ts';
import { deliveryFee } from '../delivery/delivery-fee.ts';
import type { CartItem } from '../items/cart-item.ts';
import type { Cents } from '../money/cents.ts';
import { isApproximateModel } from '../units/calculation-models.ts';
import type { TaxLine } from './bundle-vat.ts';
import { type LinePrice, priceLine } from './line-price.ts';
import { packagingDeposit } from './packaging-deposit.ts';

/** The order's packaging choice and the branch's deposit for reusable packaging (decision 051). */
export type PackagingOrder = { readonly choice: PackagingChoice | null; readonly deposit: Cents };

/** spec §3 Cart totals, plus whether any line is priced approximately ('ca.'/'ab'). */
export type CartTotals = {
  readonly net: Cents;
  readonly tax: Cents;
  readonly gross: Cents;
  /** Deposits (Pfand) of all lines, beside the items' prices; in the totals (decision 046). */
  readonly depositNet: Cents;
  readonly depositTax: Cents;
  readonly depositGross: Cents;
  /** The reusable packaging's deposit (gross, part of `depositGross`; 0 without, decision 051). */
  readonly packagingDeposit: Cents;
  readonly deliveryNet: Cents;
  readonly deliveryTax: Cents;
  readonly deliveryGross: Cents;
  readonly totalNet: Cents;
  readonly totalTax: Cents;
  readonly totalGross: Cents;
  /** Per rate, ascending, including deposits at their lines' rates and the delivery fee at the area's rate; sums to the totals. */
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
 * chosen area (delivery orders only), decided on the items' gross without deposits (spec §9;
 * a deposit is refunded on return, it is no order value, decision 046).
 */
export function priceCart(
  items: readonly CartItem[],
  method: DeliveryMethod,
  deliveryArea: DeliveryArea | null,
  packaging?: PackagingOrder,
): CartTotals {
  const lines: LinePrice[] = items.map((item) => priceLine(item, method));
  const taxes = new Map<number, TaxLine>();
  let net = 0;
  let tax = 0;
  let gross = 0;
  let depositNet = 0;
  let depositTax = 0;
  let depositGross = 0;
  for (const line of lines) {
    net += line.net;
    tax += line.tax;
    gross += line.gross;
    // A mixed-rate bundle adds its share to each rate (decision 051).
    for (const share of line.taxes) addToRate(taxes, share.rate, share);
    if (line.deposit.gross !== 0) {
      depositNet += line.deposit.net;
      depositTax += line.deposit.tax;
      depositGross += line.deposit.gross;
      addToRate(taxes, line.taxRate, line.deposit);
    }
  }
  // The reusable packaging's deposit, split over the goods' rates (decision 051); whether the
  // choice is offered is the draft's check (validateOrderDraft).
  const packed = packaging?.choice
    ? packagingDeposit(
        packaging.choice,
        packaging.deposit,
        lines.flatMap((line) => line.taxes),
      )
    : [];
  let packagingGross = 0;
  for (const share of packed) {
    depositNet += share.net;
    depositTax += share.tax;
    depositGross += share.gross;
    packagingGross += share.gross;
    addToRate(taxes, share.rate, share);
  }
  const area = method === 'delivery' ? deliveryArea : null;
  const fee = deliveryFee(area, gross);
  if (area && fee.gross !== 0) addToRate(taxes, area.tax, fee);
  return {
    net,
    tax,
    gross,
    depositNet,
    depositTax,
    depositGross,
    packagingDeposit: packagingGross,
    deliveryNet: fee.net,
    deliveryTax: fee.tax,
    deliveryGross: fee.gross,
    totalNet: net + depositNet + fee.net,
    totalTax: tax + depositTax + fee.tax,
    totalGross: gross + depositGross + fee.gross,
    taxes: [...taxes.values()].sort((a, b) => a.rate - b.rate),
    isApproximate: lines.some((line) => isApproximateModel(line.calculationModel)),
  };
}
