import { catalogueArea } from '../features/backoffice/catalogue/area.tsx';
import { contentArea } from '../features/backoffice/content/area.tsx';
import { devicesArea } from '../features/backoffice/devices/area.tsx';
import { ordersArea } from '../features/backoffice/orders/area.tsx';
import { settingsArea } from '../features/backoffice/settings/area.tsx';
import type { BackofficeArea } from '../features/backoffice/shell/areas.ts';
import { signageArea } from '../features/backoffice/signage/area.tsx';
import { statisticsArea } from '../features/backoffice/statistics/area.tsx';
import { timeTrackingArea } from '../features/backoffice/time-tracking/area.tsx';

/**
 * Every back-office area in navigation order (Bestellungen, Katalog, Inhalte, Geräte,
 * Digital Signage, Zeiterfassung, Statistik, Einstellungen), decision 023: the one list the side
 * navigation, the start page and the back-office router are built from. An area that is not
 * built yet is simply not in the list.
 */
export const BACKOFFICE_AREAS: readonly BackofficeArea[] = [
  ordersArea,
  catalogueArea,
  contentArea,
  devicesArea,
  signageArea,
  timeTrackingArea,
  statisticsArea,
  settingsArea,
];
