import { lazy, Suspense } from 'react';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The branch ordering page is its own chunk, so the branch list (/) does not download the menu,
 * cart and category bar code. On a direct visit of /store/… the chunk is requested as soon as
 * this module runs, in parallel with /api/init instead of after it.
 */
const loadBranchPage = () =>
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  Promise.all([import('./branch-page.tsx'), cartReaderReady]).then(([module]) => ({
    default: module.BranchPage,
  }));
const BranchPageChunk = lazy(loadBranchPage);

if (window.location.pathname.startsWith('/store/')) void loadBranchPage();

export function LazyBranchPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <BranchPageChunk />
    </Suspense>
  );
}
