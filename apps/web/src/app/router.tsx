import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoaderOverlay } from '../components/ui/loader-overlay.tsx';
import { BACKOFFICE_ROUTE } from '../config/surfaces.ts';
import { commonDe } from '../i18n/de/general.ts';

/**
 * The top of the route table (spec §2): two surfaces, each its own lazy chunk, so a customer never
 * downloads back-office code and staff never download the storefront. Each surface holds its own
 * routes (storefront-routes.tsx, backoffice-routes.tsx).
 */
const StorefrontRoutes = lazy(() => import('./storefront-routes.tsx'));
const BackofficeRoutes = lazy(() => import('./backoffice-routes.tsx'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoaderOverlay label={commonDe.loading} />}>
        <Routes>
          <Route path={BACKOFFICE_ROUTE} element={<BackofficeRoutes />} />
          <Route path="*" element={<StorefrontRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
