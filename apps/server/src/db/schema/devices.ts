import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps, timestamptz } from './columns.ts';
import { branches } from './organisation.ts';

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
