import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamptz } from './columns.ts';
import { branches } from './organisation.ts';
import { users } from './users.ts';

/** spec §3 Analytics log (type, action, category, data; time tracking adds name and label). */
export const analyticsLogs = pgTable(
  'analytics_logs',
  {
    id: identityId(),
    type: text('type').notNull(),
    action: text('action'),
    category: text('category'),
    name: text('name'),
    label: text('label'),
    data: jsonb('data').$type<unknown>(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /**
     * Anonymous visitor hash (cookie consent given), for unique-visitor statistics: a hash of
     * the day's random salt, the address and the browser (decision 030), never the address.
     */
    visitorId: text('visitor_id'),
    path: text('path'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_logs_created_idx').on(t.createdAt),
    index('analytics_logs_type_created_idx').on(t.type, t.createdAt),
    index('analytics_logs_branch_created_idx').on(t.branchId, t.createdAt),
  ],
);

/**
 * One random salt per day (shop time zone) for the visitor hash (decision 030). Older salts are
 * deleted, so yesterday's hashes can no longer be recomputed from an address.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** Who changed what and when (GET /api/logs). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's email at the time, kept when the user is deleted. */
    userEmail: text('user_email'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ipAddress: text('ip_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_user_idx').on(t.userId),
  ],
);

/**
 * Daily rollup of the analytics entries (docs/decisions/038-statistics-rollups-and-consent.md):
 * per local day (shop time zone) and branch (null: entries without one), one row per dimension
 * and key — `visitors`, `hour` (page views per hour), `path` (page views and visitors per path),
 * `event` (type × category × action); each also once per day over all branches (`all_branches`),
 * since a visitor seen at two branches is one visitor of the shop.
 * Kept when retention deletes the entries: anonymous aggregates.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    dimension: text('dimension').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    allBranches: boolean('all_branches').notNull().default(false),
    key1: text('key1').notNull().default(''),
    key2: text('key2').notNull().default(''),
    key3: text('key3').notNull().default(''),
    count: integer('count').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [index('analytics_rollups_dimension_day_idx').on(t.dimension, t.day)],
);

/** The local days whose analytics rollup is complete (decision 038), with its time zone. */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  timeZone: text('time_zone').notNull(),
  builtAt: timestamptz('built_at').notNull(),
});
