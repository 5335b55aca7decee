import { type CachedBody, cacheBody } from './http-cache.ts';

/**
 * Serialized bodies of the shared customer reads (init, config), built once and served from
 * memory (docs/budgets.md P1). A write on this instance invalidates at once; other instances pick the
 * change up after `maxAgeMs` at the latest.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, { body: Promise<CachedBody>; expiresAt: number }>();

  constructor(
    private readonly maxAgeMs = 5_000,
    /** Told of every invalidation, e.g. to tell the TVs (events.ts publishScreensChanged). */
    private readonly onInvalidate: () => void = () => undefined,
  ) {}

  /** The cached body for `key`, loading it once when missing or stale (concurrent callers share it). */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.body;
    const body = load().then(cacheBody);
    this.entries.set(key, { body, expiresAt: now + this.maxAgeMs });
    body.catch(() => this.entries.delete(key));
    return body;
  }

  /** Drops every cached body, e.g. after a back-office change. */
  invalidate(): void {
    this.entries.clear();
    this.onInvalidate();
  }
}
