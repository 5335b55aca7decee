import {
  listQuerySchema,
  type NavigationInput,
  type NavigationItem,
  type NavigationItemInput,
  navigationInputSchema,
  type StaffNavigation,
  staffNavigationSchema,
} from '@shop/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { navigationItems, navigations } from '../../../db/schema/index.ts';
import { groupBy } from '../../../platform/collections.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

type ItemRow = typeof navigationItems.$inferSelect;

/** Staff see every entry, the disabled ones included, as the nested tree of spec §3. */
async function loadStaffNavigations(db: Database, ids: number[]): Promise<StaffNavigation[]> {
  if (ids.length === 0) return [];
  const [rows, items] = await Promise.all([
    db.select().from(navigations).where(inArray(navigations.id, ids)).orderBy(navigations.id),
    db
      .select()
      .from(navigationItems)
      .where(inArray(navigationItems.navigationId, ids))
      .orderBy(asc(navigationItems.position), asc(navigationItems.id)),
  ]);
  const childrenOf = groupBy(items, (row) => `${row.navigationId}:${row.parentId ?? 'root'}`);
  const toTree = (navigationId: number, parentId: number | null): NavigationItem[] =>
    (childrenOf.get(`${navigationId}:${parentId ?? 'root'}`) ?? []).map((row: ItemRow) => ({
      label: row.label,
      type: row.type,
      target:
        (row.type === 'site' || row.type === 'branch') && row.target !== null
          ? Number(row.target)
          : row.target,
      isEnabled: row.isEnabled,
      children: toTree(navigationId, row.id),
    }));
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      items: toTree(row.id, null),
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}

async function insertItems(
  db: Database,
  navigationId: number,
  parentId: number | null,
  items: readonly NavigationItemInput[],
): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await db
      .insert(navigationItems)
      .values({
        navigationId,
        parentId,
        position,
        label: item.label,
        type: item.type,
        target: item.target === null ? null : String(item.target),
        isEnabled: item.isEnabled,
      })
      .returning({ id: navigationItems.id });
    await insertItems(db, navigationId, Number(row?.id), item.children);
  }
}

/** spec §7 CRUD navigations: a navigation and its entry tree are saved as one. */
export const navigationsResource = defineResource({
  entity: 'navigation',
  endpoint: '/api/navigations',
  entitySchema: staffNavigationSchema,
  permission: 'content',
  isCustomerVisible: true,
  notFoundMessage: 'Die Navigation wurde nicht gefunden.',
  inputSchema: navigationInputSchema,
  listQuerySchema,
  table: navigations,
  idColumn: navigations.id,
  searchColumns: [navigations.name, navigations.identifier],
  sortColumns: { name: sql`lower(${navigations.name})`, identifier: navigations.identifier },
  defaultSort: 'identifier',
  option: { name: navigations.name, hint: navigations.identifier },
  load: loadStaffNavigations,
  insert: async (db, input: NavigationInput, deps) => {
    const [row] = await db
      .insert(navigations)
      .values({
        identifier: input.identifier,
        name: input.name,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning({ id: navigations.id });
    const id = Number(row?.id);
    await insertItems(db, id, null, input.items);
    return id;
  },
  update: async (db, id, input: NavigationInput, deps) => {
    await db
      .update(navigations)
      .set({ identifier: input.identifier, name: input.name, updatedAt: deps.now() })
      .where(eq(navigations.id, id));
    await db.delete(navigationItems).where(eq(navigationItems.navigationId, id));
    await insertItems(db, id, null, input.items);
  },
  unique: [{ field: 'identifier', column: navigations.identifier }],
});
