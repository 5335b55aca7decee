import { hasAccess, type PermissionArea } from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { devicesAreaItems } from '../devices/area.tsx';
import { timeTrackingArea } from '../time-tracking/area.tsx';
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
const catalogue = de.backofficeCatalogue.areas;

/** the Katalog screens (donatees belong to the content permission). */
const CATALOGUE_ITEMS: AreaItem[] = [
  { label: catalogue.divisions, href: backofficePaths.divisions.href(), permission: 'catalogue' },
  { label: catalogue.branches, href: backofficePaths.branches.href(), permission: 'catalogue' },
  {
    label: catalogue.departments,
    href: backofficePaths.departments.href(),
    permission: 'catalogue',
  },
  { label: catalogue.menus, href: backofficePaths.menus.href(), permission: 'catalogue' },
  { label: catalogue.categories, href: backofficePaths.categories.href(), permission: 'catalogue' },
  { label: catalogue.products, href: backofficePaths.products.href(), permission: 'catalogue' },
  {
    label: catalogue.productGroups,
    href: backofficePaths.productGroups.href(),
    permission: 'catalogue',
  },
  { label: catalogue.tags, href: backofficePaths.tags.href(), permission: 'catalogue' },
  { label: catalogue.tables, href: backofficePaths.tables.href(), permission: 'catalogue' },
  { label: catalogue.images, href: backofficePaths.images.href(), permission: 'catalogue' },
  { label: catalogue.donatees, href: backofficePaths.donatees.href(), permission: 'content' },
];

/** the Einstellungen screens besides Benutzer. */
const SETTINGS_ITEMS: AreaItem[] = [
  { label: catalogue.settings, href: backofficePaths.settings.href(), permission: 'settings' },
  { label: catalogue.logs, href: backofficePaths.logs.href(), permission: 'statistics' },
];

/**
 * Every back-office area in navigation order (Bestellungen, Katalog, Inhalte, Geräte,
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
        href: backofficePaths.ordersCurrent.href(),
        permission: 'orders',
        badge: 'ordersPending',
      },
      {
        label: de.backofficeOrders.nav.missed,
        href: backofficePaths.ordersMissed.href(),
        permission: 'orders',
        badge: 'ordersMissed',
      },
      {
        label: de.backofficeOrders.nav.history,
        href: backofficePaths.ordersHistory.href(),
        permission: 'orders',
      },
      {
        label: de.backofficeOrders.nav.soldOut,
        href: backofficePaths.soldOut.href(),
        permission: 'orders',
      },
    ],
  },
  {
    key: 'catalogue',
    label: t.catalogue,
    icon: 'catalogue',
    isAvailable: true,
    items: CATALOGUE_ITEMS,
  },
  { key: 'content', label: t.content, icon: 'content', isAvailable: false, items: [] },
  { key: 'devices', label: t.devices, icon: 'devices', isAvailable: true, items: devicesAreaItems },
  { key: 'signage', label: t.signage, icon: 'signage', isAvailable: false, items: [] },
  timeTrackingArea,
  { key: 'statistics', label: t.statistics, icon: 'statistics', isAvailable: false, items: [] },
  {
    key: 'settings',
    label: t.settings,
    icon: 'settings',
    isAvailable: true,
    items: [
      { label: t.users, href: backofficePaths.users.href(), permission: 'users' },
      ...SETTINGS_ITEMS,
      {
        label: de.backofficeOrders.nav.apiKeys,
        href: backofficePaths.apiKeys.href(),
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
