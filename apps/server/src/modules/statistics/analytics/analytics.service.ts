import type { AnalyticsLogInput } from '@shop/domain';
import type { Database } from '../../../platform/database.ts';
import { insertAnalyticsLog } from './analytics.repository.ts';

/** The longest page path kept in its own column (for the later "pages" statistics). */
const MAX_PATH_LENGTH = 2048;

/** A page path from `data.path` when the storefront sent one, else null. */
function pathOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const path = (data as Record<string, unknown>).path;
  return typeof path === 'string' && path.startsWith('/') && path.length <= MAX_PATH_LENGTH
    ? path
    : null;
}

/**
 * spec §1/§7: stores one anonymous analytics event at the server's time. The storefront sends
 * these only with cookie consent and ignores every failure.
 */
export async function recordAnalyticsLog(
  db: Database,
  input: AnalyticsLogInput,
  now: Date,
): Promise<void> {
  await insertAnalyticsLog(db, {
    type: input.type,
    action: input.action || null,
    category: input.category || null,
    data: input.data ?? null,
    path: pathOf(input.data),
    createdAt: now,
  });
}
