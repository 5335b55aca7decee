import { compareTables, type StaffTable, type Table } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';

type TableRow = typeof tables.$inferSelect;

/** A table row as staff see it (spec §3 Table plus name, seats, order and enabled flag). */
export function presentStaffTable(row: TableRow): StaffTable {
  return {
    id: row.id,
    identifier: row.identifier,
    branch: { id: row.branchId },
    name: row.name,
    seats: row.seats,
    isEnabled: row.isEnabled,
    position: row.position,
  };
}

/** Staff tables with these ids, in their order. */
export async function loadStaffTables(db: Database, ids: number[]): Promise<StaffTable[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(tables).where(inArray(tables.id, ids));
  return inIdOrder(ids, rows.map(presentStaffTable));
}

/** Enabled tables of every branch (dine-in with table selection). */
export async function listCustomerTables(db: Database): Promise<Table[]> {
  const rows = (await db.select().from(tables).where(eq(tables.isEnabled, true))).sort(
    (a, b) => a.branchId - b.branchId || compareTables(a, b),
  );
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    branch: { id: row.branchId },
  }));
}
