import {
  type Branch,
  type Cart,
  type CreateOrderResult,
  clearCart,
  emptyCart,
  type PublicConfig,
} from '@shop/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { ApiError, type ApiErrorEntry } from '../../../lib/api-client.ts';
import { trackEvent } from '../analytics/tracking.ts';
import type { CartStore } from '../cart/cart-store.ts';
import { phoneOrder, phoneOrderPlaced } from '../phone-order/phone-order-store.ts';
import { selfService, selfServiceOrderPlaced } from '../self-service/self-service-store.ts';
import { isConnectionError } from '../shell/connection-error.tsx';
import type { CheckoutModel } from './checkout-model.ts';
import { rememberPendingPayment } from './pending-payment.ts';

export type SubmitInput = {
  branch: Branch;
  config: PublicConfig;
  cart: Cart;
  model: CheckoutModel;
  now: Date;
  updateCart: CartStore['update'];
  showErrors: (errors: readonly ApiErrorEntry[]) => void;
};

/**
 * The checks and the request of sending an order hold zod (the domain's draft rules, the answer's
 * contract: ~24 kB gzip and ~35 ms of evaluation on this machine, four times that on a phone).
 * They load when the customer first focuses or touches the form, or sends it, not with the
 * page (docs/budgets.md P6, total blocking time); the browser keeps the module once loaded.
 */
const loadOrderSending = () => import('./order-sending.ts');
/** A phone order is sent as the staff member (docs/decisions/049-phone-orders.md), lazily too. */
const loadPhoneOrderApi = () => import('../phone-order/phone-order-api.ts');

/** Starts loading the order sending code (checkout-form.tsx, on the first focus or touch). */
export function preloadOrderSending(): void {
  loadOrderSending().catch(() => undefined); // sending loads it again and reports a failure
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
    if (phoneOrder()) {
      // decision 049: no status page and no tracking; a fresh cart and draft for the next call,
      // and the bar links to the order in the back-office.
      input.updateCart(() => emptyCart());
      if (result.orderId) {
        phoneOrderPlaced({
          orderId: result.orderId,
          ticketNumber: order.ticketNumber ?? order.uid,
        });
      }
      navigate(paths.branch.href(input.branch.identifier));
      return false;
    }
    trackEvent('purchase', { order: order.uid, value: order.totalGross, currency: order.currency });
    if (selfService()) {
      // spec §4: in the self-service context the draft is reset too; the kiosk shows the ticket.
      input.updateCart(() => emptyCart());
      selfServiceOrderPlaced({ ticketNumber: order.ticketNumber, uid: order.uid });
    } else {
      input.updateCart(clearCart);
    }
    navigate(paths.status.href(order.uid, order.hash));
    return false;
  };

  const submit = async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    let isLeaving = false;
    try {
      const sending = await loadOrderSending();
      const checked = sending.checkLocally(input);
      if (!checked.draft) {
        input.showErrors(checked.errors);
        return;
      }
      setIsSubmitting(true);
      attemptKey.current ??= sending.newIdempotencyKey();
      const send = phoneOrder()
        ? (await loadPhoneOrderApi()).createPhoneOrder
        : sending.createOrder;
      isLeaving = onCreated(await send(checked.draft, attemptKey.current));
      attemptKey.current = null;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // Answered (4xx/5xx): the next submit is a new attempt. No answer: retry under the same key.
      if (apiError && apiError.status >= 400) attemptKey.current = null;
      const errors = apiError?.errors.filter((entry) => entry.message) ?? [];
      // No answer: say so; sending again is the retry, under the same key (decision 017).
      const fallback = isConnectionError(error)
        ? { code: 'network', message: de.shell.connection.text }
        : { code: 'unknown', message: de.errors.unknown };
      input.showErrors(errors.length > 0 ? errors : [fallback]);
    } finally {
      isBusy.current = false;
      // On the way to the payment page the button keeps saying 'Verarbeiten...'.
      if (!isLeaving) setIsSubmitting(false);
    }
  };

  return { isSubmitting, submit };
}
