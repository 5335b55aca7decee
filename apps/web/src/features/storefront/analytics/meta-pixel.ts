import { useEffect } from 'react';
import { useConsent } from '../consent/consent-store.ts';
import { useConfig } from '../init/api/get-init.ts';
import { registerTrackingSink, type TrackingEvent, type TrackingEventName } from './tracking.ts';

/** The vendor's script (CSP allows exactly this host while an id is set, decision 038). */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
type PixelWindow = { fbq?: Fbq; _fbq?: Fbq };

/** spec §1's four events under the pixel's standard event names. */
const PIXEL_EVENTS: Readonly<Record<TrackingEventName, string>> = {
  pageView: 'PageView',
  addToCart: 'AddToCart',
  initiateCheckout: 'InitiateCheckout',
  purchase: 'Purchase',
};

/**
 * The vendor's queue (what its snippet does, without an inline script): calls wait in `queue`
 * until fbevents.js has loaded and takes them over. Loaded once per page.
 */
function installMetaPixel(id: string): Fbq {
  const w = window as unknown as PixelWindow;
  if (w.fbq) return w.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = META_PIXEL_SCRIPT;
  // spec §1: tracking errors are ignored (a blocker or an offline vendor changes nothing).
  script.onerror = () => undefined;
  document.head.append(script);
  fbq('init', id);
  return fbq;
}

/** The event's money in the pixel's form: amounts in cents become currency units. */
function parametersOf(event: TrackingEvent): Record<string, unknown> {
  const { value, currency } = event.data;
  return typeof value === 'number' ? { value: value / 100, currency } : {};
}

/**
 * spec §1/§4 (decision 038): with a Meta pixel id and cookie consent, the vendor's script loads
 * and receives the four tracking events; without consent nothing is loaded or sent.
 */
export function useMetaPixel(): void {
  const { metaPixelId } = useConfig();
  const hasConsent = useConsent();
  useEffect(() => {
    if (!hasConsent || !metaPixelId) return;
    const fbq = installMetaPixel(metaPixelId);
    return registerTrackingSink((event) =>
      fbq('track', PIXEL_EVENTS[event.name], parametersOf(event)),
    );
  }, [hasConsent, metaPixelId]);
}
