import { type AnyColumn, and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  branches,
  categories,
  departments,
  images,
  imageTemplates,
  menuBranches,
  menuCategoryProducts,
  menus,
  products,
  soldOutProducts,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the catalogue (docs/decisions/024-server-area-modules.md: a module
// never reaches into another module's tables). Today: the digital signage menu boards
// (docs/decisions/033-digital-signage.md).

/** Id columns other areas' resources check their references against (422 on an unknown id). */
export const catalogueIdColumns = {
  branch: branches.id,
  category: categories.id,
  image: images.id,
  imageTemplate: imageTemplates.id,
} as const;

/** A branch's name as an SQL expression beside another area's rows (lists, option hints). */
export const branchNameSql = (branchId: AnyColumn) =>
  sql<string>`(select ${branches.name} from ${branches} where ${branches.id} = ${branchId})`;

/** A branch's identifier (its address part) as an SQL expression beside another area's rows. */
export const branchIdentifierSql = (branchId: AnyColumn) =>
  sql<string>`(select ${branches.identifier} from ${branches} where ${branches.id} = ${branchId})`;

// A template's rendered picture and its version (docs/decisions/047-templates-on-tvs-and-labour-report.md).
export {
  templatePicture,
  templatePictureVersions,
} from './image-templates/template-pictures.ts';

/** Category names by id. */
export async function categoryNamesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Department names by id (the week plan's department filter, decision 048). */
export async function departmentNamesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Image addresses (id, version, extension) by id. */
export async function imageAddressesById(db: Database, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, { id: number; version: number; extension: string }>();
  const rows = await db
    .select({ id: images.id, version: images.version, extension: images.extension })
    .from(images)
    .where(inArray(images.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export type BoardProductRow = {
  categoryId: number;
  id: number;
  name: string;
  price: number;
  description: string | null;
};

/**
 * The enabled products of enabled categories on enabled menus (of one branch, when given), each
 * once per category in menu order; products the branch marked sold out on `businessDay` are left
 * out (docs/decisions/020-sold-out-today.md).
 */
export async function boardProducts(
  db: Database,
  input: { categoryIds: readonly number[]; branchId: number | null; businessDay: string },
): Promise<BoardProductRow[]> {
  if (input.categoryIds.length === 0) return [];
  const branchMenus =
    input.branchId === null
      ? undefined
      : inArray(
          menuCategoryProducts.menuId,
          db
            .select({ menuId: menuBranches.menuId })
            .from(menuBranches)
            .where(eq(menuBranches.branchId, input.branchId)),
        );
  const soldOut =
    input.branchId === null
      ? undefined
      : sql`not exists (select 1 from ${soldOutProducts} where ${soldOutProducts.productId} = ${products.id} and ${soldOutProducts.branchId} = ${input.branchId} and ${soldOutProducts.businessDay} = ${input.businessDay})`;
  const rows = await db
    .select({
      categoryId: menuCategoryProducts.categoryId,
      id: products.id,
      name: products.name,
      price: products.price,
      description: products.description,
      position: sql<number>`min(${menuCategoryProducts.position})`,
    })
    .from(menuCategoryProducts)
    .innerJoin(products, eq(products.id, menuCategoryProducts.productId))
    .innerJoin(menus, eq(menus.id, menuCategoryProducts.menuId))
    .innerJoin(categories, eq(categories.id, menuCategoryProducts.categoryId))
    .where(
      and(
        inArray(menuCategoryProducts.categoryId, [...input.categoryIds]),
        eq(products.isEnabled, true),
        eq(menus.isEnabled, true),
        eq(categories.isEnabled, true),
        branchMenus,
        soldOut,
      ),
    )
    .groupBy(
      menuCategoryProducts.categoryId,
      products.id,
      products.name,
      products.price,
      products.description,
    )
    .orderBy(
      asc(menuCategoryProducts.categoryId),
      sql`min(${menuCategoryProducts.position})`,
      asc(products.name),
    );
  return rows.map(({ position: _position, ...row }) => ({ ...row, price: Number(row.price) }));
}

/**
 * A branch's slot capacity, busy mode and ordering pause (docs/decisions/037-slot-capacity.md,
 * 041-busy-day-payments-and-pause.md), or null.
 */
export async function findBranchCapacity(db: Database, branchId: number) {
  const [row] = await db
    .select({
      id: branches.id,
      isEnabled: branches.isEnabled,
      busyMinutes: branches.busyMinutes,
      busyDay: branches.busyDay,
      orderingPausedUntil: branches.orderingPausedUntil,
      maxOrdersPerSlot: branches.maxOrdersPerSlot,
      maxOrdersPerSlotByType: branches.maxOrdersPerSlotByType,
      slotMinutes: branches.slotMinutes,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row ?? null;
}

/** Names and postal addresses of branches by id (the orders area's invoices and exports). */
export async function branchAddressesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; street: string; zipCode: string; city: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      street: branches.street,
      zipCode: branches.zipCode,
      city: branches.city,
    })
    .from(branches)
    .where(inArray(branches.id, [...ids]));
  return new Map(rows.map(({ id, ...address }) => [id, address]));
}

/** The ids among `ids` that are branches (users' and API keys' branch checks). */
export async function existingBranchIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** A branch's id and name, or undefined when there is none (the API keys' screen). */
export async function branchNameOf(
  db: Database,
  branchId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row;
}
