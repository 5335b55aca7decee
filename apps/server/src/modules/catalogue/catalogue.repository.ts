import { asc, eq } from 'drizzle-orm';
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

/** Enabled menus with their branches and catalog rows. */
export async function findEnabledMenus(db: Database) {
  const [menuRows, branchRows, categoryRows, productRows] = await Promise.all([
    db.select().from(menus).where(eq(menus.isEnabled, true)).orderBy(asc(menus.id)),
    db.select().from(menuBranches),
    db
      .select()
      .from(menuCategories)
      .orderBy(asc(menuCategories.menuId), asc(menuCategories.position)),
    db
      .select()
      .from(menuCategoryProducts)
      .orderBy(
        asc(menuCategoryProducts.menuId),
        asc(menuCategoryProducts.categoryId),
        asc(menuCategoryProducts.position),
      ),
  ]);
  return { menuRows, branchRows, categoryRows, productRows };
}

/** Enabled categories. */
export function findEnabledCategories(db: Database) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isEnabled, true))
    .orderBy(asc(categories.id));
}

/** Enabled products with their images, tags and bundle contents. */
export async function findEnabledProducts(db: Database) {
  const [productRows, imageRows, tagRows, bundleRows] = await Promise.all([
    db.select().from(products).where(eq(products.isEnabled, true)).orderBy(asc(products.id)),
    db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    db.select().from(productTags),
    db
      .select()
      .from(productBundleItems)
      .orderBy(asc(productBundleItems.bundleProductId), asc(productBundleItems.position)),
  ]);
  return { productRows, imageRows, tagRows, bundleRows };
}

/** All tags in display order. */
export function findTags(db: Database) {
  return db.select().from(tags).orderBy(asc(tags.position), asc(tags.id));
}
