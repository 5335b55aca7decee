import type {
  AdditiveCode,
  AllergenCode,
  AlternativeUnit,
  HoursEntry,
  ProductPart,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { cents, identityId, quantity, taxRate, timestamps, timestamptz } from './columns.ts';
import { images } from './media.ts';
import { branches } from './organisation.ts';
import { tags } from './tags.ts';

/** spec §3 Category: name, image, isEnabled, schedule, isVisibleWhenUnavailable. */
export const categories = pgTable('categories', {
  id: identityId(),
  name: text('name').notNull(),
  description: text('description'),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** Hours entries; null or empty: always available. */
  schedule: jsonb('schedule').$type<HoursEntry[] | null>(),
  isVisibleWhenUnavailable: boolean('is_visible_when_unavailable').notNull().default(false),
  ...timestamps(),
});

/** spec §3 Product, with units, parts, schedule, lead time and a tax rate per order type. */
export const products = pgTable(
  'products',
  {
    id: identityId(),
    /** Stable public id that survives edits (cart migration compares it). */
    uid: text('uid').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').$type<'simple' | 'configurable' | 'bundle'>().notNull().default('simple'),
    description: text('description'),
    allergens: text('allergens'),
    /** LMIV allergen and LMZDV additive codes of the product itself (decision 032). */
    allergenCodes: jsonb('allergen_codes').$type<AllergenCode[]>().notNull().default([]),
    additiveCodes: jsonb('additive_codes').$type<AdditiveCode[]>().notNull().default([]),
    /** Keeps the 14-day right of withdrawal (§ 312g BGB, decision 048); false: perishable. */
    isShelfStable: boolean('is_shelf_stable').notNull().default(false),
    /** Gross unit price in cents for one `unit`. */
    price: cents('price').notNull(),
    /** Deposit (Pfand) in cents for one `unit`, beside the price (decision 046). */
    deposit: cents('deposit').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    alternativeUnits: jsonb('alternative_units').$type<AlternativeUnit[]>().notNull().default([]),
    pricing: text('pricing'),
    calculationModel: text('calculation_model')
      .$type<'fixed' | 'approximate' | 'minimum'>()
      .notNull()
      .default('fixed'),
    minimumQuantity: quantity('minimum_quantity'),
    maximumQuantity: quantity('maximum_quantity'),
    quantityStepSize: quantity('quantity_step_size'),
    defaultQuantity: quantity('default_quantity'),
    defaultUnit: text('default_unit'),
    isPriceHidden: boolean('is_price_hidden').notNull().default(false),
    isStepByStep: boolean('is_step_by_step').notNull().default(false),
    /** spec `tax`: the rate for delivery orders. */
    tax: taxRate('tax').notNull().default(7),
    takeawayTax: taxRate('takeaway_tax').notNull().default(7),
    dineInTax: taxRate('dine_in_tax').notNull().default(19),
    config: jsonb('config').$type<{ parts: ProductPart[] }>().notNull().default({ parts: [] }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    schedule: jsonb('schedule').$type<HoursEntry[] | null>(),
    isVisibleWhenUnavailable: boolean('is_visible_when_unavailable').notNull().default(false),
    isLeadTimeEnabled: boolean('is_lead_time_enabled').notNull().default(false),
    leadTimeType: text('lead_time_type').$type<'minutes' | 'hours' | 'days' | 'weeks'>(),
    leadTimeValue: integer('lead_time_value'),
    /** Units left for sale; null: unlimited. Decremented in the order transaction. */
    stock: integer('stock'),
    ...timestamps(),
  },
  (t) => [
    check('products_type', sql`${t.type} in ('simple', 'configurable', 'bundle')`),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_deposit_nonnegative', sql`${t.deposit} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] })],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId),
  ],
);

/** Fixed contents of a bundle product (contract `bundleItems`), priced as one line. */
export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleProductId: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    amount: quantity('amount').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleProductId, t.productId] }),
    index('product_bundle_items_product_idx').on(t.productId),
  ],
);

/**
 * spec §3 Product group: a list of products, each with its own isEnabled, schedule and
 * isVisibleWhenUnavailable. A group with a bundle product is one choice step of that bundle.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    id: identityId(),
    name: text('name').notNull(),
    description: text('description'),
    bundleProductId: integer('bundle_product_id').references(() => products.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    minimumSelections: integer('minimum_selections').notNull().default(1),
    maximumSelections: integer('maximum_selections').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('product_groups_bundle_idx').on(t.bundleProductId)],
);

export const productGroupProducts = pgTable(
  'product_group_products',
  {
    productGroupId: integer('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    schedule: jsonb('schedule').$type<HoursEntry[] | null>(),
    isVisibleWhenUnavailable: boolean('is_visible_when_unavailable').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productGroupId, t.productId] }),
    index('product_group_products_product_idx').on(t.productId),
  ],
);

/** spec §3 Menu (product catalogue): branches, availableFrom, catalog of categories. */
export const menus = pgTable('menus', {
  id: identityId(),
  name: text('name').notNull(),
  description: text('description'),
  /** The active menu of a branch is the one with the latest availableFrom not in the future. */
  availableFrom: timestamptz('available_from').notNull().defaultNow(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

export const menuBranches = pgTable(
  'menu_branches',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.branchId] }),
    index('menu_branches_branch_idx').on(t.branchId),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.categoryId] }),
    index('menu_categories_category_idx').on(t.categoryId),
  ],
);

export const menuCategoryProducts = pgTable(
  'menu_category_products',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.categoryId, t.productId] }),
    foreignKey({
      name: 'menu_category_products_menu_category_fk',
      columns: [t.menuId, t.categoryId],
      foreignColumns: [menuCategories.menuId, menuCategories.categoryId],
    }).onDelete('cascade'),
    index('menu_category_products_product_idx').on(t.productId),
  ],
);

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): a product sold out at one branch
 * on one business day (the calendar date in the shop's time zone). A row of a past day no longer
 * counts, so the product is back the next day by itself.
 */
export const soldOutProducts = pgTable(
  'sold_out_products',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.businessDay, t.productId] }),
    index('sold_out_products_product_idx').on(t.productId),
  ],
);
