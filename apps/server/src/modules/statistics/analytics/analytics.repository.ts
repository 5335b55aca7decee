import { analyticsLogs } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

export type NewAnalyticsLog = {
  type: string;
  action: string | null;
  category: string | null;
  data: unknown;
  path: string | null;
  visitorId: string | null;
  createdAt: Date;
};

/** Appends one entry to analytics_logs. */
export async function insertAnalyticsLog(db: Database, entry: NewAnalyticsLog): Promise<void> {
  await db.insert(analyticsLogs).values(entry);
}
