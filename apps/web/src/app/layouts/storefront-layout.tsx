import { SITE_PREVIEW_PATH } from '@shop/domain';
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useMetaPixel } from '../../features/storefront/analytics/meta-pixel.ts';
import { usePageViews } from '../../features/storefront/analytics/use-page-views.ts';
import { AppInstallHost } from '../../features/storefront/app-install/app-install-host.tsx';
import { CookieBanner } from '../../features/storefront/consent/cookie-banner.tsx';
import { initQueryOptions } from '../../features/storefront/init/api/get-init.ts';
import { usePhoneOrder } from '../../features/storefront/phone-order/phone-order-store.ts';
import {
  type SelfService,
  useSelfService,
} from '../../features/storefront/self-service/self-service-store.ts';
import { RouteError } from '../../features/storefront/shell/route-error.tsx';
import { RouteTransition } from '../../features/storefront/shell/route-transition.tsx';
import { SiteFooter } from '../../features/storefront/shell/site-footer.tsx';
import { SiteHeader } from '../../features/storefront/shell/site-header.tsx';
import { Toolbar } from '../../features/storefront/toolbar/toolbar.tsx';
import { de } from '../../i18n/de-storefront.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import styles from './storefront-layout.module.css';

const MAIN_ID = 'main';

const PhoneOrderBar = lazyWithPreload(() =>
  import('../../features/storefront/phone-order/phone-order-bar.tsx').then(
    (module) => module.PhoneOrderBar,
  ),
);

const SelfServiceLayer = lazyWithPreload(() =>
  import('../../features/storefront/self-service/self-service-layer.tsx').then(
    (module) => module.SelfServiceLayer,
  ),
);

/**
 * spec §2 "Shell": the loader overlay until /api/init is in, then toolbar (plugin), header, routed
 * main area with a fade between routes, footer and cookie banner. A failure of the init load or of
 * a page shows a German message with a retry.
 */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const fallback = (error: unknown, retry: () => void) => (
    <RouteError
      error={error}
      onRetry={() => {
        reset();
        retry();
      }}
    />
  );

  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        // Without config there is no shell; the message still sits in the main landmark.
        <main id={MAIN_ID} className={styles.main}>
          {fallback(error, retry)}
        </main>
      )}
    >
      <Suspense fallback={<LoaderOverlay label={de.common.loading} />}>
        <Shell pathname={pathname}>
          <ErrorBoundary fallback={fallback} resetKey={pathname}>
            {children}
          </ErrorBoundary>
        </Shell>
      </Suspense>
    </ErrorBoundary>
  );
}

function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  // Suspends (loader overlay) until the preload is parsed and seeded into the query cache.
  useSuspenseQuery(initQueryOptions);
  // spec §2: a page view on every navigation (with cookie consent only).
  // The pixel first, so the page view of this render reaches it (decision 038).
  useMetaPixel();
  usePageViews();
  useEffect(() => {
    // spec §2 "Branch list": entering a page starts at its top.
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);

  // spec §2/§4 self-service (decision 031): no install prompt, no cookie banner, no external links
  // (no footer, no header navigation), the screensaver and the ticket over the page.
  const kiosk: SelfService | null = useSelfService();
  // Phone-order mode (docs/decisions/049-phone-orders.md): the bar over the page.
  const phone = usePhoneOrder();
  // The page editor's framed preview (decision 048) shows the page, not the visitor's prompts.
  const isPreview = pathname === SITE_PREVIEW_PATH;
  return (
    <>
      <SkipLink targetId={MAIN_ID} label={de.shell.skipToContent} />
      {phone ? (
        <Suspense fallback={null}>
          <PhoneOrderBar phone={phone} />
        </Suspense>
      ) : null}
      {isPreview ? null : <AppInstallHost isSelfService={kiosk !== null} />}
      {kiosk ? null : <Toolbar />}
      <SiteHeader selfServiceBranch={kiosk?.branchIdentifier} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <RouteTransition pathname={pathname}>{children}</RouteTransition>
      </main>
      {kiosk ? (
        <Suspense fallback={null}>
          <SelfServiceLayer kiosk={kiosk} />
        </Suspense>
      ) : (
        <>
          <SiteFooter />
          {/* Staff taking a phone order are no visitors to ask (decision 049): nothing optional loads. */}
          {isPreview || phone ? null : <CookieBanner />}
        </>
      )}
    </>
  );
}
