import type {
  CalculationModel,
  Category,
  ImageRef,
  LeadTimeType,
  Product,
  ProductType,
  Tag,
  Unit,
} from '@shop/domain';
import type { categories, products, tags } from '../../db/schema/index.ts';

/** A category row as the public API shape. */
export function presentCategory(
  row: typeof categories.$inferSelect,
  image: ImageRef | null,
): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image,
    isEnabled: row.isEnabled,
    schedule: row.schedule ?? null,
    isVisibleWhenUnavailable: row.isVisibleWhenUnavailable,
  };
}

/** A product row with its children as the public API shape (spec §3 Product). */
export function presentProduct(
  row: typeof products.$inferSelect,
  children: {
    images: ImageRef[];
    tagIds: number[];
    bundleItems: Product['bundleItems'];
  },
): Product {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    type: row.type as ProductType,
    description: row.description,
    allergens: row.allergens,
    allergenCodes: row.allergenCodes,
    additiveCodes: row.additiveCodes,
    isShelfStable: row.isShelfStable,
    images: children.images,
    price: row.price,
    deposit: row.deposit,
    unit: row.unit as Unit,
    alternativeUnits: row.alternativeUnits,
    calculationModel: row.calculationModel as CalculationModel,
    minimumQuantity: row.minimumQuantity,
    maximumQuantity: row.maximumQuantity,
    quantityStepSize: row.quantityStepSize,
    defaultQuantity: row.defaultQuantity,
    defaultUnit: (row.defaultUnit as Unit | null) ?? null,
    isPriceHidden: row.isPriceHidden,
    isStepByStep: row.isStepByStep,
    tax: row.tax,
    takeawayTax: row.takeawayTax,
    dineInTax: row.dineInTax,
    config: row.config,
    bundleItems: children.bundleItems,
    tags: children.tagIds.map((id) => ({ id })),
    isEnabled: row.isEnabled,
    schedule: row.schedule ?? null,
    isVisibleWhenUnavailable: row.isVisibleWhenUnavailable,
    isLeadTimeEnabled: row.isLeadTimeEnabled,
    leadTimeType: (row.leadTimeType as LeadTimeType | null) ?? null,
    leadTimeValue: row.leadTimeValue,
  };
}

/** A tag row as the public API shape. */
export function presentTag(row: typeof tags.$inferSelect, image: ImageRef | null): Tag {
  return { id: row.id, name: row.name, image };
}
