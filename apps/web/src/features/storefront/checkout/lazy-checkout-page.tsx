import { lazy, Suspense } from 'react';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The checkout is its own chunk (like the branch page): the menu never downloads the form, the
 * pickers and the overlays. On a direct visit (e.g. back from the payment page) it is requested at
 * once, in parallel with /api/init.
 */
const loadCheckoutPage = () =>
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  Promise.all([import('./checkout-page.tsx'), cartReaderReady]).then(([module]) => ({
    default: module.CheckoutPage,
  }));
const CheckoutPageChunk = lazy(loadCheckoutPage);

if (/^\/store\/[^/]+\/checkout(\/|$)/.test(window.location.pathname)) void loadCheckoutPage();

export function LazyCheckoutPage({ isPaymentError = false }: { isPaymentError?: boolean }) {
  return (
    <Suspense fallback={<PendingPage />}>
      <CheckoutPageChunk isPaymentError={isPaymentError} />
    </Suspense>
  );
}
