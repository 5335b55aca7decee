import {
  staffTableSchema,
  type TableInput,
  tableInputSchema,
  tableListQuerySchema,
} from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { branches, tables } from '../../../db/schema/index.ts';
import { plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { loadStaffTables } from './tables.service.ts';

/** spec §7 CRUD tables (identifier unique within its branch); area `catalogue`. */
export const tablesResource = defineResource({
  entity: 'table',
  endpoint: '/api/tables',
  entitySchema: staffTableSchema,
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
  // Tables are named by number: 1, 2, … 10, not 1, 10, 11, 2 (domain compareNatural).
  naturalSort: ['identifier', 'name'],
  defaultSort: 'position',
  filters: (query) => [query.branchId ? eq(tables.branchId, query.branchId) : undefined],
  option: {
    name: tables.identifier,
    hint: sql`(select ${branches.name} from ${branches} where ${branches.id} = ${tables.branchId})`,
    isEnabled: tables.isEnabled,
  },
  load: loadStaffTables,
  ...plainRowWriters<TableInput>(tables),
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
