import { Route } from 'react-router';
import { backofficePaths } from '../../config/backoffice-paths.ts';
import { categoriesResource } from './catalogue/categories-resource.tsx';
import { ImagesPage } from './catalogue/images/images-page.tsx';
import { imagesResource } from './catalogue/images/images-resource.tsx';
import { menusResource } from './catalogue/menus-resource.tsx';
import { branchesResource } from './catalogue/organisation/branches-resource.tsx';
import { departmentsResource } from './catalogue/organisation/departments-resource.tsx';
import { divisionsResource } from './catalogue/organisation/divisions-resource.tsx';
import { tablesResource } from './catalogue/organisation/tables-resource.tsx';
import { productGroupsResource } from './catalogue/product-groups-resource.tsx';
import { productsResource } from './catalogue/products-resource.tsx';
import { tagsResource } from './catalogue/tags-resource.tsx';
import { donateesResource } from './content/donatees/donatees-resource.tsx';
import { backofficeRoute, resourceRoutes } from './resource/resource-routes.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { logsResource } from './statistics/logs/logs-resource.tsx';

/** the catalogue and settings screens, each a resource declaration (plus two pages). */
export function catalogueRoutes() {
  return [
    ...resourceRoutes(divisionsResource),
    ...resourceRoutes(branchesResource),
    ...resourceRoutes(departmentsResource),
    ...resourceRoutes(menusResource),
    ...resourceRoutes(categoriesResource),
    ...resourceRoutes(productGroupsResource),
    ...resourceRoutes(tagsResource),
    ...resourceRoutes(productsResource),
    ...resourceRoutes(tablesResource),
    ...resourceRoutes(donateesResource),
    ...resourceRoutes(logsResource),
    // The images list is the library page (upload + grid); edit is the resource form.
    <Route
      key="images"
      path={backofficeRoute(backofficePaths.images.path)}
      element={<ImagesPage />}
    />,
    ...resourceRoutes(imagesResource).slice(2),
    <Route
      key="settings"
      path={backofficeRoute(backofficePaths.settings.path)}
      element={<SettingsPage />}
    />,
  ];
}
