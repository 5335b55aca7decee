import {
  type DivisionInput,
  divisionInputSchema,
  listQuerySchema,
  type StaffDivision,
  staffDivisionSchema,
} from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { branches, divisions } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import {
  inIdOrder,
  plainRowWriters,
  refuseWhileReferenced,
} from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

type DivisionRow = typeof divisions.$inferSelect;

/** A division row as staff see it. */
export function presentStaffDivision(row: DivisionRow): StaffDivision {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    isEnabled: row.isEnabled,
    position: row.position,
  };
}

async function loadDivisions(db: Database, ids: number[]): Promise<StaffDivision[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(divisions).where(inArray(divisions.id, ids));
  return inIdOrder(ids, rows.map(presentStaffDivision));
}

/** spec §7 CRUD divisions (organisations), area `catalogue`, shown to customers. */
export const divisionsResource = defineResource({
  entity: 'division',
  endpoint: '/api/divisions',
  entitySchema: staffDivisionSchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Die Organisation wurde nicht gefunden.',
  inputSchema: divisionInputSchema,
  listQuerySchema,
  table: divisions,
  idColumn: divisions.id,
  searchColumns: [divisions.name, divisions.identifier, divisions.description],
  sortColumns: {
    name: sql`lower(${divisions.name})`,
    identifier: divisions.identifier,
    position: divisions.position,
    isEnabled: divisions.isEnabled,
  },
  defaultSort: 'position',
  option: { name: divisions.name, hint: divisions.identifier, isEnabled: divisions.isEnabled },
  load: loadDivisions,
  ...plainRowWriters<DivisionInput>(divisions),
  unique: [{ field: 'identifier', column: divisions.identifier }],
  deleteGuards: [
    refuseWhileReferenced(
      branches.divisionId,
      (count) =>
        `Dieser Organisation ${count === 1 ? 'ist noch 1 Filiale' : `sind noch ${count} Filialen`} zugeordnet. Bitte ordnen Sie sie zuerst einer anderen Organisation zu.`,
    ),
  ],
});
