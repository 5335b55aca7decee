import { and, eq } from 'drizzle-orm';
import { donatees } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the content area's tables (docs/decisions/024-server-area-modules.md:
// a module never reaches into another module's tables). Today: the order's donation check.

/** The donatee with this id when it is enabled, as a one-element list (empty otherwise). */
export async function findDonatees(db: Database, id: number | null): Promise<{ id: number }[]> {
  if (id === null) return [];
  return db
    .select({ id: donatees.id })
    .from(donatees)
    .where(and(eq(donatees.id, id), eq(donatees.isEnabled, true)));
}
