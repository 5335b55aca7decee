import {
  CATALOGUE_MESSAGES,
  formatMoney,
  type ProductInput,
  productInputSchema,
  productListQuerySchema,
  staffProductSchema,
} from '@shop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  images,
  menuCategoryProducts,
  productBundleItems,
  products,
  productTags,
  tags,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { refuseWhileReferenced } from '../../platform/resources/resource.repository.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadProducts } from './catalogue.service.ts';
import {
  insertProduct,
  productCopyInput,
  productRowValues,
  replaceProductLinks,
} from './products.repository.ts';

const catalogCount = (count: number) =>
  count === 1 ? 'einem Produktkatalog' : `${count} Produktkatalogen`;

/** spec §7 CRUD products with every field of spec §3 Product; area `catalogue`. */
export const productsResource = defineResource({
  entity: 'product',
  endpoint: '/api/products',
  entitySchema: staffProductSchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Das Produkt wurde nicht gefunden.',
  inputSchema: productInputSchema,
  listQuerySchema: productListQuerySchema,
  table: products,
  idColumn: products.id,
  searchColumns: [products.name, products.description, products.allergens],
  sortColumns: {
    name: sql`lower(${products.name})`,
    price: products.price,
    type: products.type,
    isEnabled: products.isEnabled,
    createdAt: products.createdAt,
  },
  defaultSort: 'name',
  filters: (query) => [
    query.type ? eq(products.type, query.type) : undefined,
    query.tagId
      ? inArray(
          products.id,
          sql`(select ${productTags.productId} from ${productTags} where ${productTags.tagId} = ${query.tagId})`,
        )
      : undefined,
  ],
  option: {
    name: products.name,
    hint: products.price,
    formatHint: (cents) => formatMoney(Number(cents)),
    isEnabled: products.isEnabled,
  },
  load: loadProducts,
  insert: (db, input: ProductInput) => insertProduct(db, input),
  update: async (db, id, input, deps) => {
    if (input.bundleItems.some((item) => item.productId === id)) {
      throw AppError.invalid([
        { code: 'invalid', message: CATALOGUE_MESSAGES.bundleContainsItself, field: 'bundleItems' },
      ]);
    }
    await db
      .update(products)
      .set({ ...productRowValues(input), updatedAt: deps.now() })
      .where(eq(products.id, id));
    await replaceProductLinks(db, id, input);
  },
  references: [
    { field: 'imageIds', column: images.id, ids: (input) => input.imageIds },
    { field: 'tagIds', column: tags.id, ids: (input) => input.tagIds },
    {
      field: 'bundleItems',
      column: products.id,
      ids: (input) => input.bundleItems.map((item) => item.productId),
    },
  ],
  duplicate: productCopyInput,
  deleteGuards: [
    refuseWhileReferenced(
      menuCategoryProducts.productId,
      (count) =>
        `Dieses Produkt ist in ${catalogCount(count)} enthalten. Bitte entfernen Sie es zuerst aus dem Katalog.`,
    ),
    refuseWhileReferenced(
      productBundleItems.productId,
      () => 'Dieses Produkt ist in einem Bündel enthalten. Bitte entfernen Sie es zuerst dort.',
    ),
  ],
});
