import { randomUUID } from 'node:crypto';
import { normalizeHoursEntry, type ProductInput, type StaffProduct } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { productBundleItems, productImages, products, productTags } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** The product row's own columns of an input. */
export function productRowValues(input: ProductInput) {
  const { imageIds: _images, tagIds: _tags, bundleItems: _bundle, ...columns } = input;
  return columns;
}

/** Inserts a product with a new uid (stable across edits; cart migration compares it). */
export async function insertProduct(db: Database, input: ProductInput): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...productRowValues(input), uid: randomUUID() })
    .returning({ id: products.id });
  await replaceProductLinks(db, row!.id, input);
  return row!.id;
}

/** Replaces a product's images (in order), tags and bundle contents. */
export async function replaceProductLinks(
  db: Database,
  productId: number,
  input: Pick<ProductInput, 'imageIds' | 'tagIds' | 'bundleItems'>,
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  await db.delete(productTags).where(eq(productTags.productId, productId));
  await db.delete(productBundleItems).where(eq(productBundleItems.bundleProductId, productId));
  if (input.imageIds.length > 0) {
    await db
      .insert(productImages)
      .values(input.imageIds.map((imageId, position) => ({ productId, imageId, position })));
  }
  if (input.tagIds.length > 0) {
    await db.insert(productTags).values(input.tagIds.map((tagId) => ({ productId, tagId })));
  }
  if (input.bundleItems.length > 0) {
    await db.insert(productBundleItems).values(
      input.bundleItems.map((item, position) => ({
        bundleProductId: productId,
        productId: item.productId,
        amount: item.amount,
        position,
      })),
    );
  }
}

/** A product as the input of its copy: same fields, " (Kopie)" added; the copy gets a new uid. */
export function productCopyInput(product: StaffProduct): ProductInput {
  return {
    name: `${product.name} (Kopie)`,
    type: product.type,
    description: product.description,
    allergens: product.allergens,
    allergenCodes: product.allergenCodes,
    additiveCodes: product.additiveCodes,
    isShelfStable: product.isShelfStable,
    imageIds: product.images.map((image) => image.id),
    price: product.price,
    deposit: product.deposit,
    unit: product.unit,
    alternativeUnits: product.alternativeUnits,
    pricing: product.pricing,
    calculationModel: product.calculationModel,
    minimumQuantity: product.minimumQuantity,
    maximumQuantity: product.maximumQuantity,
    quantityStepSize: product.quantityStepSize,
    defaultQuantity: product.defaultQuantity,
    defaultUnit: product.defaultUnit,
    isPriceHidden: product.isPriceHidden,
    isStepByStep: product.isStepByStep,
    tax: product.tax,
    takeawayTax: product.takeawayTax,
    dineInTax: product.dineInTax,
    config: {
      parts: product.config.parts.map((part) => ({
        ...part,
        description: part.description ?? null,
      })),
    },
    bundleItems: product.bundleItems.map(({ productId, amount }) => ({ productId, amount })),
    tagIds: product.tags.map((tag) => tag.id),
    isEnabled: product.isEnabled,
    schedule: product.schedule?.map(normalizeHoursEntry) ?? null,
    isVisibleWhenUnavailable: product.isVisibleWhenUnavailable,
    isLeadTimeEnabled: product.isLeadTimeEnabled,
    leadTimeType: product.leadTimeType,
    leadTimeValue: product.leadTimeValue,
    stock: product.stock,
  };
}
