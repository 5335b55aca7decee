import { eq, or } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The site with a normalised path. Paths are saved without a leading '/', but a page saved as
 * '/ueber-uns' is still found (navigation entries accept both spellings, see the domain).
 */
export async function findSiteByPath(db: Database, path: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(or(eq(sites.path, path), eq(sites.path, `/${path}`)))
    .orderBy(sites.path)
    .limit(1);
  return row ?? null;
}
