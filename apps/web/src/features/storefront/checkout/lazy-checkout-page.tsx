import { Suspense } from 'react';
import { ClientOnly } from '../../../components/ui/client-only.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The checkout is its own chunk (like the branch page): the menu never downloads the form, the
 * pickers and the overlays. A direct visit (e.g. back from the payment page) loads it before the
 * first render (storefront-routes.tsx, prepareRoute).
 */
export const CheckoutPageChunk = lazyWithPreload(async () => {
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  const [module] = await Promise.all([import('./checkout-page.tsx'), cartReaderReady]);
  return module.CheckoutPage;
});

export function LazyCheckoutPage({ isPaymentError = false }: { isPaymentError?: boolean }) {
  return (
    // The page reads this browser's stored cart and order: the server renders only the shell.
    <ClientOnly fallback={<PendingPage />}>
      <Suspense fallback={<PendingPage />}>
        <CheckoutPageChunk isPaymentError={isPaymentError} />
      </Suspense>
    </ClientOnly>
  );
}
