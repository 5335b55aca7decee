import type { Table } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** Enabled tables of every branch (dine-in with table selection). */
export async function listCustomerTables(db: Database): Promise<Table[]> {
  const rows = await db
    .select()
    .from(tables)
    .where(eq(tables.isEnabled, true))
    .orderBy(asc(tables.branchId), asc(tables.position), asc(tables.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    branch: { id: row.branchId },
  }));
}
