import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { donateesResource } from './donatees/donatees-resource.tsx';
import { sitesResource } from './sites/sites-resource.tsx';

/**
 * Inhalte: pages (spec §3 Site/page, decision 029) and the donatees' screens (their navigation
 * entry stays under Katalog, catalogue/area.tsx).
 */
export const contentArea: BackofficeArea = {
  key: 'content',
  label: de.backoffice.areas.content,
  icon: 'content',
  items: [
    {
      label: de.backofficeContent.navSites,
      href: backofficePaths.sites.href(),
      permission: 'content',
    },
  ],
  routes: [...resourceRoutes(sitesResource), ...resourceRoutes(donateesResource)],
};
