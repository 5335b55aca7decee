import { asc, eq, inArray } from 'drizzle-orm';
import {
  branches,
  branchHours,
  branchImages,
  branchTags,
  deliveryAreas,
  divisions,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** Every enabled branch with its hours, areas, tags and images (five queries, no N+1). */
export async function findEnabledBranches(db: Database) {
  const [branchRows, hourRows, areaRows, tagRows, imageRows] = await Promise.all([
    db
      .select()
      .from(branches)
      .where(eq(branches.isEnabled, true))
      .orderBy(asc(branches.position), asc(branches.id)),
    db.select().from(branchHours).orderBy(asc(branchHours.branchId), asc(branchHours.position)),
    db
      .select()
      .from(deliveryAreas)
      .orderBy(asc(deliveryAreas.branchId), asc(deliveryAreas.position)),
    db.select().from(branchTags),
    db.select().from(branchImages).orderBy(asc(branchImages.branchId), asc(branchImages.position)),
  ]);
  return { branchRows, hourRows, areaRows, tagRows, imageRows };
}

/** Enabled divisions in display order. */
export function findEnabledDivisions(db: Database) {
  return db
    .select()
    .from(divisions)
    .where(eq(divisions.isEnabled, true))
    .orderBy(asc(divisions.position), asc(divisions.id));
}

/** Every branch (also disabled ones) for staff lists, optionally only some, in display order. */
export function findBranchSummaries(db: Database, onlyIds: number[] | null) {
  return db
    .select({
      id: branches.id,
      identifier: branches.identifier,
      name: branches.name,
      city: branches.city,
      isEnabled: branches.isEnabled,
      isPublic: branches.isPublic,
    })
    .from(branches)
    .where(onlyIds === null ? undefined : inArray(branches.id, onlyIds))
    .orderBy(asc(branches.position), asc(branches.id));
}
