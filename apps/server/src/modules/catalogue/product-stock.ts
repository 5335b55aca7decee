import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The limited stock of products (spec §3 product stock), taken and put back by the orders area
 * inside its own transaction: the catalogue owns the table (docs/decisions/024-server-area-modules.md).
 */

export type StockUnits = { productId: number; units: number };

/**
 * Takes stock for all lines in one statement, locking the rows in id order (no deadlocks between
 * two orders of the same products): `stock = stock - n where stock >= n`. `taken`: the lines of
 * limited products; `missing`: products with too little left (then nothing should be kept: the
 * caller rolls its transaction back).
 */
export async function takeProductStock(
  tx: Database,
  wanted: readonly StockUnits[],
): Promise<{ taken: StockUnits[]; missing: number[] }> {
  // One JSON parameter, however many products (docs/decisions/014-order-limits-and-public-addresses.md).
  const result = await tx.execute(sql`
    with wanted as (
      select id, n from jsonb_to_recordset(${JSON.stringify(
        wanted.map(({ productId, units }) => ({ id: productId, n: units })),
      )}::jsonb) as w(id integer, n integer)
    ),
    locked as (
      select p.id from ${products} p join wanted w on w.id = p.id order by p.id for update of p
    )
    update ${products} p
    set stock = case when p.stock is null then null else p.stock - w.n end
    from wanted w, locked l
    where p.id = w.id and l.id = p.id and (p.stock is null or p.stock >= w.n)
    returning p.id, p.stock`);
  const rows = (result as unknown as { rows: { id: number; stock: number | null }[] }).rows;
  const updated = new Map(rows.map((row) => [Number(row.id), row.stock]));
  return {
    taken: wanted.filter(
      (entry) => updated.has(entry.productId) && updated.get(entry.productId) !== null,
    ),
    missing: wanted
      .filter((entry) => !updated.has(entry.productId))
      .map((entry) => entry.productId),
  };
}

/** Puts units back on products with limited stock (an order that failed or was cancelled). */
export async function putBackProductStock(
  tx: Database,
  units: readonly StockUnits[],
): Promise<void> {
  if (units.length === 0) return;
  await tx.execute(sql`
    update ${products} p set stock = p.stock + v.n
    from jsonb_to_recordset(${JSON.stringify(
      units.map(({ productId, units: n }) => ({ id: productId, n })),
    )}::jsonb) as v(id integer, n integer)
    where p.id = v.id and p.stock is not null`);
}
