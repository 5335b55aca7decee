import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { bytea, identityId, timestamps, timestamptz } from './columns.ts';

/**
 * File bytes kept in PostgreSQL so several server instances share them without another service
 * (see platform/file-storage.ts). Keys: `image/{id}-{version}.{ext}`, `upload/{id}-{version}.{ext}`.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** spec §7 /image/{id}-{version}.{extension}; variants (large, medium, ...) are derived from it. */
export const images = pgTable(
  'images',
  {
    id: identityId(),
    version: integer('version').notNull().default(1),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull().default(0),
    name: text('name').notNull(),
    alt: text('alt'),
    /** Focal point as fractions of width and height (0..1) for cropping variants. */
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    ...timestamps(),
  },
  (t) => [
    check('images_focal_point', sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);

/** spec §3 Upload: id (random), version, extension, publicHash, mimeType. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  version: integer('version').notNull().default(1),
  extension: text('extension').notNull(),
  /** ≥ 128 random bits; part of the public URL, so the id alone does not reveal a file. */
  publicHash: text('public_hash').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  name: text('name'),
  hasPreview: boolean('has_preview').notNull().default(false),
  /**
   * Who uploaded a public upload: the first 16 hex digits of the SHA-256 of the address, for the
   * per-address storage cap (docs/decisions/014-order-limits-and-public-addresses.md).
   */
  uploaderAddress: text('uploader_address'),
  ...timestamps(),
});

export const imageTemplates = pgTable('image_templates', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  backgroundColor: text('background_color'),
  backgroundImageId: integer('background_image_id').references(() => images.id, {
    onDelete: 'set null',
  }),
  ...timestamps(),
});

/** One layer of an image template (text, image or shape), drawn in `position` order. */
export const imageTemplateLayers = pgTable(
  'image_template_layers',
  {
    id: identityId(),
    imageTemplateId: integer('image_template_id')
      .notNull()
      .references(() => imageTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type').notNull(),
    name: text('name').notNull(),
    x: real('x').notNull().default(0),
    y: real('y').notNull().default(0),
    width: real('width'),
    height: real('height'),
    rotation: real('rotation').notNull().default(0),
    /** Type-specific settings: text, font family, size, colour, image id, fill, ... */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('image_template_layers_template_idx').on(t.imageTemplateId, t.position)],
);

/** spec §7 GET /api/fonts; /fonts/google/{family}/style-{variant}.embed.css. */
export const fonts = pgTable('fonts', {
  id: identityId(),
  family: text('family').notNull().unique(),
  /** e.g. ['regular', 'italic', '700']. */
  variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
  source: text('source').notNull().default('google'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});
