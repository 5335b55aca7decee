import { type TableInput, tableInputSchema, tableListQuerySchema } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { branches, tables } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadStaffTables } from './tables.service.ts';

const rowValues = ({ branchId, ...columns }: TableInput) => ({ ...columns, branchId });

/** spec §7 CRUD tables (identifier unique within its branch); area `catalogue`. */
export const tablesResource = defineResource({
  entity: 'table',
  endpoint: '/api/tables',
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Der Tisch wurde nicht gefunden.',
  inputSchema: tableInputSchema,
  listQuerySchema: tableListQuerySchema,
  table: tables,
  idColumn: tables.id,
  searchColumns: [tables.identifier, tables.name],
  sortColumns: {
    identifier: tables.identifier,
    name: sql`lower(${tables.name})`,
    position: tables.position,
    branchId: tables.branchId,
  },
  defaultSort: 'position',
  filters: (query) => [query.branchId ? eq(tables.branchId, query.branchId) : undefined],
  option: {
    name: tables.identifier,
    hint: sql`(select ${branches.name} from ${branches} where ${branches.id} = ${tables.branchId})`,
    isEnabled: tables.isEnabled,
  },
  load: loadStaffTables,
  insert: async (db, input: TableInput) => {
    const [row] = await db.insert(tables).values(rowValues(input)).returning({ id: tables.id });
    return row!.id;
  },
  update: async (db, id, input, deps) => {
    await db
      .update(tables)
      .set({ ...rowValues(input), updatedAt: deps.now() })
      .where(eq(tables.id, id));
  },
  unique: [
    {
      field: 'identifier',
      column: tables.identifier,
      isCaseInsensitive: true,
      scope: (input) => eq(tables.branchId, input.branchId),
    },
  ],
  references: [{ field: 'branchId', column: branches.id, ids: (input) => [input.branchId] }],
});
