import type { Branch } from '../contracts/entities.ts';
import { isBranchOpen } from '../hours/open-state.ts';

type StateBranch = Pick<
  Branch,
  'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isPreorderEnabled'
>;

/** What the branch ordering page allows right now (spec §2 Branch ordering page, Cart panel). */
export type OrderingState = {
  readonly isOpen: boolean;
  /** Products can be put into the cart: the branch is open, or closed with preorder. */
  readonly canFillCart: boolean;
  /** spec §2: the page gets a closed style when the branch is closed and preorder is off. */
  readonly isClosedStyle: boolean;
};

/** The ordering page's state for a branch at `now`. */
export function orderingState(branch: StateBranch, now: Date, timeZone: string): OrderingState {
  const isOpen = isBranchOpen(branch, now, timeZone);
  const canFillCart = isOpen || branch.isPreorderEnabled;
  return { isOpen, canFillCart, isClosedStyle: !canFillCart };
}
