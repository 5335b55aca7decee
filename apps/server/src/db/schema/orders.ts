import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { cents, identityId, quantity, taxRate, timestamps, timestamptz } from './columns.ts';
import { donatees } from './content.ts';
import { branches, deliveryAreas, tables } from './organisation.ts';
import { users } from './users.ts';

/** Per-rate tax summary of an order (spec §3 Cart totals `taxes`), all money in cents. */
export type OrderTaxLine = { rate: number; net: number; tax: number; gross: number };

/**
 * spec §3 Order draft + Order (status view). Money in cents, recomputed by the server.
 * Contact and address fields are the customer's input at order time.
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    /** Public id of the status page /status/{uid}/{hash}. */
    uid: text('uid').notNull().unique(),
    /** ≥ 128 bits of randomness; compared in constant time. */
    hash: text('hash').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    /** Per branch and day (shop time zone), from branch_ticket_counters. */
    ticketNumber: integer('ticket_number').notNull(),
    ticketDay: date('ticket_day', { mode: 'string' }).notNull(),
    /** web, self-service or backoffice. */
    channel: text('channel').notNull().default('web'),
    isDelivery: boolean('is_delivery').notNull().default(false),
    isDineIn: boolean('is_dine_in').notNull().default(false),
    isPreorder: boolean('is_preorder').notNull().default(false),
    isQuotation: boolean('is_quotation').notNull().default(false),
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'set null' }),
    tableIdentifier: text('table_identifier'),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id, {
      onDelete: 'set null',
    }),
    deliveryAreaName: text('delivery_area_name'),
    donateeId: integer('donatee_id').references(() => donatees.id, { onDelete: 'set null' }),
    // Order draft (spec §3)
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    street: text('street'),
    zipCode: text('zip_code'),
    city: text('city'),
    floor: text('floor'),
    stairway: text('stairway'),
    door: text('door'),
    phone: text('phone'),
    email: text('email'),
    comment: text('comment'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    legalInstructions: boolean('legal_instructions').notNull().default(false),
    privacyPolicy: boolean('privacy_policy').notNull().default(false),
    /** The customer's desired time; null: as soon as possible. */
    appointmentDate: timestamptz('appointment_date'),
    /** The time the shop agreed to. */
    appointment: timestamptz('appointment'),
    /** A different time proposed by the shop, and the customer's answer. */
    counterAppointment: timestamptz('counter_appointment'),
    counterAppointmentStatus: text('counter_appointment_status').$type<
      'proposed' | 'accepted' | 'rejected'
    >(),
    rejectionMessage: text('rejection_message'),
    // Status flags (spec §3 Order status view)
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isInDelivery: boolean('is_in_delivery').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    isCanceled: boolean('is_canceled').notNull().default(false),
    isFailed: boolean('is_failed').notNull().default(false),
    isDelivered: boolean('is_delivered').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    isRefunded: boolean('is_refunded').notNull().default(false),
    // Totals in cents (spec §3 Cart totals, §9 tax rules)
    currency: text('currency').notNull().default('EUR'),
    net: cents('net').notNull(),
    tax: cents('tax').notNull(),
    gross: cents('gross').notNull(),
    /** Deposits (Pfand) of the lines, beside the items' gross, inside the totals (decision 046). */
    depositNet: cents('deposit_net').notNull().default(0),
    depositTax: cents('deposit_tax').notNull().default(0),
    depositGross: cents('deposit_gross').notNull().default(0),
    /**
     * The reusable packaging's deposit (§33 VerpackG, decision 051): gross, part of the deposit
     * columns; 0 for single-use packaging or none asked.
     */
    packagingDeposit: cents('packaging_deposit').notNull().default(0),
    deliveryNet: cents('delivery_net').notNull().default(0),
    deliveryTax: cents('delivery_tax').notNull().default(0),
    deliveryGross: cents('delivery_gross').notNull().default(0),
    deliveryTaxRate: taxRate('delivery_tax_rate'),
    totalNet: cents('total_net').notNull(),
    totalTax: cents('total_tax').notNull(),
    totalGross: cents('total_gross').notNull(),
    taxes: jsonb('taxes').$type<OrderTaxLine[]>().notNull().default([]),
    /** Shop-funded donation (spec §9), not charged to the customer. */
    donationAmount: cents('donation_amount').notNull().default(0),
    /** True when an item uses an approximate or minimum calculation model. */
    isPriceApproximate: boolean('is_price_approximate').notNull().default(false),
    // Payment
    paymentReference: text('payment_reference'),
    paymentStatus: text('payment_status'),
    paymentRedirectUrl: text('payment_redirect_url'),
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
    /**
     * When the payment re-check may look at this open online payment again: claimed by one
     * instance at a time (docs/decisions/041-busy-day-payments-and-pause.md).
     */
    paymentCheckAt: timestamptz('payment_check_at'),
    // Idempotent creation (S6): same key + same request hash replays the answer.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    // Side effects
    printCount: integer('print_count').notNull().default(0),
    printedAt: timestamptz('printed_at'),
    /** The kitchen display's "Fertig" (docs/decisions/034-kitchen-display.md); null: still to cook. */
    kitchenDoneAt: timestamptz('kitchen_done_at'),
    newOrderEmailSentAt: timestamptz('new_order_email_sent_at'),
    newOrderSmsSentAt: timestamptz('new_order_sms_sent_at'),
    /** Set with the completion (docs/decisions/040-invoices-and-exports.md); the invoice row holds the rest. */
    invoiceNumber: integer('invoice_number').unique(),
    /** Set with the credit note that cancels the invoice (docs/decisions/050-credit-notes.md). */
    creditNoteNumber: integer('credit_note_number').unique(),
    ...timestamps(),
  },
  (t) => [
    index('orders_branch_created_idx').on(t.branchId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    /** Finds the days whose statistics rollup went stale (decision 038). */
    index('orders_updated_idx').on(t.updatedAt),
    index('orders_open_branch_idx')
      .on(t.branchId, t.createdAt)
      .where(sql`not ${t.isCompleted} and not ${t.isRejected} and not ${t.isCanceled}`),
    uniqueIndex('orders_branch_ticket_idx').on(t.branchId, t.ticketDay, t.ticketNumber),
    uniqueIndex('orders_branch_idempotency_idx').on(t.branchId, t.idempotencyKey),
    uniqueIndex('orders_payment_reference_idx').on(t.paymentMethod, t.paymentReference),
    /** The open online payments the payment re-check looks at (decision 041). */
    index('orders_open_payment_idx')
      .on(t.createdAt)
      .where(
        sql`${t.paymentReference} is not null and not ${t.isPaid} and not ${t.isFailed} and not ${t.isCanceled} and not ${t.isRejected}`,
      ),
    check('orders_one_mode', sql`not (${t.isDelivery} and ${t.isDineIn})`),
    check('orders_totals_nonnegative', sql`${t.totalGross} >= 0`),
  ],
);

/**
 * A line of an order with a snapshot of what was bought, so catalogue edits never change it
 * (ARCHITECTURE.md "Data"). Money in cents; `tax` is money, `tax_rate` the percent applied.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    productUid: text('product_uid'),
    name: text('name').notNull(),
    /** The product as it was (name, description, price, units, parts, taxes, bundle items). */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    amount: quantity('amount').notNull(),
    unit: text('unit').notNull(),
    /** Selected values per part index, with the chosen options' names, modifiers and values. */
    parts: jsonb('parts').$type<unknown[]>().notNull().default([]),
    calculationModel: text('calculation_model').notNull().default('fixed'),
    /** Unit price after part modifiers, in cents. */
    unitPrice: cents('unit_price').notNull(),
    net: cents('net').notNull(),
    tax: cents('tax').notNull(),
    gross: cents('gross').notNull(),
    taxRate: taxRate('tax_rate').notNull(),
    /** The line's deposit (Pfand), gross, at the line's rate; not in `gross` (decision 046). */
    deposit: cents('deposit').notNull().default(0),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('order_items_order_position_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Every status change, by whom (null: customer or system) and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** spec §3 Questionnaire: four ratings 1–5 and a comment; one per order. */
export const orderQuestionnaires = pgTable(
  'order_questionnaires',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    foodRating: smallint('food_rating').notNull(),
    serviceRating: smallint('service_rating').notNull(),
    processRating: smallint('process_rating').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_questionnaires_ratings',
      sql`${t.rating} between 1 and 5 and ${t.foodRating} between 1 and 5 and ${t.serviceRating} between 1 and 5 and ${t.processRating} between 1 and 5`,
    ),
  ],
);

/** Payment provider notifications, deduplicated by the provider's event id (S5). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);

/**
 * Daily statistics rollup of the orders (docs/decisions/038-statistics-rollups-and-consent.md):
 * per local day (shop time zone) and branch, one row per dimension and key, e.g. `placed` ×
 * (delivery, web) or `item` × "Pizza Margherita". Derived data: rebuilt per day from the orders.
 */
export const orderRollups = pgTable(
  'order_rollups',
  {
    dimension: text('dimension').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    key1: text('key1').notNull().default(''),
    key2: text('key2').notNull().default(''),
    count: integer('count').notNull().default(0),
    quantity: doublePrecision('quantity').notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.branchId, t.key1, t.key2] })],
);

/** The local days whose rollup is complete (decision 038), with the time zone it was counted in. */
export const orderRollupDays = pgTable('order_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  timeZone: text('time_zone').notNull(),
  builtAt: timestamptz('built_at').notNull(),
});

/**
 * One row: the instant of the last rollup run (decision 038). Orders changed at or after it make
 * their day's rollup stale, so reports read that day live until the next run rebuilds it.
 */
export const orderRollupState = pgTable('order_rollup_state', {
  id: smallint('id').primaryKey().default(1),
  checkedAt: timestamptz('checked_at').notNull(),
});
