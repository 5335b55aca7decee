import type { Menu } from '../contracts/entities.ts';

/** spec §4: the branch's menu with the latest availableFrom not in the future; null when none. */
export function activeMenu<M extends Pick<Menu, 'branches' | 'availableFrom'>>(
  menus: readonly M[],
  branchId: number,
  now: Date,
): M | null {
  let best: M | null = null;
  let bestFrom = Number.NEGATIVE_INFINITY;
  for (const menu of menus) {
    const from = Date.parse(menu.availableFrom);
    const isForBranch = menu.branches.some((branch) => branch.id === branchId);
    // Ties keep the first menu in list order.
    if (isForBranch && from <= now.getTime() && from > bestFrom) {
      best = menu;
      bestFrom = from;
    }
  }
  return best;
}
