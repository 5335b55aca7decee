/**
 * A per-IP token bucket for the public upload route (anonymous customers may upload, so one
 * address must not fill the database).
 *
 * Caveat: the buckets live in this process's memory. With several server instances behind a load
 * balancer each instance counts on its own, so one address may upload up to N × the limit; and
 * a restart forgets the counts. The limit is a brake against floods, not an exact quota (an
 * exact one would need a counter table in PostgreSQL like login_attempts).
 */
export type RateLimitOptions = {
  /** Uploads allowed in a burst. */
  readonly capacity: number;
  /** Milliseconds until one more upload is allowed. */
  readonly refillMs: number;
  /** Buckets kept before full ones are dropped (memory bound). */
  readonly maxKeys?: number;
};

export const UPLOAD_RATE_LIMIT: RateLimitOptions = {
  capacity: 30,
  refillMs: 20_000, // 30 at once, then 3 per minute
  maxKeys: 10_000,
};

type Bucket = { tokens: number; updatedAt: number };

export class TokenBucketLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #options: Required<RateLimitOptions>;

  constructor(options: RateLimitOptions) {
    this.#options = { maxKeys: 10_000, ...options };
  }

  /** Takes one token for `key` at `nowMs`; false when the bucket is empty. */
  take(key: string, nowMs: number): boolean {
    const bucket = this.#refilled(key, nowMs);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    // Re-inserting keeps the map in least-recently-used order for pruning.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    this.#prune(nowMs);
    return true;
  }

  /** Milliseconds from `nowMs` until `key` has a whole token again (0 when it has one now). */
  msUntilNext(key: string, nowMs: number): number {
    const { tokens } = this.#refilled(key, nowMs);
    if (tokens >= 1) return 0;
    // Rounded to microseconds first, so float noise (1 - 0.999) does not add a millisecond.
    return Math.ceil(Math.round((1 - tokens) * this.#options.refillMs * 1000) / 1000);
  }

  #refilled(key: string, nowMs: number): Bucket {
    const { capacity, refillMs } = this.#options;
    const bucket = this.#buckets.get(key);
    if (!bucket) return { tokens: capacity, updatedAt: nowMs };
    const elapsed = Math.max(0, nowMs - bucket.updatedAt);
    return { tokens: Math.min(capacity, bucket.tokens + elapsed / refillMs), updatedAt: nowMs };
  }

  /**
   * Once too many addresses are tracked: drops buckets that have refilled completely, then the
   * least recently used ones, so memory stays bounded even under many addresses.
   */
  #prune(nowMs: number): void {
    const { capacity, refillMs, maxKeys } = this.#options;
    if (this.#buckets.size <= maxKeys) return;
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (nowMs - bucket.updatedAt) / refillMs >= capacity) {
        this.#buckets.delete(key);
      }
    }
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= maxKeys) break;
      this.#buckets.delete(key);
    }
  }
}
