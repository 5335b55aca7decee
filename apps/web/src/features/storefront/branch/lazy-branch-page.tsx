import { lazy, Suspense } from 'react';
import { PendingPage } from '../shell/pending-page.tsx';

/**
 * The branch ordering page is its own chunk, so the branch list (/) does not download the menu,
 * cart and category bar code. On a direct visit of /store/… the chunk is requested as soon as
 * this module runs, in parallel with /api/init instead of after it.
 */
const loadBranchPage = () =>
  import('./branch-page.tsx').then((module) => ({ default: module.BranchPage }));
const BranchPageChunk = lazy(loadBranchPage);

if (window.location.pathname.startsWith('/store/')) void loadBranchPage();

export function LazyBranchPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <BranchPageChunk />
    </Suspense>
  );
}
