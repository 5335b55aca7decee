import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * jsonb as the driver gives it. Drizzle's own jsonb parses a string value a second time, so a
 * setting "2026" came back as the number 2026 (and fell back to its default).
 */
const jsonbValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** spec §3 Config settings as key/value pairs, keys named as in the spec (shopName, ...). */
export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: jsonbValue('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
