import {
  type BranchInput,
  branchInputSchema,
  listQuerySchema,
  MESSAGES,
  staffBranchSchema,
} from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { branches, divisions, images, tags } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { orderCountOfBranch } from '../../orders/orders.read-model.ts';
import {
  branchRowValues,
  findDeliveryAreaIds,
  replaceBranchHours,
  replaceBranchLinks,
  syncDeliveryAreas,
} from './branches.repository.ts';
import { loadStaffBranches } from './branches.service.ts';

/** Writes a branch's children: hours, tags, images and delivery areas. */
async function writeChildren(db: Database, branchId: number, input: BranchInput, now: Date) {
  await replaceBranchHours(db, branchId, {
    opening: input.openingHours,
    delivery: input.deliveryHours,
  });
  await replaceBranchLinks(db, branchId, { tagIds: input.tagIds, imageIds: input.imageIds });
  await syncDeliveryAreas(db, branchId, input.deliveryAreas, now);
}

/** A delivery area id of another branch (or a made-up one) is refused, not silently moved. */
async function assertOwnDeliveryAreas(db: Database, branchId: number, input: BranchInput) {
  const own = await findDeliveryAreaIds(db, branchId);
  if (input.deliveryAreas.some((area) => area.id !== undefined && !own.has(area.id))) {
    throw AppError.invalid([
      { code: 'unknown_reference', message: MESSAGES.invalidChoice, field: 'deliveryAreas' },
    ]);
  }
}

/** spec §7 CRUD branches with every field of spec §3 Branch; area `catalogue`; customer-visible. */
export const branchesResource = defineResource({
  entity: 'branch',
  endpoint: '/api/branches',
  entitySchema: staffBranchSchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Die Filiale wurde nicht gefunden.',
  inputSchema: branchInputSchema,
  listQuerySchema,
  table: branches,
  idColumn: branches.id,
  searchColumns: [
    branches.name,
    branches.identifier,
    branches.city,
    branches.zipCode,
    branches.street,
    branches.keywords,
  ],
  sortColumns: {
    name: sql`lower(${branches.name})`,
    identifier: branches.identifier,
    city: sql`lower(${branches.city})`,
    zipCode: branches.zipCode,
    position: branches.position,
    isEnabled: branches.isEnabled,
    isPublic: branches.isPublic,
  },
  defaultSort: 'position',
  option: { name: branches.name, hint: branches.city, isEnabled: branches.isEnabled },
  load: loadStaffBranches,
  insert: async (db, input: BranchInput, deps) => {
    const [row] = await db
      .insert(branches)
      .values(branchRowValues(input))
      .returning({ id: branches.id });
    const areas = input.deliveryAreas.map(({ id: _id, ...area }) => area);
    await writeChildren(db, row!.id, { ...input, deliveryAreas: areas }, deps.now());
    return row!.id;
  },
  update: async (db, id, input, deps) => {
    await assertOwnDeliveryAreas(db, id, input);
    await db
      .update(branches)
      .set({ ...branchRowValues(input), updatedAt: deps.now() })
      .where(eq(branches.id, id));
    await writeChildren(db, id, input, deps.now());
  },
  unique: [{ field: 'identifier', column: branches.identifier }],
  references: [
    { field: 'divisionId', column: divisions.id, ids: (input) => [input.divisionId] },
    { field: 'tagIds', column: tags.id, ids: (input) => input.tagIds },
    { field: 'imageIds', column: images.id, ids: (input) => input.imageIds },
    { field: 'logoImageId', column: images.id, ids: (input) => [input.logoImageId] },
  ],
  deleteGuards: [
    // The orders area owns the orders (docs/decisions/024-server-area-modules.md).
    async (db, id) =>
      (await orderCountOfBranch(db, id)) > 0
        ? 'Diese Filiale hat bereits Bestellungen und kann nicht gelöscht werden. Deaktivieren Sie sie stattdessen.'
        : null,
  ],
});
