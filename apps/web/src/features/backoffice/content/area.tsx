import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { blocksResource } from './blocks/blocks-resource.tsx';
import { donateesResource } from './donatees/donatees-resource.tsx';
import { navigationsResource } from './navigations/navigations-resource.tsx';
import { sitesResource } from './sites/sites-resource.tsx';
import { UploadsPage } from './uploads/uploads-page.tsx';

/**
 * Inhalte: pages (spec §3 Site/page, decision 029), navigations (decision 036), uploads (decision 045) and the donatees' screens (their navigation
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
    {
      label: de.backofficeContent.navBlocks,
      href: backofficePaths.blocks.href(),
      permission: 'content',
    },
    {
      label: de.backofficeContent.navNavigations,
      href: backofficePaths.navigations.href(),
      permission: 'content',
    },
    {
      label: de.backofficeContent.navUploads,
      href: backofficePaths.uploads.href(),
      permission: 'content',
    },
  ],
  routes: [
    ...resourceRoutes(sitesResource),
    ...resourceRoutes(navigationsResource),
    ...resourceRoutes(blocksResource),
    ...resourceRoutes(donateesResource),
    // The upload library (decision 045): upload, list with usages, delete.
    <Route
      key="uploads"
      path={backofficeRoute(backofficePaths.uploads.path)}
      element={<UploadsPage />}
    />,
  ],
};
