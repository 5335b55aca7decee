import {
  type Branch,
  branchScopeOf,
  type Division,
  type StaffBranch,
  type StaffBranchSummary,
} from '@shop/domain';
import { groupBy } from '../../../platform/collections.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';
import { loadImageRefs } from '../images/image-ref.ts';
import { presentBranch, presentDivision } from './branches.presenter.ts';
import {
  findBranchesWithChildren,
  findBranchSummaries,
  findEnabledDivisions,
} from './branches.repository.ts';

/** Branches with every child, as staff see them (the public shape plus the position). */
async function loadBranches(db: Database, which: number[] | 'enabled'): Promise<StaffBranch[]> {
  const { branchRows, hourRows, areaRows, tagRows, imageRows } = await findBranchesWithChildren(
    db,
    which,
  );
  const hoursByBranch = groupBy(hourRows, (row) => row.branchId);
  const areasByBranch = groupBy(areaRows, (row) => row.branchId);
  const tagsByBranch = groupBy(tagRows, (row) => row.branchId);
  const imagesByBranch = groupBy(imageRows, (row) => row.branchId);
  const imageRefs = await loadImageRefs(db, [
    ...imageRows.map((row) => row.imageId),
    ...branchRows.map((row) => row.logoImageId),
  ]);
  return branchRows.map((row) => ({
    ...presentBranch(row, {
      hours: hoursByBranch.get(row.id) ?? [],
      areas: areasByBranch.get(row.id) ?? [],
      tagIds: (tagsByBranch.get(row.id) ?? []).map((tag) => tag.tagId),
      images: (imagesByBranch.get(row.id) ?? []).flatMap(
        (image) => imageRefs.get(image.imageId) ?? [],
      ),
      logo: row.logoImageId ? (imageRefs.get(row.logoImageId) ?? null) : null,
    }),
    position: row.position,
  }));
}

/** Staff branches with these ids, in the order of the ids. */
export async function loadStaffBranches(db: Database, ids: number[]): Promise<StaffBranch[]> {
  return inIdOrder(ids, await loadBranches(db, ids));
}

/** Branches a customer may see: enabled ones (non-public ones are listed, shown inactive). */
export async function listCustomerBranches(db: Database): Promise<Branch[]> {
  return (await loadBranches(db, 'enabled')).map(({ position: _position, ...branch }) => branch);
}

/** Divisions a customer may see. */
export async function listCustomerDivisions(db: Database): Promise<Division[]> {
  return (await findEnabledDivisions(db)).map(presentDivision);
}

/**
 * The staff branch list (GET /api/branches/options): every branch, or only the user's own ones
 * for a user whose orders are limited to their branches (spec §6 branch employee).
 */
export async function listStaffBranches(
  db: Database,
  staff: { roles: readonly string[]; branchIds: readonly number[] },
): Promise<StaffBranchSummary[]> {
  const isLimited = branchScopeOf(staff.roles, 'orders') === 'branches';
  if (isLimited && staff.branchIds.length === 0) return [];
  return findBranchSummaries(db, isLimited ? [...staff.branchIds] : null);
}
