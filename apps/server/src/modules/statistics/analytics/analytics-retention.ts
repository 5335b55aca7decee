import { sql } from 'drizzle-orm';
import { analyticsLogs } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

/** Analytics entries are kept this many months (decision 038, README "Statistics"). */
export const ANALYTICS_RETENTION_MONTHS_DEFAULT = 14;
const BATCH = 10_000;

/** The first instant still kept: `months` calendar months before `now`. */
export function analyticsRetentionStart(now: Date, months: number): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/**
 * Deletes the analytics entries older than the retention period, in batches through
 * analytics_logs_created_idx so no statement holds many rows; returns how many went.
 */
export async function deleteExpiredAnalytics(
  db: Database,
  options: { now: Date; months: number },
): Promise<number> {
  const before = analyticsRetentionStart(options.now, options.months).toISOString();
  let removed = 0;
  for (;;) {
    const result = (await db.execute(
      sql`delete from ${analyticsLogs} where id in (
        select id from ${analyticsLogs} where created_at < ${before}::timestamptz limit ${BATCH})`,
    )) as unknown as { rowCount?: number | null; affectedRows?: number };
    const count = Number(result.rowCount ?? result.affectedRows ?? 0);
    removed += count;
    if (count < BATCH) return removed;
  }
}
