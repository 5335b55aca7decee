import type { MenuInput } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import {
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** The menu row's own columns of an input. */
export function menuRowValues(input: MenuInput) {
  return {
    name: input.name,
    description: input.description,
    isEnabled: input.isEnabled,
    availableFrom: new Date(input.availableFrom),
  };
}

/** Replaces a menu's branches and its catalog (categories and their products, in order). */
export async function replaceMenuContents(
  db: Database,
  menuId: number,
  input: Pick<MenuInput, 'branchIds' | 'catalog'>,
): Promise<void> {
  // Deleting the menu's categories cascades to their product rows.
  await db.delete(menuCategories).where(eq(menuCategories.menuId, menuId));
  await db.delete(menuBranches).where(eq(menuBranches.menuId, menuId));
  if (input.branchIds.length > 0) {
    await db.insert(menuBranches).values(input.branchIds.map((branchId) => ({ menuId, branchId })));
  }
  const { categories } = input.catalog;
  if (categories.length === 0) return;
  await db
    .insert(menuCategories)
    .values(
      categories.map((category, position) => ({ menuId, categoryId: category.id, position })),
    );
  const productRows = categories.flatMap((category) =>
    category.products.map((product, position) => ({
      menuId,
      categoryId: category.id,
      productId: product.id,
      position,
    })),
  );
  if (productRows.length > 0) await db.insert(menuCategoryProducts).values(productRows);
}

/** Ids of the menus a branch is in, newest availableFrom first. */
export async function findMenuIdsOfBranch(db: Database, branchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(menuBranches, eq(menuBranches.menuId, menus.id))
    .where(eq(menuBranches.branchId, branchId))
    .orderBy(asc(menus.availableFrom), asc(menus.id));
  return rows.map((row) => row.id).reverse();
}
