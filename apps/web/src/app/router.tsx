import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoaderOverlay } from '../components/ui/loader-overlay.tsx';
import { BACKOFFICE_ROUTE } from '../config/surfaces.ts';
import { commonDe } from '../i18n/de/common.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.tsx';

/**
 * The top of the route table (spec §2): two surfaces, each its own lazy chunk, so a customer never
 * downloads back-office code and staff never download the storefront. Each surface holds its own
 * routes (storefront-routes.tsx, backoffice-routes.tsx).
 */
const loadStorefront = () => import('./storefront-routes.tsx');
const StorefrontRoutes = lazyWithPreload(async () => (await loadStorefront()).default);
const BackofficeRoutes = lazyWithPreload(
  async () => (await import('./backoffice-routes.tsx')).default,
);

/**
 * Loads what the storefront page at `pathname` shows first (its chunks, the init data), so the
 * first render shows the page at once instead of the loader overlay (main.tsx).
 */
export async function prepareStorefront(pathname: string): Promise<void> {
  await (await loadedStorefront()).prepareRoute(pathname);
}

/** Every storefront page's code, for the server's renders (entry-server.tsx). */
export async function preloadStorefrontPages(): Promise<void> {
  await (await loadedStorefront()).preloadAllPages();
}

/** The storefront chunk, with its routes component ready to render at once. */
async function loadedStorefront() {
  await StorefrontRoutes.preload();
  return await loadStorefront();
}

/** The routes of both surfaces, under whichever router: the browser's, or the server's (entry-server.tsx). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoaderOverlay label={commonDe.loading} />}>
      <Routes>
        <Route path={BACKOFFICE_ROUTE} element={<BackofficeRoutes />} />
        <Route path="*" element={<StorefrontRoutes />} />
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
