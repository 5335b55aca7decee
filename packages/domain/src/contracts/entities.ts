import { z } from 'zod';
import { ADDITIVE_CODES, ALLERGEN_CODES } from '../allergens/allergens.ts';
import { MESSAGES } from '../messages.ts';
import {
  calculationModelSchema,
  deliveryMethodSchema,
  hoursEntryTypeSchema,
  leadTimeTypeSchema,
  modifierSchema,
  type NAVIGATION_ITEM_TYPES,
  partTypeSchema,
  productTypeSchema,
  siteTypeSchema,
  unitSchema,
} from './enums.ts';

/**
 * Public entity shapes (spec §3) as the API sends them. Field names are the spec's.
 * Money is integer cents (`price: 1250` = 12,50 €); tax rates are percent numbers (19, 7, 8.1).
 */

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
const taxRate = z.number().min(0).max(100);
/** HH:mm, 00:00–24:00 (24:00 closes a day at midnight). */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: MESSAGES.invalidTime });
/** YYYY-MM-DD in the shop's time zone. */
export const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const imageRefSchema = z.object({
  id,
  version: z.number().int().nonnegative(),
  extension: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** spec §3 Opening-hours entry. Also the format of product/category schedules. */
export const hoursEntrySchema = z.object({
  type: hoursEntryTypeSchema,
  date: localDateSchema.nullable().optional(),
  isClosed: z.boolean().default(false),
  from: timeOfDaySchema.nullable().optional(),
  to: timeOfDaySchema.nullable().optional(),
});
export type HoursEntry = z.infer<typeof hoursEntrySchema>;

/** A schedule: when set and non-empty, the thing is available only within these entries. */
export const scheduleSchema = z.array(hoursEntrySchema).nullable();
export type Schedule = z.infer<typeof scheduleSchema>;

/** spec §3 Upload: id (random), version, extension, publicHash (≥ 128 random bits), mimeType. */
export const uploadSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  extension: z.string(),
  publicHash: z.string().min(32),
  mimeType: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const deliveryAreaSchema = z.object({
  id,
  area: z.string(),
  price: cents,
  tax: taxRate,
  free: z.boolean(),
  minimumOrderValue: cents.nullable(),
  freeFromOrderValue: cents.nullable(),
  /** The postcodes the area serves (ours, docs/decisions/016); empty: any address. */
  postcodes: z.array(z.string()),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

export const tagSchema = z.object({ id, name: z.string(), image: imageRefSchema.nullable() });
export type Tag = z.infer<typeof tagSchema>;

export const divisionSchema = z.object({
  id,
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

export const branchSchema = z.object({
  id,
  identifier: z.string(),
  divisionId: id.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  keywords: z.string().nullable(),
  tags: z.array(z.object({ id })),
  images: z.array(imageRefSchema),
  logo: imageRefSchema.nullable(),
  isPublic: z.boolean(),
  isEnabled: z.boolean(),
  openingHours: z.array(hoursEntrySchema),
  deliveryHours: z.array(hoursEntrySchema),
  isDeliveryHoursEnabled: z.boolean(),
  isTakeawayEnabled: z.boolean(),
  isDeliveryEnabled: z.boolean(),
  isDineInEnabled: z.boolean(),
  isPreorderEnabled: z.boolean(),
  isTableSelectionEnabled: z.boolean(),
  isAppointmentRequired: z.boolean(),
  isQuotationRequired: z.boolean(),
  /** ISO date-time from which orders are accepted (null: always). */
  orderableFrom: z.string().nullable(),
  closedMessage: z.string().nullable(),
  /** Slot capacity (docs/decisions/037-slot-capacity.md): orders per slot, null: no limit. */
  maxOrdersPerSlot: z.number().int().nonnegative().nullable().default(null),
  /** Per order type, on top of `maxOrdersPerSlot` (decision 037); a missing type: no own limit. */
  maxOrdersPerSlotByType: z
    .object({
      takeaway: z.number().int().nonnegative().nullable().optional(),
      delivery: z.number().int().nonnegative().nullable().optional(),
      dineIn: z.number().int().nonnegative().nullable().optional(),
    })
    .default({}),
  slotMinutes: z.number().int().positive().default(15),
  /**
   * Busy mode (docs/decisions/037-slot-capacity.md): extra preparation minutes for the business
   * day `busyDay` (YYYY-MM-DD); over by itself the next day (capacity/busy-mode.ts).
   */
  busyMinutes: z.number().int().nonnegative().nullable().default(null),
  busyDay: z.string().nullable().default(null),
  /**
   * Online ordering paused until this instant (docs/decisions/041-busy-day-payments-and-pause.md);
   * null or past: not paused (capacity/busy-mode.ts `orderingPausedUntil`).
   */
  orderingPausedUntil: z.string().nullable().default(null),
  /**
   * Products sold out at this branch on a business day ("Heute ausverkauft", docs/decisions/
   * 020-sold-out-today.md): today's marks, always sent in GET /api/init; absent in staff reads.
   */
  soldOut: z.array(z.object({ productId: z.number().int(), businessDay: z.string() })).optional(),
  isCashEnabled: z.boolean(),
  isATMCardEnabled: z.boolean(),
  isHydroAGVoucherEnabled: z.boolean(),
  isMollieEnabled: z.boolean(),
  isDatatransEnabled: z.boolean(),
  isDeliveryEmailRequired: z.boolean(),
  isDineInEmailRequired: z.boolean(),
  isTakeawayEmailRequired: z.boolean(),
  isDeliveryPhoneRequired: z.boolean(),
  isDineInPhoneRequired: z.boolean(),
  isTakeawayPhoneRequired: z.boolean(),
  isDeliveryAddressRequired: z.boolean(),
  isDineInAddressRequired: z.boolean(),
  isTakeawayAddressRequired: z.boolean(),
  /**
   * Reusable packaging for takeaway and delivery (§33 VerpackG) and its deposit in cents per order
   * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md); older clients: not offered.
   */
  isReusablePackagingOffered: z.boolean().default(false),
  reusablePackagingDeposit: cents.nonnegative().default(0),
  deliveryAreas: z.array(deliveryAreaSchema),
});
export type Branch = z.infer<typeof branchSchema>;

export const partOptionSchema = z.object({
  name: z.string(),
  modifier: modifierSchema,
  /** Cents added, subtracted, or the overwriting unit price. */
  value: cents,
  /** LMIV allergens and LMZDV additives (docs/decisions/032-unit-prices-allergens-additives.md). */
  allergens: z.array(z.enum(ALLERGEN_CODES)).optional(),
  additives: z.array(z.enum(ADDITIVE_CODES)).optional(),
  /** Deposit (Pfand) in cents per product unit while chosen (docs/decisions/046-deposits-and-credit-notes.md). */
  deposit: cents.nonnegative().optional(),
});
export type PartOption = z.infer<typeof partOptionSchema>;

export const productPartSchema = z.object({
  name: z.string(),
  description: z.string().nullable().optional(),
  type: partTypeSchema,
  optional: z.boolean(),
  options: z.array(partOptionSchema).default([]),
});
export type ProductPart = z.infer<typeof productPartSchema>;

export const alternativeUnitSchema = z.object({
  unit: unitSchema,
  /** 1 of this unit equals `ratio` of the product's base unit. */
  ratio: z.number().positive(),
  minimumQuantity: z.number().nonnegative().nullable(),
  maximumQuantity: z.number().positive().nullable(),
  quantityStepSize: z.number().positive().nullable(),
  calculationModel: calculationModelSchema,
});
export type AlternativeUnit = z.infer<typeof alternativeUnitSchema>;

export const productSchema = z.object({
  id,
  uid: z.string(),
  name: z.string(),
  type: productTypeSchema,
  description: z.string().nullable(),
  allergens: z.string().nullable(),
  /**
   * The product's own LMIV allergens and LMZDV additives as codes, beside the free text
   * (docs/decisions/032-unit-prices-allergens-additives.md); [] in snapshots older than them.
   */
  allergenCodes: z.array(z.enum(ALLERGEN_CODES)).default([]),
  additiveCodes: z.array(z.enum(ADDITIVE_CODES)).default([]),
  /**
   * Shelf-stable goods keep the right of withdrawal, everything else is perishable
   * (docs/decisions/048-withdrawal-and-staff-fixes.md); false in older snapshots.
   */
  isShelfStable: z.boolean().default(false),
  images: z.array(imageRefSchema),
  /** Unit price in cents for one `unit`. */
  price: cents,
  /**
   * Deposit (Pfand) in cents for one `unit`, shown and totalled beside the price, never inside it
   * (docs/decisions/046-deposits-and-credit-notes.md); 0 in snapshots older than it.
   */
  deposit: cents.nonnegative().default(0),
  unit: unitSchema,
  alternativeUnits: z.array(alternativeUnitSchema),
  calculationModel: calculationModelSchema,
  minimumQuantity: z.number().nonnegative().nullable(),
  maximumQuantity: z.number().positive().nullable(),
  quantityStepSize: z.number().positive().nullable(),
  defaultQuantity: z.number().positive().nullable(),
  defaultUnit: unitSchema.nullable(),
  isPriceHidden: z.boolean(),
  isStepByStep: z.boolean(),
  /** Tax rate for delivery orders (spec: `tax`). */
  tax: taxRate,
  takeawayTax: taxRate,
  dineInTax: taxRate,
  config: z.object({ parts: z.array(productPartSchema) }),
  /**
   * Bundle contents (type 'bundle'): product ids with amounts, priced as one line. The part's
   * single price (cents per its unit) and VAT rates are snapshotted beside it so the bundle's
   * price can be split across the rates by the parts' single prices
   * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md); absent in older snapshots.
   */
  bundleItems: z
    .array(
      z.object({
        productId: id,
        amount: z.number().positive(),
        price: cents.nonnegative().optional(),
        tax: taxRate.optional(),
        takeawayTax: taxRate.optional(),
        dineInTax: taxRate.optional(),
      }),
    )
    .default([]),
  tags: z.array(z.object({ id })),
  isEnabled: z.boolean(),
  schedule: scheduleSchema,
  isVisibleWhenUnavailable: z.boolean(),
  isLeadTimeEnabled: z.boolean(),
  leadTimeType: leadTimeTypeSchema.nullable(),
  leadTimeValue: z.number().int().nonnegative().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  image: imageRefSchema.nullable(),
  isEnabled: z.boolean(),
  schedule: scheduleSchema,
  isVisibleWhenUnavailable: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const menuSchema = z.object({
  id,
  name: z.string(),
  branches: z.array(z.object({ id })),
  /** ISO date-time; the active menu is the one with the latest availableFrom not in the future. */
  availableFrom: z.string(),
  catalog: z.object({
    categories: z.array(z.object({ id, products: z.array(z.object({ id })) })),
  }),
});
export type Menu = z.infer<typeof menuSchema>;

export const tableSchema = z.object({
  id,
  identifier: z.string(),
  branch: z.object({ id }),
});
export type Table = z.infer<typeof tableSchema>;

export const donateeSchema = z.object({
  id,
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: imageRefSchema.nullable(),
});
export type Donatee = z.infer<typeof donateeSchema>;

export const sectionSchema = z.object({
  type: z.string(),
  value: z.record(z.string(), z.unknown()),
});
export type Section = z.infer<typeof sectionSchema>;

export const siteSchema = z.object({
  id,
  path: z.string(),
  title: z.string(),
  type: siteTypeSchema.or(z.string()),
  isPublic: z.boolean(),
  content: z.object({
    /** 'default': sanitised HTML string; 'custom_site': list of sections. */
    body: z.union([z.string(), z.array(sectionSchema)]),
  }),
});
export type Site = z.infer<typeof siteSchema>;

export type NavigationItem = {
  label: string;
  type: (typeof NAVIGATION_ITEM_TYPES)[number] | string;
  /** Site id, branch id or URL, depending on type. */
  target: string | number | null;
  isEnabled: boolean;
  children: NavigationItem[];
};
// Named, so the OpenAPI document can describe the tree by a reference to itself (decision 025).
export const navigationItemSchema: z.ZodType<NavigationItem> = z
  .lazy(() =>
    z.object({
      label: z.string(),
      type: z.string(),
      target: z.union([z.string(), z.number(), z.null()]),
      isEnabled: z.boolean(),
      children: z.array(navigationItemSchema),
    }),
  )
  .meta({ id: 'NavigationItem' });

export const navigationSchema = z.object({
  id,
  identifier: z.string(),
  name: z.string(),
  items: z.array(navigationItemSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const blockSchema = z.object({
  id,
  identifier: z.string(),
  type: z.string(),
  value: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

/** spec §3 Config settings that a customer's browser may see (no provider keys). */
export const publicConfigSchema = z.object({
  title: z.string(),
  description: z.string(),
  shopName: z.string(),
  businessName: z.string(),
  /**
   * The seller on invoices (§14 Abs. 4 UStG, docs/decisions/040-invoices-and-exports.md): the
   * business's postal address (one line per line) and its Steuernummer or USt-IdNr.
   */
  businessAddress: z.string().default(''),
  taxNumber: z.string().default(''),
  vatId: z.string().default(''),
  website: z.string(),
  currency: z.string().default('EUR'),
  timeZone: z.string().default('Europe/Berlin'),
  defaultDeliveryMethod: deliveryMethodSchema,
  termsAndConditions: z.string(),
  termsAndConditionsText: z.string(),
  privacyPolicy: z.string(),
  privacyPolicyText: z.string(),
  imprint: z.string(),
  imprintText: z.string(),
  allergens: z.string(),
  allergensText: z.string(),
  enablePluginHomePage: z.boolean(),
  enablePluginSearch: z.boolean(),
  enablePluginTags: z.boolean(),
  enablePluginMapbox: z.boolean(),
  enablePluginToolbar: z.boolean(),
  enablePluginPWA: z.boolean(),
  enablePluginCategoryBar: z.boolean(),
  enablePluginSMS: z.boolean(),
  enablePluginDonations: z.boolean(),
  enablePluginFrontdesk: z.boolean(),
  enablePluginOrderReviews: z.boolean(),
  enableCash: z.boolean(),
  enablePluginATMCard: z.boolean(),
  enableATMCard: z.boolean(),
  enablePluginHydroAGVoucher: z.boolean(),
  enableHydroAGVoucher: z.boolean(),
  enablePluginMollie: z.boolean(),
  enableMollie: z.boolean(),
  enablePluginDatatrans: z.boolean(),
  enableDatatrans: z.boolean(),
  disableTickets: z.boolean(),
  mapboxZoom: z.number(),
  mapboxPitch: z.number(),
  mapboxBearing: z.number(),
  /**
   * The map's style JSON address, '' for the built-in grid; and its public access token, ''
   * for none (docs/decisions/022-map-style.md: a public map token may reach the browser).
   */
  mapStyleUrl: z.string().default(''),
  mapAccessToken: z.string().default(''),
  /**
   * The Meta pixel id, '' for none (spec §4, docs/decisions/038-statistics-rollups-and-consent.md):
   * its script loads only after cookie consent; accepting reloads the page while one is set.
   */
  metaPixelId: z.string().default(''),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * A zone's UTC offsets over a span (hours/time-zone.ts `zoneOffsetTable`): from each change's
 * instant on (UTC milliseconds) its offset applies, in minutes east of UTC; the first change is
 * at `from`, the span ends before `until`.
 */
export const zoneOffsetsSchema = z.object({
  timeZone: z.string(),
  from: z.number(),
  until: z.number(),
  changes: z.array(z.object({ at: z.number(), offsetMinutes: z.number() })).min(1),
});
export type ZoneOffsets = z.infer<typeof zoneOffsetsSchema>;

/**
 * The config as the storefront reads it (GET /api/config, the init's first entry): the public
 * settings and the offsets of the shop's time zone, so the browser needs no Intl time zone data.
 */
export const storefrontConfigSchema = publicConfigSchema.extend({
  timeZoneOffsets: zoneOffsetsSchema.optional(),
});
export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;
