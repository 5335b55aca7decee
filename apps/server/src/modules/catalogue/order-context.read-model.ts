import { activeMenu, type Branch, type Category, type Product, type Table } from '@shop/domain';
import { type AnyColumn, and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  branches,
  branchHours,
  categories,
  deliveryAreas,
  menuBranches,
  menuCategoryProducts,
  menus,
  productBundleItems,
  products,
  tables,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { preparedPerDatabase } from '../../platform/prepared.ts';
import { presentBranch } from './branches/branches.presenter.ts';
import { presentProduct } from './catalogue.presenter.ts';
import { bundleItemOf, bundlePartColumns } from './catalogue.repository.ts';

/**
 * The catalogue as order creation reads it: the catalogue's read model for the orders area
 * (docs/decisions/024-server-area-modules.md), fetched by id only (no full catalogue load per
 * order). The shapes are the public contracts, built with the catalogue's presenters.
 */

/** An enabled branch with its hours and delivery areas, in one query (images and tags not needed). */
export async function findBranchForOrder(db: Database, branchId: number): Promise<Branch | null> {
  const [row] = await db
    .select({
      branch: getTableColumns(branches),
      hours: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(row_to_json(h) order by h.position, h.id), '[]')
        from ${branchHours} h where h.branch_id = ${branchId})`,
      areas: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(row_to_json(a) order by a.position, a.id), '[]')
        from ${deliveryAreas} a where a.branch_id = ${branchId})`,
    })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.isEnabled, true)));
  if (!row) return null;
  return presentBranch(row.branch, {
    hours: row.hours.map((json) => rowFromJson(branchHours, json)),
    areas: row.areas.map((json) => rowFromJson(deliveryAreas, json)),
    tagIds: [],
    images: [],
    logo: null,
  });
}

/** A row of `table` from its row_to_json form (column names, JSON values), mapped as Drizzle does. */
function rowFromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export type ProductForOrder = { product: Product; stock: number | null };

/**
 * `column = any($1::integer[])`: one bind parameter however many ids, so a statement's parameters
 * never grow with the order (docs/decisions/014-order-limits-and-public-addresses.md).
 */
function isAnyOf(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${integerArrayLiteral(ids)}::integer[])`;
}

function integerArrayLiteral(ids: readonly number[]): string {
  return `{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`;
}

/** The product read of every order, built once (platform/prepared.ts). */
const productsByIds = preparedPerDatabase((db) =>
  db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('order_products_by_ids'),
);

/** The products with these ids (enabled or not: availability is decided by the domain). */
export async function findProductsForOrder(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ProductForOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await productsByIds(db).execute({ ids: integerArrayLiteral(ids) });
  const bundleIds = rows.filter((row) => row.type === 'bundle').map((row) => row.id);
  const bundleRows =
    bundleIds.length > 0
      ? await db
          .select({ ...bundlePartColumns })
          .from(productBundleItems)
          .innerJoin(products, eq(products.id, productBundleItems.productId))
          .where(isAnyOf(productBundleItems.bundleProductId, bundleIds))
          .orderBy(asc(productBundleItems.position))
      : [];
  return new Map(
    rows.map((row) => {
      const bundleItems = bundleRows
        .filter((item) => item.bundleProductId === row.id)
        .map(bundleItemOf);
      const product = presentProduct(row, { images: [], tagIds: [], bundleItems });
      return [row.id, { product, stock: row.stock }];
    }),
  );
}

/** The catalogue's products now for order lines (placed lines keep their snapshot; null: gone). */
export async function findCurrentProducts(
  db: Database,
  lines: readonly { productId: number | null }[],
): Promise<Map<number, Product>> {
  const ids = [
    ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ];
  const found = await findProductsForOrder(db, ids);
  return new Map([...found].map(([id, entry]) => [id, entry.product]));
}

export type ListingCategory = Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>;

/**
 * For each product, the categories of the branch's active menu (spec §4: the latest enabled menu
 * whose availableFrom is not in the future) that list it. One query over the branch's menus.
 */
export async function findMenuListing(
  db: Database,
  branchId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, ListingCategory[]>> {
  const wanted = productIds.length > 0 ? [...productIds] : [0];
  const rows = await db
    .select({
      menuId: menus.id,
      availableFrom: menus.availableFrom,
      productId: menuCategoryProducts.productId,
      isEnabled: categories.isEnabled,
      schedule: categories.schedule,
      isVisibleWhenUnavailable: categories.isVisibleWhenUnavailable,
    })
    .from(menus)
    .innerJoin(
      menuBranches,
      and(eq(menuBranches.menuId, menus.id), eq(menuBranches.branchId, branchId)),
    )
    .leftJoin(
      menuCategoryProducts,
      and(
        eq(menuCategoryProducts.menuId, menus.id),
        isAnyOf(menuCategoryProducts.productId, wanted),
      ),
    )
    .leftJoin(categories, eq(categories.id, menuCategoryProducts.categoryId))
    .where(eq(menus.isEnabled, true))
    .orderBy(asc(menus.id));
  const menuList = [...new Map(rows.map((row) => [row.menuId, row])).values()].map((row) => ({
    id: row.menuId,
    availableFrom: row.availableFrom.toISOString(),
    branches: [{ id: branchId }],
  }));
  const active = activeMenu(menuList, branchId, now);
  const listing = new Map<number, ListingCategory[]>();
  for (const row of rows) {
    if (row.menuId !== active?.id || row.productId === null || row.isEnabled === null) continue;
    const entry = {
      isEnabled: row.isEnabled,
      schedule: row.schedule ?? null,
      isVisibleWhenUnavailable: row.isVisibleWhenUnavailable ?? false,
    };
    listing.set(row.productId, [...(listing.get(row.productId) ?? []), entry]);
  }
  return listing;
}

/** Enabled tables of a branch (dine-in with table selection). */
export async function findTablesForOrder(
  db: Database,
  branchId: number,
): Promise<(Table & { id: number })[]> {
  const rows = await db
    .select({ id: tables.id, identifier: tables.identifier, branchId: tables.branchId })
    .from(tables)
    .where(and(eq(tables.branchId, branchId), eq(tables.isEnabled, true)));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    branch: { id: row.branchId },
  }));
}

/** Name, address and contact of a branch, for mails and redirects (even when disabled later). */
export type BranchContact = {
  id: number;
  identifier: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string | null;
  email: string | null;
};

export async function findBranchContact(
  db: Database,
  branchId: number,
): Promise<BranchContact | undefined> {
  const [row] = await db
    .select({
      id: branches.id,
      identifier: branches.identifier,
      name: branches.name,
      street: branches.street,
      zipCode: branches.zipCode,
      city: branches.city,
      phone: branches.phone,
      email: branches.email,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row;
}
