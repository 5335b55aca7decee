import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { categoriesResource } from './categories-resource.tsx';
import { imageTemplatesResource } from './image-templates/image-templates-resource.tsx';
import { ImagesPage } from './images/images-page.tsx';
import { imagesResource } from './images/images-resource.tsx';
import { menusResource } from './menus-resource.tsx';
import { branchesResource } from './organisation/branches-resource.tsx';
import { departmentsResource } from './organisation/departments-resource.tsx';
import { divisionsResource } from './organisation/divisions-resource.tsx';
import { tablesResource } from './organisation/tables-resource.tsx';
import { productGroupsResource } from './product-groups-resource.tsx';
import { productsResource } from './products-resource.tsx';
import { tagsResource } from './tags-resource.tsx';

const t = de.backofficeCatalogue.areas;

/**
 * Katalog: organisation (divisions, branches, departments, tables), menus, categories,
 * products, product groups, tags and the image library. The navigation also lists the donatees
 * here (their screens and permission belong to the content area, content/area.tsx).
 */
export const catalogueArea: BackofficeArea = {
  key: 'catalogue',
  label: de.backoffice.areas.catalogue,
  icon: 'catalogue',
  items: [
    { label: t.divisions, href: backofficePaths.divisions.href(), permission: 'catalogue' },
    { label: t.branches, href: backofficePaths.branches.href(), permission: 'catalogue' },
    { label: t.departments, href: backofficePaths.departments.href(), permission: 'catalogue' },
    { label: t.menus, href: backofficePaths.menus.href(), permission: 'catalogue' },
    { label: t.categories, href: backofficePaths.categories.href(), permission: 'catalogue' },
    { label: t.products, href: backofficePaths.products.href(), permission: 'catalogue' },
    {
      label: t.productGroups,
      href: backofficePaths.productGroups.href(),
      permission: 'catalogue',
    },
    { label: t.tags, href: backofficePaths.tags.href(), permission: 'catalogue' },
    { label: t.tables, href: backofficePaths.tables.href(), permission: 'catalogue' },
    { label: t.images, href: backofficePaths.images.href(), permission: 'catalogue' },
    {
      label: t.imageTemplates,
      href: backofficePaths.imageTemplates.href(),
      permission: 'catalogue',
    },
    { label: t.donatees, href: backofficePaths.donatees.href(), permission: 'content' },
  ],
  routes: [
    ...resourceRoutes(divisionsResource),
    ...resourceRoutes(branchesResource),
    ...resourceRoutes(departmentsResource),
    ...resourceRoutes(menusResource),
    ...resourceRoutes(categoriesResource),
    ...resourceRoutes(productGroupsResource),
    ...resourceRoutes(tagsResource),
    ...resourceRoutes(productsResource),
    ...resourceRoutes(tablesResource),
    // The images list is the library page (upload + grid); edit is the resource form.
    <Route
      key="images"
      path={backofficeRoute(backofficePaths.images.path)}
      element={<ImagesPage />}
    />,
    ...resourceRoutes(imagesResource).slice(2),
    ...resourceRoutes(imageTemplatesResource),
  ],
};
