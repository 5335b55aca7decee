import { uploads } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** Inserts one upload row and returns it. */
export async function insertUpload(db: Database, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insertUpload: no row returned');
  return row;
}
