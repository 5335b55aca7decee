import type { Category, Menu, StaffMenu, StaffProduct, StaffTag, Tag } from '@shop/domain';
import { groupBy } from '../../platform/collections.ts';
import type { Database } from '../../platform/database.ts';
import { inIdOrder } from '../../platform/resources/resource.repository.ts';
import { presentCategory, presentProduct, presentTag } from './catalogue.presenter.ts';
import {
  bundleItemOf,
  findCategories,
  findMenusWithChildren,
  findProductsWithChildren,
  findTags,
  type Which,
} from './catalogue.repository.ts';
import { loadImageRefs } from './images/image-ref.ts';

/** Menus with branches and their catalog of categories and products, in order (staff shape). */
export async function loadMenus(db: Database, which: Which): Promise<StaffMenu[]> {
  const { menuRows, branchRows, categoryRows, productRows } = await findMenusWithChildren(
    db,
    which,
  );
  const branchesByMenu = groupBy(branchRows, (row) => row.menuId);
  const categoriesByMenu = groupBy(categoryRows, (row) => row.menuId);
  const productsByMenuCategory = groupBy(productRows, (row) => `${row.menuId}:${row.categoryId}`);
  const menus = menuRows.map((menu) => ({
    id: menu.id,
    name: menu.name,
    description: menu.description,
    isEnabled: menu.isEnabled,
    availableFrom: menu.availableFrom.toISOString(),
    branches: (branchesByMenu.get(menu.id) ?? [])
      .map((row) => ({ id: row.branchId }))
      .sort((left, right) => left.id - right.id),
    catalog: {
      categories: (categoriesByMenu.get(menu.id) ?? []).map((category) => ({
        id: category.categoryId,
        products: (productsByMenuCategory.get(`${menu.id}:${category.categoryId}`) ?? []).map(
          (row) => ({ id: row.productId }),
        ),
      })),
    },
  }));
  return Array.isArray(which) ? inIdOrder(which, menus) : menus;
}

/** Enabled menus as customers see them. */
export async function listCustomerMenus(db: Database): Promise<Menu[]> {
  return (await loadMenus(db, 'enabled')).map(
    ({ description: _description, isEnabled: _isEnabled, ...menu }) => menu,
  );
}

/** Categories with their images (schedules are evaluated by the domain, in browser and server). */
export async function loadCategories(db: Database, which: Which): Promise<Category[]> {
  const rows = await findCategories(db, which);
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  const categories = rows.map((row) =>
    presentCategory(row, row.imageId ? (images.get(row.imageId) ?? null) : null),
  );
  return Array.isArray(which) ? inIdOrder(which, categories) : categories;
}

/** Enabled categories. */
export const listCustomerCategories = (db: Database) => loadCategories(db, 'enabled');

/** Products with images, tags and bundle contents, plus the staff-only pricing note and stock. */
export async function loadProducts(db: Database, which: Which): Promise<StaffProduct[]> {
  const { productRows, imageRows, tagRows, bundleRows } = await findProductsWithChildren(db, which);
  const imagesByProduct = groupBy(imageRows, (row) => row.productId);
  const tagsByProduct = groupBy(tagRows, (row) => row.productId);
  const bundleByProduct = groupBy(bundleRows, (row) => row.bundleProductId);
  const images = await loadImageRefs(
    db,
    imageRows.map((row) => row.imageId),
  );
  const products = productRows.map((row) => ({
    ...presentProduct(row, {
      images: (imagesByProduct.get(row.id) ?? []).flatMap(
        (image) => images.get(image.imageId) ?? [],
      ),
      tagIds: (tagsByProduct.get(row.id) ?? []).map((tag) => tag.tagId),
      bundleItems: (bundleByProduct.get(row.id) ?? []).map(bundleItemOf),
    }),
    pricing: row.pricing,
    stock: row.stock,
  }));
  return Array.isArray(which) ? inIdOrder(which, products) : products;
}

/** Enabled products as customers see them (no stock figures, no staff notes). */
export async function listCustomerProducts(db: Database) {
  return (await loadProducts(db, 'enabled')).map(
    ({ pricing: _pricing, stock: _stock, ...product }) => product,
  );
}

/** Tags with their images (all, or some ids in their order). */
export async function loadTags(db: Database, which: number[] | 'all'): Promise<StaffTag[]> {
  const rows = await findTags(db, which);
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  const tags = rows.map((row) => ({
    ...presentTag(row, row.imageId ? (images.get(row.imageId) ?? null) : null),
    position: row.position,
  }));
  return Array.isArray(which) ? inIdOrder(which, tags) : tags;
}

/** All tags with their images, as customers see them. */
export async function listTags(db: Database): Promise<Tag[]> {
  return (await loadTags(db, 'all')).map(({ position: _position, ...tag }) => tag);
}
