import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';
import { branches, config, users } from '../db/schema/index.ts';
import type { Database } from '../platform/database.ts';

/** True when nothing was ever set up: no settings, no users, no branches. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({
      isEmpty: sql<boolean>`not exists (select 1 from ${config})
        and not exists (select 1 from ${users})
        and not exists (select 1 from ${branches})`,
    })
    .from(sql`(select 1) as probe`);
  return row?.isEmpty === true;
}

/** Empties every table of the schema (for `npm run seed -- --reset`); ids restart at 1. */
export async function resetDatabase(db: Database): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}
