import { MESSAGES } from '@shop/domain';
import { AppError } from '../../../platform/errors.ts';

/** Analytics entries per client address and minute (decision 038); 0 lifts the limit. */
export const ANALYTICS_RATE_LIMIT_DEFAULT = 120;
const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per address, counted in this process's memory (decision 038): the
 * ingestion stays one insert, and the limit only guards against a flood, so per instance is
 * enough. The whole map is dropped when the window turns, so it holds at most the addresses of
 * one minute.
 */
export function createAnalyticsRateLimiter(limit: number) {
  let windowStart = Number.NEGATIVE_INFINITY;
  const counts = new Map<string, number>();
  return {
    /** Counts one entry, or throws the German 429 with `Retry-After` while over the limit. */
    admit(ipAddress: string, now: Date): void {
      if (limit === 0) return;
      const at = now.getTime();
      if (at - windowStart >= WINDOW_MS || at < windowStart) {
        windowStart = at;
        counts.clear();
      }
      const count = (counts.get(ipAddress) ?? 0) + 1;
      if (count > limit) {
        throw AppError.tooManyRequests(
          [{ code: 'too_many_analytics_entries', message: MESSAGES.analyticsRateLimited }],
          windowStart + WINDOW_MS - at,
        );
      }
      counts.set(ipAddress, count);
    },
  };
}
