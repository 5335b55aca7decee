import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** spec §3 Config settings as key/value pairs, keys named as in the spec (shopName, ...). */
export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
