import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps, timestamptz } from './columns.ts';
import { fonts, images, uploads } from './media.ts';
import { branches } from './organisation.ts';

/** One sequence (Filmsequenz) shown on a screen: an image, a video upload or templated content. */
export const digitalSignageSegments = pgTable('digital_signage_segments', {
  id: identityId(),
  name: text('name').notNull(),
  type: text('type').notNull().default('image'),
  durationSeconds: integer('duration_seconds').notNull().default(10),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  fontId: integer('font_id').references(() => fonts.id, { onDelete: 'set null' }),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  /** When it plays (contracts/signage.ts segmentScheduleSchema); null: always. */
  schedule: jsonb('schedule').$type<unknown>(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

/** A playlist of segments. */
export const digitalSignageStreams = pgTable('digital_signage_streams', {
  id: identityId(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  /** Between its segments: none, fade, slide (docs/decisions/055-signage-pairing-media-offline.md). */
  transition: text('transition').notNull().default('none'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

export const digitalSignageStreamSegments = pgTable(
  'digital_signage_stream_segments',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => digitalSignageStreams.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => digitalSignageSegments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.segmentId] }),
    index('digital_signage_stream_segments_segment_idx').on(t.segmentId),
  ],
);

/** A TV showing a stream. */
export const digitalSignageDevices = pgTable(
  'digital_signage_devices',
  {
    id: identityId(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    streamId: integer('stream_id').references(() => digitalSignageStreams.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 of the TV's token. */
    tokenHash: text('token_hash').unique(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastSeenAt: timestamptz('last_seen_at'),
    /** What the player last reported (docs/decisions/055-signage-pairing-media-offline.md). */
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    playingSegmentId: integer('playing_segment_id').references(() => digitalSignageSegments.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [index('digital_signage_devices_stream_idx').on(t.streamId)],
);

/**
 * A code a TV shows while it waits to be paired (docs/decisions/055-signage-pairing-media-offline.md):
 * only the SHA-256 of the code and of the secret the waiting player holds; `deviceId` once staff
 * entered the code (then it cannot be used again). Rows older than the validity are deleted
 * when new codes are asked for.
 */
export const digitalSignagePairings = pgTable('digital_signage_pairings', {
  id: identityId(),
  codeHash: text('code_hash').notNull().unique(),
  secretHash: text('secret_hash').notNull().unique(),
  deviceId: integer('device_id').references(() => digitalSignageDevices.id, {
    onDelete: 'cascade',
  }),
  pairedAt: timestamptz('paired_at'),
  expiresAt: timestamptz('expires_at').notNull(),
  ...timestamps(),
});
