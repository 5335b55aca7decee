import {
  type Branch,
  type Cart,
  type CreateOrderResult,
  checkLeadTime,
  clearCart,
  type PublicConfig,
  validateOrderDraft,
} from '@shop/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { ApiError, type ApiErrorEntry } from '../../../lib/api-client.ts';
import { trackEvent } from '../analytics/tracking.ts';
import type { CartStore } from '../cart/cart-store.ts';
import { createOrder, newIdempotencyKey } from './api/create-order.ts';
import { type CheckoutModel, checkoutDraft } from './checkout-model.ts';
import { rememberPendingPayment } from './pending-payment.ts';

type SubmitInput = {
  branch: Branch;
  config: PublicConfig;
  cart: Cart;
  model: CheckoutModel;
  now: Date;
  updateCart: CartStore['update'];
  showErrors: (errors: readonly ApiErrorEntry[]) => void;
};

/** The client's checks before sending: the server's draft rules and the lead times (domain). */
function checkLocally({ branch, cart, model, now, config }: SubmitInput) {
  const draft = checkoutDraft(cart, branch, model);
  const checked = validateOrderDraft(draft, model.context);
  const leadTime = checkLeadTime({
    appointment: draft.appointmentDate ? new Date(draft.appointmentDate) : null,
    now,
    timeZone: config.timeZone,
    products: cart.items.map((item) => item.product),
  });
  const errors = [...(checked.ok ? [] : checked.error), ...(leadTime.ok ? [] : [leadTime.error])];
  return checked.ok && errors.length === 0 ? { draft: checked.value, errors } : { errors };
}

/**
 * Sending the order (spec §4 Checkout, orders README "Idempotency-Key"): one key per submission
 * attempt, kept when the answer never came (a retry of the same attempt replays the same order),
 * a new one after any answered error. Success: the payment page, or the cart cleared and saved
 * and the status page. Failure: the server's errors (or 'Ein unbekannter Fehler ist
 * aufgetreten.') at the top of the form.
 */
export function useCheckoutSubmit(input: SubmitInput) {
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const isBusy = useRef(false);

  const onCreated = (result: CreateOrderResult) => {
    const { order, paymentRedirectUrl } = result;
    if (paymentRedirectUrl) {
      rememberPendingPayment({ uid: order.uid, branchIdentifier: input.branch.identifier });
      window.location.assign(paymentRedirectUrl);
      return true;
    }
    trackEvent('purchase', { order: order.uid, value: order.totalGross, currency: order.currency });
    input.updateCart(clearCart);
    navigate(paths.status.href(order.uid, order.hash));
    return false;
  };

  const submit = async () => {
    if (isBusy.current) return;
    const checked = checkLocally(input);
    if (!checked.draft) {
      input.showErrors(checked.errors);
      return;
    }
    isBusy.current = true;
    setIsSubmitting(true);
    attemptKey.current ??= newIdempotencyKey();
    let isLeaving = false;
    try {
      isLeaving = onCreated(await createOrder(checked.draft, attemptKey.current));
      attemptKey.current = null;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // Answered (4xx/5xx): the next submit is a new attempt. No answer: retry under the same key.
      if (apiError && apiError.status >= 400) attemptKey.current = null;
      const errors = apiError?.errors.filter((entry) => entry.message) ?? [];
      input.showErrors(
        errors.length > 0 ? errors : [{ code: 'unknown', message: de.errors.unknown }],
      );
    } finally {
      isBusy.current = false;
      // On the way to the payment page the button keeps saying 'Verarbeiten...'.
      if (!isLeaving) setIsSubmitting(false);
    }
  };

  return { isSubmitting, submit };
}
