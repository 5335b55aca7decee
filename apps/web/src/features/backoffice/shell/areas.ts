import { hasAccess, type PermissionArea } from '@shop/domain';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import type { IconName } from './icons.tsx';

/** A screen in the navigation, shown to users whose roles give `permission` (read). */
export type AreaItem = {
  label: string;
  href: string;
  permission: PermissionArea;
  /** A count beside the item (nav-badges.tsx), e.g. new orders. */
  badge?: string;
};

export type BackofficeArea = {
  key: string;
  label: string;
  icon: IconName;
  /** Off until the area's issue lands; then its issue switches it on and adds its screens. */
  isAvailable: boolean;
  items: AreaItem[];
};

const t = de.backoffice.areas;

/**
 * Every back-office area in navigation order (issue 7: Bestellungen, Katalog, Inhalte, Geräte,
 * Digital Signage, Zeiterfassung, Statistik, Einstellungen): the one table the side navigation
 * and the start page are built from.
 */
export const BACKOFFICE_AREAS: readonly BackofficeArea[] = [
  {
    key: 'orders',
    label: t.orders,
    icon: 'orders',
    isAvailable: true,
    items: [
      {
        label: de.backofficeOrders.nav.current,
        href: paths.backofficeOrdersCurrent.href(),
        permission: 'orders',
        badge: 'ordersPending',
      },
      {
        label: de.backofficeOrders.nav.missed,
        href: paths.backofficeOrdersMissed.href(),
        permission: 'orders',
        badge: 'ordersMissed',
      },
      {
        label: de.backofficeOrders.nav.history,
        href: paths.backofficeOrdersHistory.href(),
        permission: 'orders',
      },
    ],
  },
  { key: 'catalogue', label: t.catalogue, icon: 'catalogue', isAvailable: false, items: [] },
  { key: 'content', label: t.content, icon: 'content', isAvailable: false, items: [] },
  { key: 'devices', label: t.devices, icon: 'devices', isAvailable: false, items: [] },
  { key: 'signage', label: t.signage, icon: 'signage', isAvailable: false, items: [] },
  { key: 'timeTracking', label: t.timeTracking, icon: 'time', isAvailable: false, items: [] },
  { key: 'statistics', label: t.statistics, icon: 'statistics', isAvailable: false, items: [] },
  {
    key: 'settings',
    label: t.settings,
    icon: 'settings',
    isAvailable: true,
    items: [
      { label: t.users, href: paths.backofficeUsers.href(), permission: 'users' },
      {
        label: de.backofficeOrders.nav.apiKeys,
        href: paths.backofficeApiKeys.href(),
        permission: 'settings',
      },
    ],
  },
];

/** The areas (with only their items) this user may open; empty areas are left out. */
export function visibleAreas(
  roles: readonly string[],
  areas: readonly BackofficeArea[] = BACKOFFICE_AREAS,
): BackofficeArea[] {
  return areas.flatMap((area) => {
    if (!area.isAvailable) return [];
    const items = area.items.filter((item) => hasAccess(roles, item.permission));
    return items.length > 0 ? [{ ...area, items }] : [];
  });
}
