/** Every table of the shop, split by aggregate. drizzle-kit and the database client read this. */
export * from './catalogue.ts';
export * from './config.ts';
export * from './content.ts';
export * from './devices.ts';
export * from './invoices.ts';
export * from './jobs.ts';
export * from './logs.ts';
export * from './media.ts';
export * from './orders.ts';
export * from './organisation.ts';
export * from './signage.ts';
export * from './tags.ts';
export * from './time-tracking.ts';
export * from './users.ts';
