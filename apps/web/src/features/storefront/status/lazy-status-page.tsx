import { lazy, Suspense } from 'react';
import { PendingPage } from '../shell/pending-page.tsx';

/** The status page is its own chunk; on a direct visit it loads in parallel with /api/init. */
const loadStatusPage = () =>
  import('./status-page.tsx').then((module) => ({ default: module.StatusPage }));
const StatusPageChunk = lazy(loadStatusPage);

if (window.location.pathname.startsWith('/status/')) void loadStatusPage();

export function LazyStatusPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <StatusPageChunk />
    </Suspense>
  );
}
