import type { SlotMaxByType } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, identityId, taxRate, timestamps, timestamptz } from './columns.ts';
import { images } from './media.ts';
import { tags } from './tags.ts';

/** spec §1 organisations. */
export const divisions = pgTable('divisions', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

/** spec §3 Branch with every flag the spec names. */
export const branches = pgTable(
  'branches',
  {
    id: identityId(),
    identifier: text('identifier').notNull().unique(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    keywords: text('keywords'),
    logoImageId: integer('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isDeliveryHoursEnabled: boolean('is_delivery_hours_enabled').notNull().default(false),
    isTakeawayEnabled: boolean('is_takeaway_enabled').notNull().default(true),
    isDeliveryEnabled: boolean('is_delivery_enabled').notNull().default(false),
    isDineInEnabled: boolean('is_dine_in_enabled').notNull().default(false),
    isPreorderEnabled: boolean('is_preorder_enabled').notNull().default(false),
    isTableSelectionEnabled: boolean('is_table_selection_enabled').notNull().default(false),
    isAppointmentRequired: boolean('is_appointment_required').notNull().default(false),
    isQuotationRequired: boolean('is_quotation_required').notNull().default(false),
    orderableFrom: timestamptz('orderable_from'),
    closedMessage: text('closed_message'),
    /** Slot capacity (decision 037): at most this many orders per slot; null: no limit. */
    maxOrdersPerSlot: integer('max_orders_per_slot'),
    /** Per order type on top of it (decision 037); a missing or null type: no own limit. */
    maxOrdersPerSlotByType: jsonb('max_orders_per_slot_by_type')
      .$type<SlotMaxByType>()
      .notNull()
      .default({}),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    /** Busy mode (decision 037): extra preparation minutes on the business day `busyDay`. */
    busyMinutes: integer('busy_minutes'),
    busyDay: date('busy_day', { mode: 'string' }),
    /** Online ordering paused until then (decision 041); null or past: not paused. */
    orderingPausedUntil: timestamptz('ordering_paused_until'),
    isCashEnabled: boolean('is_cash_enabled').notNull().default(true),
    isATMCardEnabled: boolean('is_atm_card_enabled').notNull().default(false),
    isHydroAGVoucherEnabled: boolean('is_hydro_ag_voucher_enabled').notNull().default(false),
    isMollieEnabled: boolean('is_mollie_enabled').notNull().default(false),
    isDatatransEnabled: boolean('is_datatrans_enabled').notNull().default(false),
    isDeliveryEmailRequired: boolean('is_delivery_email_required').notNull().default(false),
    isDineInEmailRequired: boolean('is_dine_in_email_required').notNull().default(false),
    isTakeawayEmailRequired: boolean('is_takeaway_email_required').notNull().default(false),
    isDeliveryPhoneRequired: boolean('is_delivery_phone_required').notNull().default(false),
    isDineInPhoneRequired: boolean('is_dine_in_phone_required').notNull().default(false),
    isTakeawayPhoneRequired: boolean('is_takeaway_phone_required').notNull().default(false),
    isDeliveryAddressRequired: boolean('is_delivery_address_required').notNull().default(true),
    isDineInAddressRequired: boolean('is_dine_in_address_required').notNull().default(false),
    isTakeawayAddressRequired: boolean('is_takeaway_address_required').notNull().default(false),
    /** Reusable packaging for food sold to go (§33 VerpackG) and its deposit per order (decision 051). */
    isReusablePackagingOffered: boolean('is_reusable_packaging_offered').notNull().default(false),
    reusablePackagingDeposit: cents('reusable_packaging_deposit').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('branches_division_idx').on(t.divisionId)],
);

/** Header and gallery images of a branch, in order. */
export const branchImages = pgTable(
  'branch_images',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.imageId] })],
);

export const branchTags = pgTable(
  'branch_tags',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.tagId] }), index('branch_tags_tag_idx').on(t.tagId)],
);

/**
 * spec §3 Opening-hours entry, for both kinds of a branch's hours. `type` is once, daily or a
 * weekday; `date` only for once; `from`/`to` are HH:mm in the shop's time zone (24:00 allowed).
 */
export const branchHours = pgTable(
  'branch_hours',
  {
    id: identityId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'opening' | 'delivery'>().notNull(),
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }),
    isClosed: boolean('is_closed').notNull().default(false),
    from: text('from'),
    to: text('to'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('branch_hours_branch_idx').on(t.branchId, t.kind, t.position),
    check('branch_hours_kind', sql`${t.kind} in ('opening', 'delivery')`),
    check(
      'branch_hours_type',
      sql`${t.type} in ('once', 'daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`,
    ),
    check('branch_hours_once_date', sql`(${t.type} = 'once') = (${t.date} is not null)`),
    check(
      'branch_hours_time_of_day',
      sql`(${t.from} is null or ${t.from} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$') and (${t.to} is null or ${t.to} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')`,
    ),
    check(
      'branch_hours_open_has_times',
      sql`${t.isClosed} or (${t.from} is not null and ${t.to} is not null)`,
    ),
  ],
);

/** spec §3 deliveryAreas: area, price, tax, free, minimumOrderValue, freeFromOrderValue; postcodes (ours). */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: identityId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    /** Delivery fee in cents (gross). */
    price: cents('price').notNull().default(0),
    tax: taxRate('tax').notNull().default(19),
    free: boolean('free').notNull().default(false),
    minimumOrderValue: cents('minimum_order_value'),
    freeFromOrderValue: cents('free_from_order_value'),
    /** The postcodes the area serves; empty: any address (docs/decisions/016). */
    postcodes: text('postcodes').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('delivery_areas_branch_idx').on(t.branchId, t.position)],
);

/** Organisational units (kitchen, service, ...) used by time tracking and scheduling. */
export const departments = pgTable(
  'departments',
  {
    id: identityId(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color'),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('departments_branch_idx').on(t.branchId)],
);

/** spec §3 Table: identifier, branch.id. The identifier is unique within its branch. */
export const tables = pgTable(
  'tables',
  {
    id: identityId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    name: text('name'),
    seats: integer('seats'),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tables_branch_identifier_idx').on(t.branchId, t.identifier)],
);

/** spec §6 front-desk feeds: branch id plus an API key, stored only as a SHA-256 hash. */
export const branchApiKeys = pgTable(
  'branch_api_keys',
  {
    id: identityId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** First characters of the key, to recognise it in the back-office. */
    keyPrefix: text('key_prefix').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [index('branch_api_keys_branch_idx').on(t.branchId)],
);

/**
 * Race-free ticket numbers: `insert ... on conflict (branch_id, day) do update set
 * last_number = last_number + 1 returning last_number` inside the order transaction.
 */
export const branchTicketCounters = pgTable(
  'branch_ticket_counters',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** Day in the shop's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day] })],
);
