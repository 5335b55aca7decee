import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-store.ts';
import { logAnalytics } from './analytics.ts';
import { trackEvent } from './tracking.ts';

/** One page view: an analytics log entry and the tracking event, both only with consent. */
export function reportPageView(path: string, title: string): void {
  const data = { path, title };
  logAnalytics({ type: 'pageView', action: 'view', category: 'storefront', data });
  trackEvent('pageView', data);
}

/**
 * spec §2: a page view is reported on every navigation (and for the page on which consent is
 * given). It runs after the page has set its document title and never delays rendering.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const hasConsent = useConsent();
  useEffect(() => {
    if (!hasConsent) return;
    const timer = window.setTimeout(() => reportPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, hasConsent]);
}
