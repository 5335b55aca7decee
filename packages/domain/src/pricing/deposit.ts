import type { Product } from '../contracts/entities.ts';
import type { PartValueInput } from '../items/parts.ts';
import { selectedOptions } from '../items/parts.ts';
import { type Cents, multiplyCents } from '../money/cents.ts';
import { splitGross, type TaxSplit } from '../money/tax.ts';

/**
 * Deposits (Pfand) for reusable packaging, docs/decisions/046-deposits-and-credit-notes.md.
 * PAngV §7: a deposit is named beside the price, never inside it; so a line keeps its price and
 * carries the deposit as its own amount, which the order total then includes.
 * VAT: the deposit is part of the consideration for the goods it belongs to (Abschn. 10.1 Abs. 8
 * UStAE), so it is taxed at the rate of its line's product.
 */

type DepositItem = {
  readonly product: Pick<Product, 'deposit' | 'config'>;
  readonly parts: readonly PartValueInput[];
};

/** Deposit per one product unit: the product's own plus that of every chosen option. */
export function unitDeposit(item: DepositItem): Cents {
  const options = item.product.config.parts.flatMap((part, index) =>
    selectedOptions(part, item.parts[index]),
  );
  let deposit = item.product.deposit ?? 0;
  for (const option of options) deposit += option.deposit ?? 0;
  return Math.max(0, deposit);
}

/** The deposit of a line: unit deposit × quantity in the product's unit, rounded once; split at the line's rate. */
export function lineDeposit(unit: Cents, quantity: number, taxRate: number): TaxSplit {
  return splitGross(multiplyCents(unit, quantity), taxRate);
}
