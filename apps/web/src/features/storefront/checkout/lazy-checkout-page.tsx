import { lazy, Suspense } from 'react';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The checkout is its own chunk (like the branch page): the menu never downloads the form, the
 * pickers and the overlays. On a direct visit (e.g. back from the payment page) it is requested at
 * once, in parallel with /api/init.
 */
const loadCheckoutPage = () =>
  import('./checkout-page.tsx').then((module) => ({ default: module.CheckoutPage }));
const CheckoutPageChunk = lazy(loadCheckoutPage);

if (/^\/store\/[^/]+\/checkout(\/|$)/.test(window.location.pathname)) void loadCheckoutPage();

export function LazyCheckoutPage({ isPaymentError = false }: { isPaymentError?: boolean }) {
  return (
    <Suspense fallback={<PendingPage />}>
      <CheckoutPageChunk isPaymentError={isPaymentError} />
    </Suspense>
  );
}
