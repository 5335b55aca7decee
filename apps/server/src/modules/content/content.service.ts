import type {
  Block,
  LegalText,
  LegalTextKey,
  Navigation,
  NavigationItem,
  Site,
} from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { blocks, navigationItems, navigations, sites } from '../../db/schema/index.ts';
import { groupBy } from '../../platform/collections.ts';
import type { Database } from '../../platform/database.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { presentBlock, presentNavigationTarget, presentSite } from './content.presenter.ts';
import { findSiteByPath } from './content.repository.ts';
import { sanitizeRichText } from './content.sanitizer.ts';

type NavigationItemRow = typeof navigationItems.$inferSelect;

/** Public sites only: a customer never learns that a draft page exists. */
export async function listCustomerSites(db: Database): Promise<Site[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(eq(sites.isPublic, true))
    .orderBy(asc(sites.path));
  return rows.map(presentSite);
}

/** Navigations with their enabled items as a nested tree, children in position order. */
export async function listCustomerNavigations(db: Database): Promise<Navigation[]> {
  const [navigationRows, itemRows] = await Promise.all([
    db.select().from(navigations).orderBy(asc(navigations.id)),
    db
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.isEnabled, true))
      .orderBy(asc(navigationItems.position), asc(navigationItems.id)),
  ]);
  const childrenOf = groupBy(itemRows, (row) => `${row.navigationId}:${row.parentId ?? 'root'}`);
  const toTree = (navigationId: number, parentId: number | null): NavigationItem[] =>
    (childrenOf.get(`${navigationId}:${parentId ?? 'root'}`) ?? []).map(
      (row: NavigationItemRow) => ({
        label: row.label,
        type: row.type,
        target:
          row.type === 'site' || row.type === 'branch'
            ? Number(row.target)
            : presentNavigationTarget(row.type, row.target),
        isEnabled: row.isEnabled,
        children: toTree(navigationId, row.id),
      }),
    );
  return navigationRows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    items: toTree(row.id, null),
  }));
}

/** Enabled content blocks. */
export async function listCustomerBlocks(db: Database): Promise<Block[]> {
  const rows = await db
    .select()
    .from(blocks)
    .where(eq(blocks.isEnabled, true))
    .orderBy(asc(blocks.id));
  return rows.map(presentBlock);
}

/** A site's path as customers address it: segments joined by '/', no leading or trailing '/'. */
export function normalizeSitePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/');
}

/**
 * One site by its path (spec §2 "Generic content page"). A non-public page exists only for staff:
 * everyone else gets null, exactly as for a path that has no page.
 */
export async function getSiteByPath(
  db: Database,
  path: string,
  options: { isStaff: boolean },
): Promise<Site | null> {
  const row = await findSiteByPath(db, normalizeSitePath(path));
  if (!row || (!row.isPublic && !options.isStaff)) return null;
  return presentSite(row);
}

/**
 * spec §2 "Footer links": the text setting behind an internal legal page (imprintText, …),
 * sanitised; null when the setting is empty (the footer then links the external address).
 */
export async function getLegalText(db: Database, key: LegalTextKey): Promise<LegalText | null> {
  const config = await getPublicConfig(db);
  const text = config[`${key}Text`];
  if (typeof text !== 'string' || text.trim() === '') return null;
  return { key, html: sanitizeRichText(text) };
}
