import { Suspense } from 'react';
import { ClientOnly } from '../../../components/ui/client-only.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The status page is its own chunk; a direct visit loads it before the first render
 * (storefront-routes.tsx, prepareRoute).
 */
export const StatusPageChunk = lazyWithPreload(async () => {
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  const [module] = await Promise.all([import('./status-page.tsx'), cartReaderReady]);
  return module.StatusPage;
});

export function LazyStatusPage() {
  return (
    // The page reads this browser's stored cart and order: the server renders only the shell.
    <ClientOnly fallback={<PendingPage />}>
      <Suspense fallback={<PendingPage />}>
        <StatusPageChunk />
      </Suspense>
    </ClientOnly>
  );
}
