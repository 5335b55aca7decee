import { lazy, Suspense } from 'react';
import { cartReaderReady } from '../cart/persisted-cart.ts';
import { PendingPage } from '../shell/pending-page.tsx';

/** The status page is its own chunk; on a direct visit it loads in parallel with /api/init. */
const loadStatusPage = () =>
  // The persisted cart's reader comes with the chunk (cart/persisted-cart.ts).
  Promise.all([import('./status-page.tsx'), cartReaderReady]).then(([module]) => ({
    default: module.StatusPage,
  }));
const StatusPageChunk = lazy(loadStatusPage);

if (window.location.pathname.startsWith('/status/')) void loadStatusPage();

export function LazyStatusPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <StatusPageChunk />
    </Suspense>
  );
}
