import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { devicesResource } from './devices-resource.tsx';
import { KitchenPage } from './kitchen/kitchen-page.tsx';
import { NotificationPage } from './notification/notification-page.tsx';

/** Geräte (docs/decisions/027-devices-and-print-jobs.md): printers and other devices of a branch. */
export const devicesArea: BackofficeArea = {
  key: 'devices',
  label: de.backoffice.areas.devices,
  icon: 'devices',
  items: [
    {
      label: de.backofficeDevices.nav,
      href: backofficePaths.devices.href(),
      permission: 'devices',
    },
  ],
  routes: resourceRoutes(devicesResource),
  standaloneRoutes: [
    // Device screens open with their device secret (no staff session).
    <Route
      key="kitchen-display"
      path={backofficeRoute(backofficePaths.kitchen.path)}
      element={<KitchenPage />}
    />,
    <Route
      key="notification-device"
      path={backofficeRoute(backofficePaths.notificationDevice.path)}
      element={<NotificationPage />}
    />,
  ],
};
