import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key (`GENERATED ALWAYS AS IDENTITY`): ids come from the database only. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** created_at / updated_at, both timestamptz; updated_at is set by the services on change. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Point in time with time zone, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Tax rate in percent (19, 7, 8.1), exact to two decimals, read as a number. */
export const taxRate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Quantity or amount (1.5 kg, 3 pieces), exact to three decimals, read as a number. */
export const quantity = (name: string) =>
  numeric(name, { precision: 12, scale: 3, mode: 'number' });

/** Money in integer minor units (cents). */
export const cents = (name: string) => integer(name);

/** Raw bytes. node-postgres returns a Buffer (a Uint8Array), PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});
