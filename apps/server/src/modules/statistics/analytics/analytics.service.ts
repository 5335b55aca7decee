import { createHash } from 'node:crypto';
import { type AnalyticsLogInput, localDateOf, visitorHashInput } from '@shop/domain';
import type { Database } from '../../../platform/database.ts';
import { insertAnalyticsLog } from './analytics.repository.ts';
import { saltOfDay } from './visitor-salt.repository.ts';

/** Who sent the entry, only to compute the day's visitor hash; neither value is stored. */
export type AnalyticsClient = { ipAddress: string; userAgent: string; timeZone: string };

/** decision 030: sha256 of the day's salt, day, address and browser; no personal identifier. */
async function visitorHashOf(db: Database, client: AnalyticsClient, now: Date): Promise<string> {
  const day = localDateOf(now, client.timeZone);
  const salt = await saltOfDay(db, day);
  return createHash('sha256')
    .update(
      visitorHashInput({ salt, day, ipAddress: client.ipAddress, userAgent: client.userAgent }),
    )
    .digest('base64url')
    .slice(0, 22);
}

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
  client?: AnalyticsClient,
): Promise<void> {
  await insertAnalyticsLog(db, {
    visitorId: client ? await visitorHashOf(db, client, now) : null,
    type: input.type,
    action: input.action || null,
    category: input.category || null,
    data: input.data ?? null,
    path: pathOf(input.data),
    createdAt: now,
  });
}
