import { z } from 'zod';
import { ADDITIVE_CODES, ALLERGEN_CODES } from '../allergens/allergens.ts';
import { MESSAGES } from '../messages.ts';
import {
  categorySchema,
  menuSchema,
  productSchema,
  scheduleSchema,
  tagSchema,
} from './entities.ts';
import {
  calculationModelSchema,
  leadTimeTypeSchema,
  modifierSchema,
  partTypeSchema,
  productTypeSchema,
  unitSchema,
} from './enums.ts';
import {
  centsInputSchema,
  checkMinimumMaximum,
  entityIdSchema,
  idListSchema,
  isUniqueBy,
  optional,
  optionalText,
  positionSchema,
  quantityInputSchema,
  requiredText,
  scheduleInputSchema,
  taxRateInputSchema,
} from './fields.ts';
import { listQuerySchema } from './paging.ts';

/**
 * Back-office contracts of the catalogue (spec §3 Menu, Category, Product group,
 * Tag, Product, Configurable part, Units): staff response shapes (the public shapes the storefront
 * already parses from /api/init, extended) and strict create/update inputs. POST and PUT take the
 * same input.
 */

export const CATALOGUE_MESSAGES = {
  partNeedsOptions: 'Bitte legen Sie für eine Auswahl mindestens eine Option an.',
  configurableNeedsPart: 'Ein konfigurierbares Produkt braucht mindestens einen Teil.',
  bundleNeedsItems: 'Ein Bündel braucht mindestens ein enthaltenes Produkt.',
  bundleContainsItself: 'Ein Bündel kann sich nicht selbst enthalten.',
  alternativeUnitIsBaseUnit:
    'Eine alternative Einheit muss sich von der Einheit des Produkts unterscheiden.',
  defaultUnitUnknown:
    'Die Standardeinheit muss die Einheit des Produkts oder eine alternative Einheit sein.',
  leadTimeRequired: 'Bitte geben Sie die Vorlaufzeit an.',
  defaultQuantityOutOfRange: 'Die Standardmenge muss zwischen Minimum und Maximum liegen.',
} as const;

// ——— Tags ———

export const staffTagSchema = tagSchema.extend({ position: z.number().int() });
export type StaffTag = z.infer<typeof staffTagSchema>;

export const tagInputSchema = z.strictObject({
  name: requiredText(100),
  imageId: optional(entityIdSchema),
  position: positionSchema,
});
export type TagInput = z.infer<typeof tagInputSchema>;

// ——— Categories ———

/** A category as staff see it: the public shape (spec §3 Category) as it is. */
export const staffCategorySchema = categorySchema;
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const categoryInputSchema = z.strictObject({
  name: requiredText(200),
  description: optionalText(5000),
  imageId: optional(entityIdSchema),
  isEnabled: z.boolean().default(true),
  schedule: scheduleInputSchema,
  isVisibleWhenUnavailable: z.boolean().default(false),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ——— Menus (product catalogues) ———

/** A menu as staff see it: the public shape (spec §3 Menu) plus description and enabled flag. */
export const staffMenuSchema = menuSchema.extend({
  description: z.string().nullable(),
  isEnabled: z.boolean(),
});
export type StaffMenu = z.infer<typeof staffMenuSchema>;

/** One category of a menu's catalog with its products in display order. */
export const menuCatalogCategoryInputSchema = z.strictObject({
  id: entityIdSchema,
  products: z
    .array(z.strictObject({ id: entityIdSchema }))
    .max(1000)
    .default([])
    .refine((products) => isUniqueBy(products, (product) => product.id), {
      error: MESSAGES.uniqueCollection,
    }),
});

export const menuInputSchema = z.strictObject({
  name: requiredText(200),
  description: optionalText(2000),
  /** ISO instant; the active menu of a branch is the one with the latest availableFrom not in the future. */
  availableFrom: z.iso.datetime({ offset: true }),
  isEnabled: z.boolean().default(true),
  branchIds: idListSchema(),
  catalog: z.strictObject({
    categories: z
      .array(menuCatalogCategoryInputSchema)
      .max(200)
      .refine((categories) => isUniqueBy(categories, (category) => category.id), {
        error: MESSAGES.uniqueCollection,
      }),
  }),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

// ——— Product groups ———

/** spec §3 Product group: products, each with its own isEnabled, schedule and visibility. */
export const productGroupProductSchema = z.object({
  id: entityIdSchema,
  isEnabled: z.boolean(),
  schedule: scheduleSchema,
  isVisibleWhenUnavailable: z.boolean(),
});

export const productGroupSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** Set when the group is one choice step of a bundle product. */
  bundleProductId: entityIdSchema.nullable(),
  minimumSelections: z.number().int(),
  maximumSelections: z.number().int(),
  position: z.number().int(),
  products: z.array(productGroupProductSchema),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productGroupInputSchema = z
  .strictObject({
    name: requiredText(200),
    description: optionalText(2000),
    bundleProductId: optional(entityIdSchema),
    minimumSelections: z.number().int().min(0).max(100).default(1),
    maximumSelections: z.number().int().min(1).max(100).default(1),
    position: positionSchema,
    products: z
      .array(
        z.strictObject({
          id: entityIdSchema,
          isEnabled: z.boolean().default(true),
          schedule: scheduleInputSchema,
          isVisibleWhenUnavailable: z.boolean().default(false),
        }),
      )
      .max(500)
      .default([])
      .refine((products) => isUniqueBy(products, (product) => product.id), {
        error: MESSAGES.uniqueCollection,
      }),
  })
  .superRefine((group, context) =>
    checkMinimumMaximum(context, group.minimumSelections, group.maximumSelections, [
      'maximumSelections',
    ]),
  );
export type ProductGroupInput = z.infer<typeof productGroupInputSchema>;

// ——— Products ———

/** A product as staff see it: the public shape plus the pricing note and the stock left. */
export const staffProductSchema = productSchema.extend({
  /** spec §3 `pricing`: a free note on how the price is made up (shown to staff). */
  pricing: z.string().nullable(),
  /** Units left for sale; null: unlimited. */
  stock: z.number().int().nullable(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** spec §3 Configurable part option: name, modifier add/subtract/overwrite, value in cents. */
export const partOptionInputSchema = z.strictObject({
  name: requiredText(200),
  modifier: modifierSchema.default('add'),
  value: centsInputSchema.default(0),
  /** LMIV allergens and LMZDV additives (docs/decisions/032-unit-prices-allergens-additives.md). */
  allergens: z
    .array(z.enum(ALLERGEN_CODES, { message: MESSAGES.invalidChoice }))
    .max(14)
    .optional(),
  additives: z
    .array(z.enum(ADDITIVE_CODES, { message: MESSAGES.invalidChoice }))
    .max(14)
    .optional(),
  /** Deposit (Pfand) in cents per product unit while chosen (decision 046). */
  deposit: centsInputSchema.optional(),
});

const SELECT_TYPES: ReadonlySet<string> = new Set(['select', 'multiselect']);

/** spec §3 Configurable part: name, description, type, optional flag, options. */
export const productPartInputSchema = z
  .strictObject({
    name: requiredText(200),
    description: optionalText(2000),
    type: partTypeSchema,
    optional: z.boolean().default(false),
    options: z.array(partOptionInputSchema).max(200).default([]),
  })
  .superRefine((part, context) => {
    if (SELECT_TYPES.has(part.type) && part.options.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: CATALOGUE_MESSAGES.partNeedsOptions,
      });
    }
    if (!isUniqueBy(part.options, (option) => option.name)) {
      context.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.uniqueCollection });
    }
  });
export type ProductPartInput = z.infer<typeof productPartInputSchema>;

/** spec §3 alternativeUnits: unit, ratio, minimumQuantity, maximumQuantity, step, model. */
export const alternativeUnitInputSchema = z
  .strictObject({
    unit: unitSchema,
    ratio: z.number().positive().max(1_000_000_000),
    minimumQuantity: optional(z.number().min(0).max(1_000_000)),
    maximumQuantity: optional(quantityInputSchema),
    quantityStepSize: optional(quantityInputSchema),
    calculationModel: calculationModelSchema.default('fixed'),
  })
  .superRefine((unit, context) =>
    checkMinimumMaximum(context, unit.minimumQuantity, unit.maximumQuantity, ['maximumQuantity']),
  )
  .transform((unit) => ({
    ...unit,
    minimumQuantity: unit.minimumQuantity ?? null,
    maximumQuantity: unit.maximumQuantity ?? null,
    quantityStepSize: unit.quantityStepSize ?? null,
  }));
export type AlternativeUnitInput = z.infer<typeof alternativeUnitInputSchema>;

const productFieldsSchema = z.strictObject({
  name: requiredText(200),
  type: productTypeSchema.default('simple'),
  description: optionalText(10_000),
  allergens: optionalText(2000),
  /** LMIV / LMZDV codes of the product itself, each once in the law's order (decision 032). */
  allergenCodes: z
    .array(z.enum(ALLERGEN_CODES, { message: MESSAGES.invalidChoice }))
    .max(14)
    .default([])
    .transform((codes) => ALLERGEN_CODES.filter((code) => codes.includes(code))),
  additiveCodes: z
    .array(z.enum(ADDITIVE_CODES, { message: MESSAGES.invalidChoice }))
    .max(14)
    .default([])
    .transform((codes) => ADDITIVE_CODES.filter((code) => codes.includes(code))),
  imageIds: idListSchema(50),
  /** Gross unit price in cents for one `unit`. */
  price: centsInputSchema,
  /** Deposit (Pfand) in cents for one `unit`, beside the price (decision 046). */
  deposit: centsInputSchema.default(0),
  unit: unitSchema.default('piece'),
  alternativeUnits: z.array(alternativeUnitInputSchema).max(20).default([]),
  pricing: optionalText(500),
  calculationModel: calculationModelSchema.default('fixed'),
  minimumQuantity: optional(z.number().min(0).max(1_000_000)),
  maximumQuantity: optional(quantityInputSchema),
  quantityStepSize: optional(quantityInputSchema),
  defaultQuantity: optional(quantityInputSchema),
  defaultUnit: optional(unitSchema),
  isPriceHidden: z.boolean().default(false),
  /** Keeps the right of withdrawal (docs/decisions/048-withdrawal-and-staff-fixes.md). */
  isShelfStable: z.boolean().default(false),
  isStepByStep: z.boolean().default(false),
  /** spec `tax`: the rate for delivery orders. */
  tax: taxRateInputSchema,
  takeawayTax: taxRateInputSchema,
  dineInTax: taxRateInputSchema,
  config: z.strictObject({ parts: z.array(productPartInputSchema).max(50).default([]) }).default({
    parts: [],
  }),
  bundleItems: z
    .array(z.strictObject({ productId: entityIdSchema, amount: quantityInputSchema.default(1) }))
    .max(50)
    .default([]),
  tagIds: idListSchema(),
  isEnabled: z.boolean().default(true),
  schedule: scheduleInputSchema,
  isVisibleWhenUnavailable: z.boolean().default(false),
  isLeadTimeEnabled: z.boolean().default(false),
  leadTimeType: optional(leadTimeTypeSchema),
  leadTimeValue: optional(z.number().int().min(1).max(100_000)),
  /** Units left for sale; null: unlimited. */
  stock: optional(z.number().int().min(0).max(1_000_000_000)),
});

/** POST /api/products, PUT /api/products/{id}: every field of spec §3 Product (uid is the server's). */
export const productInputSchema = productFieldsSchema.superRefine(checkProductRules);
export type ProductInput = z.infer<typeof productInputSchema>;

/** The rules that span several product fields (each issue names the field to mark). */
function checkProductRules(
  product: z.infer<typeof productFieldsSchema>,
  context: z.core.$RefinementCtx,
): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  checkMinimumMaximum(context, product.minimumQuantity, product.maximumQuantity, [
    'maximumQuantity',
  ]);
  const { defaultQuantity, minimumQuantity, maximumQuantity } = product;
  if (
    defaultQuantity != null &&
    ((minimumQuantity != null && defaultQuantity < minimumQuantity) ||
      (maximumQuantity != null && defaultQuantity > maximumQuantity))
  ) {
    issue('defaultQuantity', CATALOGUE_MESSAGES.defaultQuantityOutOfRange);
  }
  if (product.alternativeUnits.some((unit) => unit.unit === product.unit)) {
    issue('alternativeUnits', CATALOGUE_MESSAGES.alternativeUnitIsBaseUnit);
  }
  if (!isUniqueBy(product.alternativeUnits, (unit) => unit.unit)) {
    issue('alternativeUnits', MESSAGES.uniqueCollection);
  }
  const units = new Set([product.unit, ...product.alternativeUnits.map((unit) => unit.unit)]);
  if (product.defaultUnit && !units.has(product.defaultUnit)) {
    issue('defaultUnit', CATALOGUE_MESSAGES.defaultUnitUnknown);
  }
  if (product.isLeadTimeEnabled && (!product.leadTimeType || !product.leadTimeValue)) {
    issue(
      product.leadTimeType ? 'leadTimeValue' : 'leadTimeType',
      CATALOGUE_MESSAGES.leadTimeRequired,
    );
  }
  if (product.type === 'configurable' && product.config.parts.length === 0) {
    issue('config', CATALOGUE_MESSAGES.configurableNeedsPart);
  }
  if (product.type === 'bundle' && product.bundleItems.length === 0) {
    issue('bundleItems', CATALOGUE_MESSAGES.bundleNeedsItems);
  }
  if (!isUniqueBy(product.bundleItems, (item) => item.productId)) {
    issue('bundleItems', MESSAGES.uniqueCollection);
  }
}

/** The products list may be narrowed by tag and type (`?tagId=&type=`). */
export const productListQuerySchema = listQuerySchema.extend({
  tagId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: productTypeSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
