import { Route } from 'react-router';
import { statisticsDe as t } from '../../../i18n/de/backoffice/statistics.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { StatisticsPage } from './dashboard/statistics-page.tsx';
import { logsResource } from './logs/logs-resource.tsx';

export const statisticsPaths = {
  dashboard: { path: '/backend/statistics', href: () => '/backend/statistics' },
} as const;

/**
 * Statistik: the report dashboard (decision 030) and the change logs (spec §7 Statistik/Logs).
 * The logs' navigation entry stays under Einstellungen (settings/area.tsx).
 */
export const statisticsArea: BackofficeArea = {
  key: 'statistics',
  label: de.backoffice.areas.statistics,
  icon: 'statistics',
  items: [
    { label: t.nav.dashboard, href: statisticsPaths.dashboard.href(), permission: 'statistics' },
  ],
  routes: [
    <Route
      key="statistics-dashboard"
      path={backofficeRoute(statisticsPaths.dashboard.path)}
      element={<StatisticsPage />}
    />,
    ...resourceRoutes(logsResource),
  ],
};
