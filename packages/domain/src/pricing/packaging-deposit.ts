import type { DeliveryMethod, PackagingChoice } from '../contracts/enums.ts';
import type { Cents } from '../money/cents.ts';
import { formatMoney } from '../money/format.ts';
import { splitBundleGross, type TaxLine } from './bundle-vat.ts';

/**
 * The branch's offer of reusable packaging for food sold to go (§33 VerpackG), with its deposit
 * (decision 046: beside the price, not inside it): the branch's setting, the checkout's choice
 * and the order's deposit (`priceCart`'s `packaging`) all read this rule
 * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md).
 */

/** Reusable at the branch's deposit, or single-use; schema and type in contracts/enums.ts. */
export const PACKAGING_CHOICES = ['reusable', 'singleUse'] as const;

export type PackagingOffer = {
  readonly isReusablePackagingOffered: boolean;
  /** Cents per order for the reusable packaging. */
  readonly reusablePackagingDeposit: Cents;
};

/** Takeaway and delivery only (food sold to go); dine-in is served on the restaurant's plates. */
export function isPackagingChoiceOffered(offer: PackagingOffer, method: DeliveryMethod): boolean {
  return offer.isReusablePackagingOffered && method !== 'dineIn';
}

/** The choice as the checkout names it: "Mehrwegverpackung (Pfand 5,00 €)" or "Einwegverpackung". */
export function packagingChoiceLabel(choice: PackagingChoice, deposit: Cents): string {
  return choice === 'reusable'
    ? `Mehrwegverpackung (Pfand ${formatMoney(deposit)})`
    : 'Einwegverpackung';
}

/**
 * The packaging deposit per VAT rate. A deposit for packaging is part of the consideration for
 * the goods packed in it (decision 046, Abschn. 10.1 Abs. 8 UStAE), and one packaging holds the
 * whole order: so it is split across the goods' rates by their gross, cent-exact by the same
 * largest-remainder rule as a bundle's price (`splitBundleGross`). Without priced goods: 19 %.
 */
export function packagingDeposit(
  choice: PackagingChoice,
  deposit: Cents,
  goods: readonly Pick<TaxLine, 'rate' | 'gross'>[],
): TaxLine[] {
  if (choice !== 'reusable' || deposit <= 0) return [];
  return splitBundleGross(
    deposit,
    goods.map((line) => ({ value: line.gross, rate: line.rate })),
    19,
  );
}
