import type { InitData } from '@shop/domain';
import { useEffect } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import {
  BranchPageChunk,
  LazyBranchPage,
} from '../features/storefront/branch/lazy-branch-page.tsx';
import { BranchListPage } from '../features/storefront/branch-list/branch-list-page.tsx';
import {
  CheckoutPageChunk,
  LazyCheckoutPage,
} from '../features/storefront/checkout/lazy-checkout-page.tsx';
import { initQueryOptions } from '../features/storefront/init/api/get-init.ts';
import { PhoneOrderStart } from '../features/storefront/phone-order/phone-order-start.tsx';
import { preloadSections } from '../features/storefront/sections/lazy-section-list.tsx';
import { SelfServiceStart } from '../features/storefront/self-service/self-service-start.tsx';
import { ContentPage } from '../features/storefront/site/content-page.tsx';
import { normalizeSitePath, sitePathOf } from '../features/storefront/site/site-path.ts';
import {
  LazyStatusPage,
  StatusPageChunk,
} from '../features/storefront/status/lazy-status-page.tsx';
import { queryClient } from '../lib/query-client.ts';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';

/**
 * The storefront chunk: the customer routes (spec §2 "Customer routes"). Every other path is a
 * content page (or the 404 page).
 */
export default function StorefrontRoutes() {
  usePageChunksOnIntent();
  return (
    <StorefrontLayout>
      <Routes>
        <Route path={paths.home.path} element={<BranchListPage />} />
        <Route path={paths.branch.path} element={<LazyBranchPage />} />
        <Route path={paths.checkout.path} element={<LazyCheckoutPage />} />
        <Route path={paths.checkoutError.path} element={<LazyCheckoutPage isPaymentError />} />
        <Route path={paths.status.path} element={<LazyStatusPage />} />
        <Route path={paths.selfService.path} element={<SelfServiceStart />} />
        <Route path={paths.phoneOrder.path} element={<PhoneOrderStart />} />
        <Route path={paths.site.path} element={<ContentPage />} />
      </Routes>
    </StorefrontLayout>
  );
}

/** The lazily loaded page of a route; content pages load their sections chunk when they have any. */
const pageChunks = [
  { path: paths.branch.path, preload: BranchPageChunk.preload },
  { path: paths.checkout.path, preload: CheckoutPageChunk.preload },
  { path: paths.checkoutError.path, preload: CheckoutPageChunk.preload },
  { path: paths.status.path, preload: StatusPageChunk.preload },
];

/**
 * A link to a lazily loaded page fetches the page's chunk when the customer points at it, touches
 * it or focuses it: a chunk's imports are fetched only once it is read (no modulepreload, see
 * vite.config.ts), and the time until the tap lands covers that round trip.
 */
function usePageChunksOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      void pageChunks.find((chunk) => matchPath(chunk.path, link.pathname))?.preload();
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

/** Every lazily loaded page of the storefront (the server renders any of them). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...pageChunks.map((chunk) => chunk.preload()), preloadSections()]);
}

/**
 * Everything the page at `pathname` shows first: the init data (the shell waits for it) and the
 * page's lazy chunks. Called before the first render (router.tsx, prepareStorefront), so the
 * customer sees index.html's loading screen and then the page, never a fallback in between.
 */
export async function prepareRoute(pathname: string): Promise<void> {
  const page = pageChunks.find((chunk) => matchPath(chunk.path, pathname));
  const [init] = await Promise.all([
    queryClient.ensureQueryData(initQueryOptions),
    page?.preload(),
  ]);
  if (!page && hasSections(init, pathname)) await preloadSections();
}

/** Whether the content page (or the home page) at `pathname` shows sections (site-view.tsx). */
function hasSections(init: InitData, pathname: string): boolean {
  const sitePath = sitePathOf(pathname);
  if (sitePath === '' && !init['/api/config'].enablePluginHomePage) return false;
  const site = init['/api/sites'].find(
    (candidate) => normalizeSitePath(candidate.path) === sitePath,
  );
  return Array.isArray(site?.content.body) && site.content.body.length > 0;
}
