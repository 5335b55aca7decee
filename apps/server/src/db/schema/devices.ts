import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { branches } from './organisation.ts';
import { users } from './users.ts';

/** Notification and printing devices of a branch (spec §7 /api/devices). */
export const devices = pgTable(
  'devices',
  {
    id: identityId(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    /** printer or notification. */
    type: text('type').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** SHA-256 of the device's token. */
    tokenHash: text('token_hash').unique(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastSeenAt: timestamptz('last_seen_at'),
    /** Set by POST /api/devices/{id}/request-device-logs; cleared when the device sends logs. */
    logsRequestedAt: timestamptz('logs_requested_at'),
    ...timestamps(),
  },
  (t) => [index('devices_branch_idx').on(t.branchId)],
);

export const deviceLogs = pgTable(
  'device_logs',
  {
    id: identityId(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    level: text('level').notNull().default('info'),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('device_logs_device_idx').on(t.deviceId, t.createdAt)],
);

/**
 * A durable print job (docs/decisions/027-devices-and-print-jobs.md): written in the same
 * transaction as its cause (a new order, a reprint, a test page); a device claims it with a lease
 * and acknowledges it by id. A claimed job whose lease ran out is offered again; an acknowledged
 * one (printed_at set) never is. The bytes are rendered at claim time from order and layout.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: identityId(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** Null for a test page. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** receipt or test (domain PRINT_LAYOUTS). */
    layout: text('layout').notNull(),
    copies: integer('copies').notNull().default(1),
    /** pending → claimed → printed (domain-free status, derived columns below stay the truth). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A claimer holds the job until then; afterwards it is offered again. */
    leaseUntil: timestamptz('lease_until'),
    printedAt: timestamptz('printed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('print_jobs_open_idx').on(t.deviceId, t.id).where(sql`${t.printedAt} is null`),
    index('print_jobs_order_idx').on(t.orderId),
  ],
);

/**
 * A branch's printing rules beyond its printers (docs/decisions/042-auto-confirm-day-labels-web-push.md):
 * new orders confirmed by the server with a preparation time. No row: the defaults (off).
 */
export const branchPrintRules = pgTable('branch_print_rules', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  autoConfirm: boolean('auto_confirm').notNull().default(false),
  preparationMinutes: integer('preparation_minutes').notNull().default(20),
  ...timestamps(),
});

/**
 * A staff browser's Web Push subscription (RFC 8030, keys of RFC 8291; docs/decisions/053-web-push.md):
 * one row per push service endpoint, owned by the user who enabled it on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 ECDH public key, base64url (RFC 8291 §3.1 "ua_public"). */
    p256dh: text('p256dh').notNull(),
    /** The 16-byte authentication secret, base64url (RFC 8291 §3.2). */
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSuccessAt: timestamptz('last_success_at'),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The shop's VAPID key pair (RFC 8292) when the environment sets none: generated once, one row
 * (id 1), so every instance signs with the same key the browsers subscribed with.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
