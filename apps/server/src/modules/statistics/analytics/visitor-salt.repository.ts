import { randomBytes } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import { visitorSalts } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

/**
 * The day's random salt for the visitor hash (decision 030). The first entry of a new day
 * creates it and deletes every other day's salt.
 */
export async function saltOfDay(db: Database, day: string): Promise<string> {
  const [existing] = await db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
  if (existing) return existing.salt;
  const created = await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ day: visitorSalts.day });
  if (created.length > 0) await db.delete(visitorSalts).where(ne(visitorSalts.day, day));
  const [row] = await db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
  if (!row) throw new Error(`visitor salt of ${day} missing`);
  return row.salt;
}
