import { orderingPausedText, orderingPausedUntil } from '../capacity/busy-mode.ts';
import { availableDeliveryMethods } from '../cart/delivery-methods.ts';
import type { Branch, DeliveryArea } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { checkMinimumOrder } from '../delivery/delivery-fee.ts';
import { checkoutNotices } from '../hours/notices.ts';
import { isOpenForMethod } from '../hours/open-state.ts';
import { MESSAGES } from '../messages.ts';
import type { Cents } from '../money/cents.ts';
import { err, ok, type Result } from '../result.ts';

/** Why the checkout button is disabled; message (and hint) are the spec's German texts. */
export type CheckoutBlocker = {
  readonly code:
    | 'cartEmpty'
    | 'deliveryMethodUnavailable'
    | 'orderingPaused'
    | 'closed'
    | 'minimumOrderNotReached';
  readonly message: string;
  readonly hint?: string;
};

export type CheckoutStateInput = {
  readonly branch: Branch;
  readonly method: DeliveryMethod;
  readonly itemCount: number;
  readonly itemsGross: Cents;
  readonly deliveryArea: DeliveryArea | null;
  readonly now: Date;
  readonly timeZone: string;
  readonly currency?: string;
};

/** Whether the customer may order now, or only preorder (spec §2 submit texts, §8 notices). */
export function canOrderNow(
  input: Pick<CheckoutStateInput, 'branch' | 'method' | 'now' | 'timeZone'>,
): boolean {
  return isOpenForMethod(input.branch, input.method, input.now, input.timeZone);
}

/** Checks in order: empty cart, order type offered, closed without preorder, delivery minimum (spec §5). */
export function checkoutBlocker(input: CheckoutStateInput): Result<null, CheckoutBlocker> {
  const { branch, method, now, timeZone } = input;
  if (input.itemCount <= 0) return err({ code: 'cartEmpty', message: MESSAGES.cartEmptyCheckout });
  if (!availableDeliveryMethods(branch).includes(method)) {
    return err({ code: 'deliveryMethodUnavailable', message: MESSAGES.invalidChoice });
  }
  // Busy mode's pause (docs/decisions/041): no order at all until it ends.
  const pausedUntil = orderingPausedUntil(branch, now);
  if (pausedUntil) {
    return err({ code: 'orderingPaused', message: orderingPausedText(pausedUntil, timeZone) });
  }
  if (!branch.isPreorderEnabled && !canOrderNow(input)) {
    const [message = MESSAGES.checkoutClosed] = checkoutNotices(branch, method, now, timeZone);
    return err({ code: 'closed', message });
  }
  if (method !== 'delivery') return ok(null);
  const minimum = checkMinimumOrder(input.deliveryArea, input.itemsGross, input.currency);
  if (minimum.ok) return ok(null);
  const { message, hint } = minimum.error;
  return err({ code: 'minimumOrderNotReached', message, hint });
}

/**
 * spec §2: 'Verarbeiten...' while submitting; 'Angebotsanfrage abschicken' if the branch requires a
 * quotation; 'Bestellung abschicken' if open; 'Vorbestellung abschicken' if closed with preorder.
 */
export function submitButtonText(
  input: Pick<CheckoutStateInput, 'branch' | 'method' | 'now' | 'timeZone'> & {
    readonly isSubmitting?: boolean;
  },
): string {
  if (input.isSubmitting) return MESSAGES.submitting;
  if (input.branch.isQuotationRequired) return MESSAGES.submitQuotation;
  if (!canOrderNow(input) && input.branch.isPreorderEnabled) return MESSAGES.submitPreorder;
  return MESSAGES.submitOrder;
}
