import type { Product } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { type Cents, multiplyCents } from '../money/cents.ts';
import { splitGross, taxRateFor } from '../money/tax.ts';

/** Net, tax and gross of everything taxed at one rate. */
export type TaxLine = {
  readonly rate: number;
  readonly net: Cents;
  readonly tax: Cents;
  readonly gross: Cents;
};

/** A part of a bundle as the split reads it: its single price for its amount, and its rate. */
export type BundleVatPart = { readonly value: Cents; readonly rate: number };

/**
 * The parts of a bundle for the VAT split, at the rates of the order type (spec §9): each part's
 * single price × its amount. [] when the product is no bundle, or when any part lacks the
 * snapshot of its price and rates (older snapshots): then the bundle keeps its own rate, as a
 * split over only some parts would shift the price onto them.
 * docs/decisions/051-bundle-vat-split-and-reusable-packaging.md
 */
export function bundleVatParts(
  product: Pick<Product, 'type' | 'bundleItems'>,
  method: DeliveryMethod,
): BundleVatPart[] {
  if (product.type !== 'bundle') return [];
  const items = product.bundleItems ?? [];
  const parts: BundleVatPart[] = [];
  for (const item of items) {
    const { price, tax, takeawayTax, dineInTax } = item;
    if (
      price === undefined ||
      tax === undefined ||
      takeawayTax === undefined ||
      dineInTax === undefined
    ) {
      return [];
    }
    parts.push({
      value: multiplyCents(price, item.amount),
      rate: taxRateFor({ tax, takeawayTax, dineInTax }, method),
    });
  }
  return parts;
}

/**
 * A bundle's gross price split across VAT rates in proportion to its parts' single prices (BMF
 * letter on the VAT of Sparmenüs: "Verhältnis der Einzelverkaufspreise"), cent-exact: the parts'
 * prices are summed per rate, each rate gets the floor of its exact share, and the cents left
 * over go one each to the rates with the largest remainders (ties: the higher rate first, so no
 * VAT is lost to rounding). The shares always sum to `gross`; each share is split into net and
 * tax at its rate (spec §9). Rates whose parts cost nothing get no line. When no part has a
 * price, or the gross is 0, the whole price stays at the bundle's own rate.
 * docs/decisions/051-bundle-vat-split-and-reusable-packaging.md
 */
export function splitBundleGross(
  gross: Cents,
  parts: readonly BundleVatPart[],
  ownRate: number,
): TaxLine[] {
  const weights = new Map<number, number>();
  for (const part of parts) {
    if (part.value > 0) weights.set(part.rate, (weights.get(part.rate) ?? 0) + part.value);
  }
  const total = [...weights.values()].reduce((sum, value) => sum + value, 0);
  if (total <= 0 || gross === 0) return [{ rate: ownRate, ...splitGross(gross, ownRate) }];
  // Integer arithmetic: gross × weight stays far below 2^53 for any real price.
  const shares = [...weights].map(([rate, weight]) => ({
    rate,
    gross: Math.floor((gross * weight) / total),
    remainder: (gross * weight) % total,
  }));
  let left = gross - shares.reduce((sum, share) => sum + share.gross, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.rate - a.rate);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.gross += 1;
    left -= 1;
  }
  return shares
    .sort((a, b) => a.rate - b.rate)
    .map((share) => ({ rate: share.rate, ...splitGross(share.gross, share.rate) }));
}
