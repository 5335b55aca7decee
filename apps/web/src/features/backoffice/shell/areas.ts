import { branchScopeOf, hasAccess, type PermissionArea } from '@shop/domain';
import type { ReactElement } from 'react';
import type { IconName } from './icons.tsx';

/** A screen in the navigation, shown to users whose roles give `permission` (read). */
export type AreaItem = {
  label: string;
  href: string;
  permission: PermissionArea;
  /** A count beside the item (nav-badges.tsx), e.g. new orders. */
  badge?: string;
  /** Shown only to users whose grant covers every branch (the shop-wide log, decision 030). */
  everyBranch?: boolean;
};

/** True when the user may open the item. */
export function canOpenItem(roles: readonly string[], item: AreaItem): boolean {
  if (!hasAccess(roles, item.permission)) return false;
  return !item.everyBranch || branchScopeOf(roles, item.permission) === 'all';
}

/**
 * One back-office area (decision 023): its navigation entry and its screens. Each area folder
 * `features/backoffice/<area>/area.tsx` exports one; `app/backoffice-areas.ts` lists them in
 * order, and the side navigation, the start page and the back-office router are built from it.
 */
export type BackofficeArea = {
  key: string;
  label: string;
  icon: IconName;
  items: AreaItem[];
  /** Routes inside the shell (behind the session, with navigation). */
  routes: ReactElement[];
  /** Full-page routes outside the shell (each guards its own session where it needs one). */
  standaloneRoutes?: ReactElement[];
};

/** The areas (with only their items) this user may open; empty areas are left out. */
export function visibleAreas(
  roles: readonly string[],
  areas: readonly BackofficeArea[],
): BackofficeArea[] {
  return areas.flatMap((area) => {
    const items = area.items.filter((item) => canOpenItem(roles, item));
    return items.length > 0 ? [{ ...area, items }] : [];
  });
}
