import { z } from 'zod';
import { PACKAGING_CHOICES } from '../pricing/packaging-deposit.ts';

/** Every enum is defined once: `as const` list → z.enum → type (STYLE.md). */

export const HOURS_ENTRY_TYPES = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const hoursEntryTypeSchema = z.enum(HOURS_ENTRY_TYPES);
export type HoursEntryType = z.infer<typeof hoursEntryTypeSchema>;

export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const PART_TYPES = [
  'text',
  'textarea',
  'image',
  'images',
  'file',
  'files',
  'select',
  'multiselect',
] as const;
export const partTypeSchema = z.enum(PART_TYPES);
export type PartType = z.infer<typeof partTypeSchema>;

export const MODIFIERS = ['add', 'subtract', 'overwrite'] as const;
export const modifierSchema = z.enum(MODIFIERS);
export type Modifier = z.infer<typeof modifierSchema>;

/** spec §3 Units: fixed ('Exakt'), approximate ('Ungefähr', ca.), minimum ('Minimum', ab). */
export const CALCULATION_MODELS = ['fixed', 'approximate', 'minimum'] as const;
export const calculationModelSchema = z.enum(CALCULATION_MODELS);
export type CalculationModel = z.infer<typeof calculationModelSchema>;

/** spec §3 Units; factors live in units.ts. Codes are ASCII, labels are German. */
export const UNITS = [
  'piece',
  'serving',
  'pair',
  'person',
  'g',
  'dag',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  'mm',
  'cm',
  'dm',
  'm',
  'km',
  'mm2',
  'cm2',
  'dm2',
  'm2',
  'mm3',
  'cm3',
  'dm3',
  'm3',
] as const;
export const unitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof unitSchema>;

export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;
export const leadTimeTypeSchema = z.enum(LEAD_TIME_TYPES);
export type LeadTimeType = z.infer<typeof leadTimeTypeSchema>;

/** spec §9 payment method values. */
export const PAYMENT_METHODS = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
  'mollie',
  'datatrans',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** spec §9 delivery type values. */
export const DELIVERY_METHODS = ['takeaway', 'delivery', 'dineIn'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/**
 * The packaging of food sold to go (§33 VerpackG): the list lives beside its rule
 * (pricing/packaging-deposit.ts), so the storefront's checkout reads it without loading zod.
 */
export const packagingChoiceSchema = z.enum(PACKAGING_CHOICES);
export type PackagingChoice = z.infer<typeof packagingChoiceSchema>;

export const SITE_TYPES = ['default', 'custom_site'] as const;
export const siteTypeSchema = z.enum(SITE_TYPES);
export type SiteType = z.infer<typeof siteTypeSchema>;

/**
 * spec §3 Navigation item types home, site, branch, link, plus 'text': an entry without a target
 * that only heads its sub-entries ("Filialen", "Service"), rendered as plain text by the storefront
 * (text/navigation.ts); the demo navigations use it (decision 036).
 */
export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link', 'text'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

export const SECTION_COLORS = ['white', 'yellow', 'green', 'red', 'blue'] as const;
export const sectionColorSchema = z.enum(SECTION_COLORS);
export type SectionColor = z.infer<typeof sectionColorSchema>;

/** Staff roles. ROLE_EMPLOYEE is named by the spec (§6); the others are ours (README role table). */
export const ROLES = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_EDITOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
