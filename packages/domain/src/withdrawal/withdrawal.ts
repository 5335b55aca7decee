/**
 * The right of withdrawal a customer has for an order (§ 312g BGB; docs/decisions/048-withdrawal-and-staff-fixes.md).
 * Food and drinks delivered for a date, and goods that spoil quickly, carry no right of withdrawal
 * (§ 312g Abs. 2 Nr. 2 und Nr. 9 BGB); shelf-stable goods (wine, jars, packaged sweets) keep the
 * 14 days. Every product is perishable unless the catalogue marks it shelf-stable, so a shop that
 * never touches the flag states the exception, which is right for a restaurant.
 */
export type WithdrawalRight =
  | { readonly kind: 'none' }
  | { readonly kind: 'all' }
  | { readonly kind: 'some'; readonly shelfStable: readonly string[] };

type WithdrawalItem = { readonly name: string; readonly isShelfStable?: boolean | undefined };

/** Which goods of an order can be withdrawn from: none, all, or the named shelf-stable ones. */
export function withdrawalRightOf(items: readonly WithdrawalItem[]): WithdrawalRight {
  const shelfStable = [
    ...new Set(items.filter((item) => item.isShelfStable === true).map((item) => item.name)),
  ];
  if (shelfStable.length === 0) return { kind: 'none' };
  if (items.every((item) => item.isShelfStable === true)) return { kind: 'all' };
  return { kind: 'some', shelfStable };
}

const NO_RIGHT =
  'Für Speisen, Getränke und schnell verderbliche Waren besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 und Nr. 9 BGB).';
const RIGHT_TAIL =
  'haben Sie ein Widerrufsrecht von 14 Tagen ab Erhalt; die Widerrufsbelehrung finden Sie in den AGB.';

/** The sentence the checkout and the order mail show (one text for both). */
export function withdrawalNotice(right: WithdrawalRight): string {
  switch (right.kind) {
    case 'none':
      return NO_RIGHT;
    case 'all':
      return `Für die Waren dieser Bestellung ${RIGHT_TAIL}`;
    case 'some':
      return `Für ${right.shelfStable.join(', ')} ${RIGHT_TAIL} ${NO_RIGHT}`;
  }
}
