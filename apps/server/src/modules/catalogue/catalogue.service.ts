import type { Category, Menu, Product, Tag } from '@shop/domain';
import { groupBy } from '../../platform/collections.ts';
import type { Database } from '../../platform/database.ts';
import { loadImageRefs } from '../images/image-ref.ts';
import { presentCategory, presentProduct, presentTag } from './catalogue.presenter.ts';
import {
  findEnabledCategories,
  findEnabledMenus,
  findEnabledProducts,
  findTags,
} from './catalogue.repository.ts';

/** Enabled menus with branches and their catalog of categories and products, in order. */
export async function listCustomerMenus(db: Database): Promise<Menu[]> {
  const { menuRows, branchRows, categoryRows, productRows } = await findEnabledMenus(db);
  const branchesByMenu = groupBy(branchRows, (row) => row.menuId);
  const categoriesByMenu = groupBy(categoryRows, (row) => row.menuId);
  const productsByMenuCategory = groupBy(productRows, (row) => `${row.menuId}:${row.categoryId}`);
  return menuRows.map((menu) => ({
    id: menu.id,
    name: menu.name,
    availableFrom: menu.availableFrom.toISOString(),
    branches: (branchesByMenu.get(menu.id) ?? []).map((row) => ({ id: row.branchId })),
    catalog: {
      categories: (categoriesByMenu.get(menu.id) ?? []).map((category) => ({
        id: category.categoryId,
        products: (productsByMenuCategory.get(`${menu.id}:${category.categoryId}`) ?? []).map(
          (row) => ({ id: row.productId }),
        ),
      })),
    },
  }));
}

/** Enabled categories (schedules are evaluated by the browser and the server with the domain). */
export async function listCustomerCategories(db: Database): Promise<Category[]> {
  const rows = await findEnabledCategories(db);
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) =>
    presentCategory(row, row.imageId ? (images.get(row.imageId) ?? null) : null),
  );
}

/** Enabled products with images, tags and bundle contents. */
export async function listCustomerProducts(db: Database): Promise<Product[]> {
  const { productRows, imageRows, tagRows, bundleRows } = await findEnabledProducts(db);
  const imagesByProduct = groupBy(imageRows, (row) => row.productId);
  const tagsByProduct = groupBy(tagRows, (row) => row.productId);
  const bundleByProduct = groupBy(bundleRows, (row) => row.bundleProductId);
  const images = await loadImageRefs(
    db,
    imageRows.map((row) => row.imageId),
  );
  return productRows.map((row) =>
    presentProduct(row, {
      images: (imagesByProduct.get(row.id) ?? []).flatMap(
        (image) => images.get(image.imageId) ?? [],
      ),
      tagIds: (tagsByProduct.get(row.id) ?? []).map((tag) => tag.tagId),
      bundleItems: (bundleByProduct.get(row.id) ?? []).map((item) => ({
        productId: item.productId,
        amount: item.amount,
      })),
    }),
  );
}

/** All tags with their images. */
export async function listTags(db: Database): Promise<Tag[]> {
  const rows = await findTags(db);
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) => presentTag(row, row.imageId ? (images.get(row.imageId) ?? null) : null));
}
