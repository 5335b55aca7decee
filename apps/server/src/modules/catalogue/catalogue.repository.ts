import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  categories,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  productBundleItems,
  productImages,
  products,
  productTags,
  tags,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Catalogue reads for customers ('enabled': everything enabled) and staff (a list of ids), each a
 * fixed number of queries whatever the number of rows.
 */
export type Which = number[] | 'enabled';

const isNone = (which: Which) => Array.isArray(which) && which.length === 0;
const byIds = (column: PgColumn, which: Which): SQL | undefined =>
  Array.isArray(which) ? inArray(column, which) : undefined;

/** Menus with their branches and catalog rows. */
export async function findMenusWithChildren(db: Database, which: Which) {
  if (isNone(which)) return { menuRows: [], branchRows: [], categoryRows: [], productRows: [] };
  const [menuRows, branchRows, categoryRows, productRows] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(Array.isArray(which) ? inArray(menus.id, which) : eq(menus.isEnabled, true))
      .orderBy(asc(menus.id)),
    db.select().from(menuBranches).where(byIds(menuBranches.menuId, which)),
    db
      .select()
      .from(menuCategories)
      .where(byIds(menuCategories.menuId, which))
      .orderBy(asc(menuCategories.menuId), asc(menuCategories.position)),
    db
      .select()
      .from(menuCategoryProducts)
      .where(byIds(menuCategoryProducts.menuId, which))
      .orderBy(
        asc(menuCategoryProducts.menuId),
        asc(menuCategoryProducts.categoryId),
        asc(menuCategoryProducts.position),
      ),
  ]);
  return { menuRows, branchRows, categoryRows, productRows };
}

/** Categories by id, or the enabled ones. */
export function findCategories(db: Database, which: Which) {
  if (isNone(which)) return Promise.resolve([]);
  return db
    .select()
    .from(categories)
    .where(Array.isArray(which) ? inArray(categories.id, which) : eq(categories.isEnabled, true))
    .orderBy(asc(categories.id));
}

/**
 * A bundle's contents with each part's single price and VAT rates (contract `bundleItems`), read
 * joined with the part's product, for the VAT split by single prices
 * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md).
 */
export const bundlePartColumns = {
  bundleProductId: productBundleItems.bundleProductId,
  productId: productBundleItems.productId,
  amount: productBundleItems.amount,
  position: productBundleItems.position,
  price: products.price,
  tax: products.tax,
  takeawayTax: products.takeawayTax,
  dineInTax: products.dineInTax,
};

/** A bundle content row as the product contract carries it. */
export function bundleItemOf(row: {
  productId: number;
  amount: number;
  price: number;
  tax: number;
  takeawayTax: number;
  dineInTax: number;
}) {
  return {
    productId: row.productId,
    amount: row.amount,
    price: row.price,
    tax: row.tax,
    takeawayTax: row.takeawayTax,
    dineInTax: row.dineInTax,
  };
}

/** Products with their images, tags and bundle contents. */
export async function findProductsWithChildren(db: Database, which: Which) {
  if (isNone(which)) return { productRows: [], imageRows: [], tagRows: [], bundleRows: [] };
  const [productRows, imageRows, tagRows, bundleRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(Array.isArray(which) ? inArray(products.id, which) : eq(products.isEnabled, true))
      .orderBy(asc(products.id)),
    db
      .select()
      .from(productImages)
      .where(byIds(productImages.productId, which))
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    db.select().from(productTags).where(byIds(productTags.productId, which)),
    // With each part's single price and rates, for the bundle's VAT split (decision 051).
    db
      .select({ ...bundlePartColumns })
      .from(productBundleItems)
      .innerJoin(products, eq(products.id, productBundleItems.productId))
      .where(byIds(productBundleItems.bundleProductId, which))
      .orderBy(asc(productBundleItems.bundleProductId), asc(productBundleItems.position)),
  ]);
  return { productRows, imageRows, tagRows, bundleRows };
}

/** Tags by id, or all of them, in display order. */
export function findTags(db: Database, which: number[] | 'all' = 'all') {
  if (Array.isArray(which) && which.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tags)
    .where(Array.isArray(which) ? inArray(tags.id, which) : undefined)
    .orderBy(asc(tags.position), asc(tags.id));
}
