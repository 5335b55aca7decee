import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The branch ordering page is its own chunk, so the branch list (/) does not download the menu,
 * cart and category bar code. A direct visit loads it before the first render
 * (storefront-routes.tsx, prepareRoute).
 */
export const BranchPageChunk = lazyWithPreload(async () => {
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  const [module] = await Promise.all([import('./branch-page.tsx'), cartReaderReady]);
  return module.BranchPage;
});

export function LazyBranchPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <BranchPageChunk />
    </Suspense>
  );
}
