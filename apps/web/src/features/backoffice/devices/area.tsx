import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { resourceRoutes } from '../resource/resource-routes.tsx';
import type { AreaItem } from '../shell/areas.ts';
import { devicesResource } from './devices-resource.tsx';

/**
 * The Geräte area (docs/decisions/027-devices-and-print-jobs.md): its navigation items and routes.
 * Registered in today's shell list (shell/areas.ts) and router until the area lists land.
 */
export const devicesAreaItems: AreaItem[] = [
  { label: de.backofficeDevices.nav, href: backofficePaths.devices.href(), permission: 'devices' },
];

export const devicesRoutes = () => resourceRoutes(devicesResource);
