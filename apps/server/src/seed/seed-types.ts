import type { Database } from '../platform/database.ts';

/** The transaction handle the seed writes through. */
export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Database or transaction: both accept the same queries. */
export type SeedExecutor = Database | SeedTransaction;
