import { activeMenu, type Branch, type Category, type Menu, type Table } from '@shop/domain';
import type { CachedBody } from '../../platform/http-cache.ts';
import type { ListingCategory } from '../catalogue/order-context.read-model.ts';

/**
 * What order planning reads of the catalogue besides products (branch with hours and areas, the
 * active menu's listing, tables, donatees), taken from the shared read cache of GET /api/init
 * (spec §7) instead of three to five queries per order (docs/decisions/018-pglite-worker-thread.md).
 * The body is parsed once per version (ETag). It holds enabled items only; anything not in it (a
 * disabled branch or donatee) is looked up in the database as before, so the answers stay the
 * same. A write on this instance drops the cache at once (as it does for /api/init); another
 * instance's write is seen after the cache's 5 seconds at most, the same menu customers see.
 * Products and their stock are always read from the database (stock is not in the public body).
 */
export type OrderCatalogue = {
  branch(id: number): Branch | undefined;
  /** For each product, the categories of the branch's active menu that list it (as findMenuListing). */
  listing(
    branchId: number,
    productIds: readonly number[],
    now: Date,
  ): Map<number, ListingCategory[]>;
  tables(branchId: number): (Table & { id: number })[];
  hasDonatee(id: number): boolean;
};

type InitBody = { data: { url: string; data: unknown }[] };

export function orderCatalogueReader(
  readInit: () => Promise<CachedBody>,
): () => Promise<OrderCatalogue> {
  let parsed: { etag: string; catalogue: OrderCatalogue } | undefined;
  return async () => {
    const body = await readInit();
    if (parsed?.etag !== body.etag) {
      parsed = { etag: body.etag, catalogue: catalogueOf(JSON.parse(body.json) as InitBody) };
    }
    return parsed.catalogue;
  };
}

function catalogueOf(body: InitBody): OrderCatalogue {
  const list = <T>(url: string) =>
    (body.data.find((entry) => entry.url === url)?.data ?? []) as T[];
  const branches = new Map(list<Branch>('/api/branches').map((branch) => [branch.id, branch]));
  const menus = list<Menu>('/api/menus');
  const categories = new Map(list<Category>('/api/categories').map((c) => [c.id, c]));
  const tables = list<Table & { id: number }>('/api/tables');
  const donatees = new Set(list<{ id: number }>('/api/donatees').map((donatee) => donatee.id));
  return {
    branch: (id) => branches.get(id),
    listing(branchId, productIds, now) {
      const wanted = new Set(productIds);
      const listing = new Map<number, ListingCategory[]>();
      const active = activeMenu(menus, branchId, now);
      for (const entry of active?.catalog.categories ?? []) {
        // Only enabled categories are in the body: a disabled one lists nothing (domain availability).
        const category = categories.get(entry.id);
        if (!category) continue;
        const listed = {
          isEnabled: category.isEnabled,
          schedule: category.schedule,
          isVisibleWhenUnavailable: category.isVisibleWhenUnavailable,
        };
        for (const { id } of entry.products) {
          if (wanted.has(id)) listing.set(id, [...(listing.get(id) ?? []), listed]);
        }
      }
      return listing;
    },
    tables: (branchId) => tables.filter((table) => table.branch.id === branchId),
    hasDonatee: (id) => donatees.has(id),
  };
}
