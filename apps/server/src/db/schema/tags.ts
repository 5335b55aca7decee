import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns.ts';
import { images } from './media.ts';

/** spec §3 Tag: id, name, image. Used on branches (filter) and products (Vegan, Glutenfrei, ...). */
export const tags = pgTable('tags', {
  id: identityId(),
  name: text('name').notNull().unique(),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  ...timestamps(),
});
