import {
  categories,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  productBundleItems,
  productGroupProducts,
  productGroups,
  productImages,
  products,
  productTags,
} from '../../db/schema/index.ts';
import type { SeedTransaction } from '../seed-types.ts';
import type { BranchSeed } from './branches.data.ts';
import { CATEGORY_SEEDS, MENU_SEEDS, PRODUCT_SEEDS } from './catalogue.data.ts';
import type { CategoryKey } from './catalogue.types.ts';
import { requireId } from './insert-organisation.ts';
import { LUNCH_BUNDLE_ITEMS, LUNCH_MAIN_CHOICES } from './products-kitchen.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts categories, products (images, tags, bundle, product group) and the menus. */
export async function insertCatalogue(
  tx: SeedTransaction,
  input: {
    now: Date;
    branchSeeds: BranchSeed[];
    branchIds: Map<string, number>;
    tagIds: Map<string, number>;
    imageIds: Map<string, number>;
  },
): Promise<void> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORY_SEEDS.map((category) => ({
        name: category.name,
        description: category.description,
        imageId: requireId(input.imageIds, `category:${category.key}`),
      })),
    )
    .returning({ id: categories.id });
  const categoryIds = new Map<CategoryKey, number>(
    CATEGORY_SEEDS.map((category, index) => [category.key, categoryRows[index]?.id ?? 0]),
  );

  const productRows = await tx
    .insert(products)
    .values(PRODUCT_SEEDS.map((seed) => ({ ...seed.product, uid: seed.key })))
    .returning({ id: products.id, uid: products.uid });
  const productIds = new Map(productRows.map((row) => [row.uid, row.id]));

  await tx.insert(productImages).values(
    PRODUCT_SEEDS.map((seed) => ({
      productId: requireId(productIds, seed.key),
      imageId: requireId(input.imageIds, `product:${seed.key}`),
      position: 0,
    })),
  );
  await tx.insert(productTags).values(
    PRODUCT_SEEDS.flatMap((seed) =>
      (seed.tags ?? []).map((name) => ({
        productId: requireId(productIds, seed.key),
        tagId: requireId(input.tagIds, name),
      })),
    ),
  );
  await insertLunchBundle(tx, productIds);
  await insertMenus(tx, { ...input, categoryIds, productIds });
}

/** The lunch menu: fixed contents plus a choice of main course (a product group). */
async function insertLunchBundle(tx: SeedTransaction, productIds: Map<string, number>) {
  const bundleProductId = requireId(productIds, 'mittagsmenue');
  await tx.insert(productBundleItems).values(
    LUNCH_BUNDLE_ITEMS.map((key, position) => ({
      bundleProductId,
      productId: requireId(productIds, key),
      amount: 1,
      position,
    })),
  );
  const [group] = await tx
    .insert(productGroups)
    .values({
      name: 'Hauptgericht zur Wahl',
      description: 'Statt der Gemüselasagne können Sie ein anderes Hauptgericht wählen.',
      bundleProductId,
      minimumSelections: 1,
      maximumSelections: 1,
    })
    .returning({ id: productGroups.id });
  if (!group) throw new Error('Product group was not inserted');
  await tx.insert(productGroupProducts).values(
    LUNCH_MAIN_CHOICES.map((key, position) => ({
      productGroupId: group.id,
      productId: requireId(productIds, key),
      position,
      // Käsespätzle only on Wednesdays and Fridays, shown greyed on the other days.
      ...(key === 'kaesespaetzle'
        ? {
            schedule: (['wednesday', 'friday'] as const).map((type) => ({
              type,
              date: null,
              isClosed: false,
              from: '11:00',
              to: '14:30',
            })),
            isVisibleWhenUnavailable: true,
          }
        : {}),
    })),
  );
}

async function insertMenus(
  tx: SeedTransaction,
  input: {
    now: Date;
    branchSeeds: BranchSeed[];
    branchIds: Map<string, number>;
    categoryIds: Map<CategoryKey, number>;
    productIds: Map<string, number>;
  },
): Promise<void> {
  const menuRows = await tx
    .insert(menus)
    .values(
      MENU_SEEDS.map((menu) => ({
        name: menu.name,
        description: menu.description,
        availableFrom: new Date(
          Math.floor(input.now.getTime() / DAY_MS + menu.availableFromDays) * DAY_MS,
        ),
      })),
    )
    .returning({ id: menus.id });
  const menuIds = new Map(MENU_SEEDS.map((menu, index) => [menu.key, menuRows[index]?.id ?? 0]));

  await tx.insert(menuBranches).values(
    input.branchSeeds.flatMap((seed) =>
      seed.menus.map((key) => ({
        menuId: requireId(menuIds, key),
        branchId: requireId(input.branchIds, seed.branch.identifier),
      })),
    ),
  );
  const categoryOrder = CATEGORY_SEEDS.map((category) => category.key);
  await tx.insert(menuCategories).values(
    MENU_SEEDS.flatMap((menu) =>
      categoryOrder
        .filter((key) => menu.categories.includes(key))
        .map((key, position) => ({
          menuId: requireId(menuIds, menu.key),
          categoryId: requireId(input.categoryIds, key),
          position,
        })),
    ),
  );
  await tx.insert(menuCategoryProducts).values(
    MENU_SEEDS.flatMap((menu) =>
      menu.categories.flatMap((categoryKey) =>
        PRODUCT_SEEDS.filter(
          (seed) => seed.category === categoryKey && !menu.excludedProducts?.includes(seed.key),
        ).map((seed, position) => ({
          menuId: requireId(menuIds, menu.key),
          categoryId: requireId(input.categoryIds, categoryKey),
          productId: requireId(input.productIds, seed.key),
          position,
        })),
      ),
    ),
  );
}
