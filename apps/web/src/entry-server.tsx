/**
 * The storefront rendered on the server (docs/decisions/013-server-rendered-storefront.md): the
 * web build bundles this module for Node (build-plugins/server-renderer.ts) and the server
 * (apps/server/src/platform/web-app.ts) puts its HTML into index.html, so a customer sees the
 * page before its code has arrived. The browser then hydrates it (main.tsx).
 *
 * A render is synchronous: every lazy page is loaded once by `loadPages` before the first one, so
 * the one query cache, cart stores and consent flag of this module are never shared between two
 * renders at the same time.
 */
import { SESSION_COOKIE } from '@shop/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadStorefrontPages } from './app/router.tsx';
import { forgetCartStores } from './features/storefront/cart/cart-store.ts';
import { setConsentForServerRender } from './features/storefront/consent/consent-store.ts';

export { consentStateOf, hasConsentCookie } from './features/storefront/consent/consent-store.ts';

/** Whether a Cookie header holds a staff session cookie (only staff may see a draft page). */
export function hasSessionCookie(cookies: string): boolean {
  return cookies.split(';').some((entry) => entry.trim().startsWith(`${SESSION_COOKIE}=`));
}

import { readInit, seedInit } from './features/storefront/init/api/get-init.ts';
import { ServerPageContext } from './features/storefront/shell/use-document-title.ts';
import { staffSessionQueryOptions } from './features/storefront/site/api/get-staff-session.ts';
import { queryClient } from './lib/query-client.ts';
import { RenderTimeContext } from './lib/render-time.ts';

export type ServerRenderRequest = {
  /** Path and query of the page. */
  url: string;
  /** The /api/init body the page embeds (`{ data: [...] }`). */
  initJson: string;
  /** The server's clock when rendering, in milliseconds. */
  now: number;
  /** The request's Cookie header: the cookie consent (spec §4) decides the banner and the map. */
  cookies: string;
};

/** Loads every storefront page's code; call once before the first render. */
export async function loadPages(): Promise<void> {
  await preloadStorefrontPages();
}

/**
 * A rendered page: the HTML inside #root, the document title the page set (if any), the status it
 * stands for (404 and 500 pages, spec §2) and whether it was rendered for a customer (no session).
 */
export type ServerRenderedPage = {
  html: string;
  title: string | undefined;
  status: number | undefined;
  isCustomer: boolean;
};

/** The page rendered: the HTML inside #root and its title. */
export function renderPage(request: ServerRenderRequest): ServerRenderedPage {
  queryClient.clear();
  forgetCartStores();
  seedInit(readInit((JSON.parse(request.initJson) as { data: unknown }).data));
  setConsentForServerRender(request.cookies);
  // Without a session cookie the visitor is a customer: an unknown path renders the 404 page at
  // once instead of waiting for GET /api/users/me (the browser learns it from #root[data-customer]).
  const isCustomer = !hasSessionCookie(request.cookies);
  if (isCustomer) queryClient.setQueryData(staffSessionQueryOptions.queryKey, false);
  const page: { title?: string; status?: number } = {};
  try {
    const html = renderToString(
      <RenderTimeContext value={request.now}>
        <ServerPageContext value={page}>
          <AppProviders>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerPageContext>
      </RenderTimeContext>,
    );
    return { html, title: page.title, status: page.status, isCustomer };
  } finally {
    queryClient.clear();
  }
}
