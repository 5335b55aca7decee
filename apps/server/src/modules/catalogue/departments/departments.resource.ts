import {
  type Department,
  type DepartmentInput,
  departmentInputSchema,
  departmentListQuerySchema,
  departmentSchema,
} from '@shop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { branches, departments, divisions } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

async function loadDepartments(db: Database, ids: number[]): Promise<Department[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(departments).where(inArray(departments.id, ids));
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      color: row.color,
      divisionId: row.divisionId,
      branchId: row.branchId,
      isEnabled: row.isEnabled,
      position: row.position,
    })),
  );
}

/**
 * spec §7 CRUD departments ("list takes query": `?branchId=&divisionId=` besides search, sort and
 * pages). Staff and time records keep their rows when a department goes (set null).
 */
export const departmentsResource = defineResource({
  entity: 'department',
  endpoint: '/api/departments',
  entitySchema: departmentSchema,
  permission: 'catalogue',
  isCustomerVisible: false,
  notFoundMessage: 'Die Abteilung wurde nicht gefunden.',
  inputSchema: departmentInputSchema,
  listQuerySchema: departmentListQuerySchema,
  table: departments,
  idColumn: departments.id,
  searchColumns: [departments.name, departments.description],
  sortColumns: {
    name: sql`lower(${departments.name})`,
    position: departments.position,
    isEnabled: departments.isEnabled,
  },
  defaultSort: 'name',
  filters: (query) => [
    query.branchId ? eq(departments.branchId, query.branchId) : undefined,
    query.divisionId ? eq(departments.divisionId, query.divisionId) : undefined,
  ],
  option: { name: departments.name, isEnabled: departments.isEnabled },
  load: loadDepartments,
  ...plainRowWriters<DepartmentInput>(departments),
  references: [
    { field: 'branchId', column: branches.id, ids: (input) => [input.branchId] },
    { field: 'divisionId', column: divisions.id, ids: (input) => [input.divisionId] },
  ],
});
