import type { Block, Navigation, NavigationItem, Site } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { blocks, navigationItems, navigations, sites } from '../../db/schema/index.ts';
import { groupBy } from '../../platform/collections.ts';
import type { Database } from '../../platform/database.ts';

type NavigationItemRow = typeof navigationItems.$inferSelect;

/** Public sites only: a customer never learns that a draft page exists (issue 4). */
export async function listCustomerSites(db: Database): Promise<Site[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(eq(sites.isPublic, true))
    .orderBy(asc(sites.path));
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    title: row.title,
    type: row.type,
    isPublic: row.isPublic,
    content: row.content,
  }));
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
        target: row.type === 'site' || row.type === 'branch' ? Number(row.target) : row.target,
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
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    type: row.type,
    value: row.value,
  }));
}
