import { de } from '../../../i18n/de.ts';
import { resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { logsResource } from './logs/logs-resource.tsx';

/**
 * Statistik: the change logs (spec §7 Statistik/Logs). Their navigation entry stays under
 * Einstellungen for now (settings/area.tsx), so the area shows no items of its own yet.
 */
export const statisticsArea: BackofficeArea = {
  key: 'statistics',
  label: de.backoffice.areas.statistics,
  icon: 'statistics',
  items: [],
  routes: [...resourceRoutes(logsResource)],
};
