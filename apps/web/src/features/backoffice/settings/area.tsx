import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { BranchApiKeysPage } from './branch-api-keys/branch-api-keys-page.tsx';
import { SettingsPage } from './settings-page.tsx';
import { usersResource } from './users/users-resource.tsx';

const t = de.backoffice.areas;
const catalogue = de.backofficeCatalogue.areas;

/**
 * Einstellungen: users, the shop settings, the branch API keys. The navigation also lists the
 * logs here (their screens and permission belong to the statistics area, statistics/area.tsx).
 */
export const settingsArea: BackofficeArea = {
  key: 'settings',
  label: t.settings,
  icon: 'settings',
  items: [
    { label: t.users, href: backofficePaths.users.href(), permission: 'users' },
    { label: catalogue.settings, href: backofficePaths.settings.href(), permission: 'settings' },
    {
      label: catalogue.logs,
      href: backofficePaths.logs.href(),
      permission: 'statistics',
      everyBranch: true,
    },
    {
      label: de.backofficeOrders.nav.apiKeys,
      href: backofficePaths.apiKeys.href(),
      permission: 'settings',
    },
  ],
  routes: [
    ...resourceRoutes(usersResource),
    <Route
      key="api-keys"
      path={backofficeRoute(backofficePaths.apiKeys.path)}
      element={<BranchApiKeysPage />}
    />,
    <Route
      key="settings"
      path={backofficeRoute(backofficePaths.settings.path)}
      element={<SettingsPage />}
    />,
  ],
};
