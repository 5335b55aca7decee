import { eq } from 'drizzle-orm';
import { branches } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

// The branch columns of busy mode and the ordering pause are written here for the orders
// module's busy mode (docs/decisions/041-busy-day-payments-and-pause.md): the branch row belongs to
// the catalogue (docs/decisions/024-server-area-modules.md); reads go through
// catalogue.read-model.ts findBranchCapacity.

/** Writes busy mode's extra minutes (with their day) or the end of the ordering pause. */
export async function updateBranchBusy(
  db: Database,
  branchId: number,
  values: {
    busyMinutes?: number | null;
    busyDay?: string | null;
    orderingPausedUntil?: Date | null;
  },
): Promise<void> {
  await db.update(branches).set(values).where(eq(branches.id, branchId));
}
