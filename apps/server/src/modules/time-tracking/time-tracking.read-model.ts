import { type LocalDate, localDateOf, timeRecordDeletableFrom } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { workingActivities } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * What other modules may ask time tracking (docs/decisions/024-server-area-modules.md): until when
 * a user's time records must be kept (two years, docs/decisions/035-time-tracking-projects-and-sheets.md).
 * Null when the user has no records.
 */
export async function timeRecordsKeptUntil(
  db: Database,
  userId: number,
  timeZone: string,
): Promise<LocalDate | null> {
  const [row] = await db
    .select({
      newest: sql<
        Date | string | null
      >`max(coalesce(${workingActivities.endedAt}, ${workingActivities.startedAt}))`,
    })
    .from(workingActivities)
    .where(eq(workingActivities.userId, userId));
  if (!row?.newest) return null;
  return timeRecordDeletableFrom(localDateOf(new Date(row.newest), timeZone));
}
