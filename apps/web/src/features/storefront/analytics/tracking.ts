import { hasConsent } from '../consent/consent-store.ts';

/** spec §1: the third-party tracking events the storefront fires. */
export type TrackingEventName = 'pageView' | 'addToCart' | 'initiateCheckout' | 'purchase';

export type TrackingEvent = {
  readonly name: TrackingEventName;
  readonly data: Readonly<Record<string, unknown>>;
};

/** A receiver of tracking events (an ad pixel later); it may throw or reject, we never mind. */
export type TrackingSink = (event: TrackingEvent) => unknown;

// No pixel is configured yet: the list starts empty and pixels register themselves here.
const sinks: TrackingSink[] = [];

/** Adds a receiver; the returned function removes it again. */
export function registerTrackingSink(sink: TrackingSink): () => void {
  sinks.push(sink);
  return () => {
    const index = sinks.indexOf(sink);
    if (index >= 0) sinks.splice(index, 1);
  };
}

/**
 * spec §1: fires a tracking event (initiate checkout, add to cart, purchase, page view) to every
 * receiver; their errors are ignored. Like analytics, nothing is sent without cookie consent.
 */
export function trackEvent(name: TrackingEventName, data: TrackingEvent['data'] = {}): void {
  if (!hasConsent()) return;
  const event: TrackingEvent = { name, data };
  for (const sink of [...sinks]) {
    try {
      const result = sink(event);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // spec §1: tracking errors are ignored.
    }
  }
}
