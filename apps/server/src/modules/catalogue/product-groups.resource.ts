import {
  listQuerySchema,
  type ProductGroup,
  type ProductGroupInput,
  productGroupInputSchema,
  productGroupSchema,
} from '@shop/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { productGroupProducts, productGroups, products } from '../../db/schema/index.ts';
import { groupBy } from '../../platform/collections.ts';
import type { Database } from '../../platform/database.ts';
import { inIdOrder } from '../../platform/resources/resource.repository.ts';
import { defineResource } from '../../platform/resources/resource.ts';

/** Product groups with their products (each with its own enabled flag and schedule). */
async function loadProductGroups(db: Database, ids: number[]): Promise<ProductGroup[]> {
  if (ids.length === 0) return [];
  const [groupRows, productRows] = await Promise.all([
    db.select().from(productGroups).where(inArray(productGroups.id, ids)),
    db
      .select()
      .from(productGroupProducts)
      .where(inArray(productGroupProducts.productGroupId, ids))
      .orderBy(asc(productGroupProducts.position)),
  ]);
  const productsByGroup = groupBy(productRows, (row) => row.productGroupId);
  const groups = groupRows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    bundleProductId: row.bundleProductId,
    minimumSelections: row.minimumSelections,
    maximumSelections: row.maximumSelections,
    position: row.position,
    products: (productsByGroup.get(row.id) ?? []).map((item) => ({
      id: item.productId,
      isEnabled: item.isEnabled,
      schedule: item.schedule ?? null,
      isVisibleWhenUnavailable: item.isVisibleWhenUnavailable,
    })),
  }));
  return inIdOrder(ids, groups);
}

async function replaceGroupProducts(db: Database, groupId: number, input: ProductGroupInput) {
  await db.delete(productGroupProducts).where(eq(productGroupProducts.productGroupId, groupId));
  if (input.products.length === 0) return;
  await db.insert(productGroupProducts).values(
    input.products.map(({ id, ...item }, position) => ({
      productGroupId: groupId,
      productId: id,
      position,
      ...item,
    })),
  );
}

const rowValues = ({ products: _products, ...columns }: ProductGroupInput) => columns;

/** spec §3 Product group; a group with a bundle product is one choice step of that bundle. */
export const productGroupsResource = defineResource({
  entity: 'productGroup',
  endpoint: '/api/product-groups',
  entitySchema: productGroupSchema,
  permission: 'catalogue',
  // Not part of GET /api/init: bundle steps are read with the order, not from the shared cache.
  isCustomerVisible: false,
  notFoundMessage: 'Die Produktgruppe wurde nicht gefunden.',
  inputSchema: productGroupInputSchema,
  listQuerySchema,
  table: productGroups,
  idColumn: productGroups.id,
  searchColumns: [productGroups.name, productGroups.description],
  sortColumns: { name: sql`lower(${productGroups.name})`, position: productGroups.position },
  defaultSort: 'position',
  option: { name: productGroups.name },
  load: loadProductGroups,
  insert: async (db, input: ProductGroupInput) => {
    const [row] = await db
      .insert(productGroups)
      .values(rowValues(input))
      .returning({ id: productGroups.id });
    await replaceGroupProducts(db, row!.id, input);
    return row!.id;
  },
  update: async (db, id, input, deps) => {
    await db
      .update(productGroups)
      .set({ ...rowValues(input), updatedAt: deps.now() })
      .where(eq(productGroups.id, id));
    await replaceGroupProducts(db, id, input);
  },
  references: [
    {
      field: 'products',
      column: products.id,
      ids: (input) => input.products.map((item) => item.id),
    },
    { field: 'bundleProductId', column: products.id, ids: (input) => [input.bundleProductId] },
  ],
});
