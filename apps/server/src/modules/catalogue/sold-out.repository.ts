import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  branches,
  menuBranches,
  menuCategoryProducts,
  products,
  soldOutProducts,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** Queries of "Heute ausverkauft" (docs/decisions/020-sold-out-today.md). */

/** Marks of every branch (or one) on `fromDay` or later (the init read asks for today's). */
export function findSoldOutMarks(db: Database, fromDay: string, branchId?: number) {
  return db
    .select({
      branchId: soldOutProducts.branchId,
      productId: soldOutProducts.productId,
      businessDay: soldOutProducts.businessDay,
    })
    .from(soldOutProducts)
    .where(
      and(
        gte(soldOutProducts.businessDay, fromDay),
        branchId === undefined ? undefined : eq(soldOutProducts.branchId, branchId),
      ),
    )
    .orderBy(asc(soldOutProducts.branchId), asc(soldOutProducts.productId));
}

/** Whether an enabled branch with this id exists. */
export async function branchExists(db: Database, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row !== undefined;
}

/** The products on any menu of the branch (what its counter can sell), by name. */
export function findBranchMenuProducts(db: Database, branchId: number) {
  const onMenu = db
    .selectDistinct({ productId: menuCategoryProducts.productId })
    .from(menuCategoryProducts)
    .innerJoin(menuBranches, eq(menuBranches.menuId, menuCategoryProducts.menuId))
    .where(eq(menuBranches.branchId, branchId));
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.isEnabled, true), inArray(products.id, onMenu)))
    .orderBy(asc(products.name), asc(products.id));
}

/** The product ids marked at a branch on a day. */
export async function findSoldOutIds(
  db: Database,
  branchId: number,
  businessDay: string,
): Promise<Set<number>> {
  const rows = await db
    .select({ productId: soldOutProducts.productId })
    .from(soldOutProducts)
    .where(
      and(eq(soldOutProducts.branchId, branchId), eq(soldOutProducts.businessDay, businessDay)),
    );
  return new Set(rows.map((row) => row.productId));
}

/** Sets or clears one mark; setting it twice keeps one row. */
export async function writeSoldOut(
  db: Database,
  mark: { branchId: number; productId: number; businessDay: string; isSoldOut: boolean },
): Promise<void> {
  if (mark.isSoldOut) {
    await db
      .insert(soldOutProducts)
      .values({ branchId: mark.branchId, productId: mark.productId, businessDay: mark.businessDay })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(soldOutProducts)
    .where(
      and(
        eq(soldOutProducts.branchId, mark.branchId),
        eq(soldOutProducts.productId, mark.productId),
        eq(soldOutProducts.businessDay, mark.businessDay),
      ),
    );
}
