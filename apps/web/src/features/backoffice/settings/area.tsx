import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { settingsDe } from '../../../i18n/de/backoffice/settings.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { Loader } from '../ui/loader.tsx';
import { BranchApiKeysPage } from './branch-api-keys/branch-api-keys-page.tsx';
import { SettingsPage } from './settings-page.tsx';
import { usersResource } from './users/users-resource.tsx';

const t = de.backoffice.areas;

// Its own chunk: only admins open it (docs/decisions/043-api-reference.md).
const ApiReferencePage = lazy(() => import('./api-reference/api-reference-page.tsx'));
const catalogue = de.backofficeCatalogue.areas;

/**
 * Einstellungen: users, the shop settings, the branch API keys, the API reference. The navigation also lists the
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
    {
      label: settingsDe.apiReference.nav,
      href: backofficePaths.apiReference.href(),
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
    <Route
      key="api-reference"
      path={backofficeRoute(backofficePaths.apiReference.path)}
      element={
        <Suspense fallback={<Loader label={settingsDe.apiReference.loading} />}>
          <ApiReferencePage />
        </Suspense>
      }
    />,
  ],
};
