import {
  activeMenu,
  activeProducts,
  type Branch,
  type MenuCategoryView,
  menuView,
  type Product,
} from '@shop/domain';
import { useMemo, useRef } from 'react';
import { useInitData } from '../init/api/get-init.ts';

export type BranchMenu = {
  /** Product groups as shown now (spec §4 visibility); the same array while nothing changed. */
  readonly groups: readonly MenuCategoryView[];
  /** The active products the cart is migrated against (spec §4 Cart). */
  readonly activeProducts: readonly Product[];
};

/** Identifies what the customer sees of a menu view, so an unchanged view keeps its identity. */
function viewSignature(groups: readonly MenuCategoryView[]): string {
  return groups
    .map(
      (group) =>
        `${group.category.id}:${group.isAvailable ? 1 : 0}[${group.products
          .map(
            (entry) =>
              `${entry.product.id}${entry.isAvailable ? '' : '-'}${entry.isSoldOutToday ? 's' : ''}`,
          )
          .join(',')}]`,
    )
    .join('|');
}

/**
 * The branch's active menu at `now` (spec §4: latest availableFrom not in the future, schedule
 * visibility). Read from the /api/init preload; `now` ticks every half minute, but the groups
 * keep their identity until something visible changes, so the memoised list does not re-render.
 */
export function useBranchMenu(
  branch: Pick<Branch, 'id' | 'soldOut'>,
  now: Date,
  timeZone: string,
): BranchMenu {
  const menus = useInitData('/api/menus');
  const categories = useInitData('/api/categories');
  const products = useInitData('/api/products');
  const menu = activeMenu(menus, branch.id, now);

  // Today's "Heute ausverkauft" marks come with the branch (GET /api/init); a mark of an earlier
  // business day no longer counts, so a page left open overnight shows the product again.
  const groups = menu ? menuView(menu, categories, products, now, timeZone, branch.soldOut) : [];
  const signature = `${menu?.id ?? 0}/${viewSignature(groups)}`;
  const previous = useRef<{
    signature: string;
    groups: readonly MenuCategoryView[];
    source: unknown;
  }>(null);
  // New data from a menu reload always replaces the view; a clock tick only when it shows differently.
  const source = [menus, categories, products];
  const isSame =
    previous.current?.signature === signature &&
    (previous.current.source as unknown[]).every((entry, index) => entry === source[index]);
  if (!isSame) previous.current = { signature, groups, source };
  const stableGroups = previous.current?.groups ?? groups;

  const active = useMemo(() => activeProducts(menu, products), [menu, products]);
  return { groups: stableGroups, activeProducts: active };
}
