import type { Section } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns.ts';
import { images } from './media.ts';

/**
 * spec §3 Site/page. `path` is the joined path segments ('' is the site root). `content.body` is
 * sanitised HTML for type 'default' and a list of sections for 'custom_site'.
 */
export const sites = pgTable('sites', {
  id: identityId(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  type: text('type').notNull().default('default'),
  isPublic: boolean('is_public').notNull().default(true),
  content: jsonb('content').$type<{ body: string | Section[] }>().notNull().default({ body: '' }),
  /** Raised by one on every save; a PUT based on another version is refused (decision 029). */
  version: integer('version').notNull().default(1),
  ...timestamps(),
});

/** Every saved version of a page, kept for "Versionen" and restore (decision 029). */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: identityId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    isPublic: boolean('is_public').notNull(),
    content: jsonb('content').$type<{ body: string | Section[] }>().notNull(),
    /** Who saved it (staff e-mail at the time); null for seeds and migrations. */
    userEmail: text('user_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_versions_site_version_idx').on(t.siteId, t.version)],
);

/** Reusable content blocks (spec §3 "Content block types"), addressed by identifier. */
export const blocks = pgTable('blocks', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

/** spec §2 header-navigation and footer-navigation. */
export const navigations = pgTable('navigations', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  ...timestamps(),
});

/** spec §3 Navigation item; children through parent_id, ordered by position among siblings. */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: identityId(),
    navigationId: integer('navigation_id')
      .notNull()
      .references(() => navigations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => navigationItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    type: text('type').notNull(),
    /** Site id or branch id (as text) or URL, depending on type; null for home. */
    target: text('target'),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [
    index('navigation_items_navigation_idx').on(t.navigationId, t.parentId, t.position),
    check(
      'navigation_items_not_own_parent',
      sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`,
    ),
  ],
);

/** spec §3 Donatee: recipients of the shop-funded donation (spec §9). */
export const donatees = pgTable('donatees', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  website: text('website'),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});
