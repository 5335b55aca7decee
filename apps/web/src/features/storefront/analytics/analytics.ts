import type { AnalyticsLogInput } from '@shop/domain';
import { hasConsent } from '../consent/consent-store.ts';

const ANALYTICS_LOG_URL = '/api/analytics-log';

/**
 * spec §1: an analytics log entry (POST /api/analytics-log with type, action, category, data) is
 * sent only when cookie consent exists; every failure is ignored, nothing waits for it.
 */
export function logAnalytics(entry: AnalyticsLogInput): void {
  if (!hasConsent()) return;
  try {
    fetch(ANALYTICS_LOG_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
      credentials: 'same-origin',
      // The entry still arrives when the visitor leaves the page right after.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // spec §1: failures are ignored.
  }
}
