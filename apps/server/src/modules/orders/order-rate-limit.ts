import { MESSAGES } from '@shop/domain';
import { countRequest, failuresThrottledUntil } from '../../platform/auth/login-throttle.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Per-IP limit on order creation (POST /api/orders): at most ORDER_RATE_LIMIT requests per minute
 * and address. Kept in the database like the login throttle (platform/auth/login-throttle.ts), in
 * the same table with a reason of its own, so every instance counts the same requests. Refused
 * requests are not counted: the address may order again once its oldest counted request is a
 * minute old (the 429 says when in `Retry-After`). Concurrent requests may each pass the check
 * before the others are logged, so a burst can exceed the limit by the number of requests in
 * flight; the limit is generous by design.
 *
 * The rows are counters, not an audit: logging a request also deletes this address's rows of this
 * reason that have left the window (one statement, on the ip_address index). An address that never
 * comes back keeps at most ORDER_RATE_LIMIT rows. Login attempts (other reasons) are never touched.
 */
export const ORDER_RATE_LIMIT_DEFAULT = 20;
const WINDOW_MS = 60_000;
const REASON = 'order_created';
const EMAIL = 'order:create';

/** Counts an order request from this address, or refuses it with 429 while over the limit. */
export async function admitOrderRequest(
  db: Database,
  input: { ipAddress: string; limit: number; now: Date },
): Promise<void> {
  if (input.limit === 0) return;
  const until = await failuresThrottledUntil(db, {
    ipAddress: input.ipAddress,
    reason: REASON,
    limit: input.limit,
    windowMs: WINDOW_MS,
    now: input.now,
  });
  if (until) {
    throw AppError.tooManyRequests(
      [{ code: 'too_many_orders', message: MESSAGES.orderRateLimited }],
      until.getTime() - input.now.getTime(),
    );
  }
  await countRequest(db, {
    email: EMAIL,
    ipAddress: input.ipAddress,
    reason: REASON,
    windowMs: WINDOW_MS,
    now: input.now,
  });
}
