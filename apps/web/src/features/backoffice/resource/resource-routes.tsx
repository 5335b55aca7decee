import { Route } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { FormValues, ResourceDefinition, ResourceListDefinition } from './define-resource.ts';
import { ResourceFormPage } from './resource-form-page.tsx';
import { ResourceListPage } from './resource-list-page.tsx';

/** A path of the paths table relative to /backend (the back-office routes are nested there). */
export function backofficeRoute(path: string): string {
  const base = paths.backoffice.href();
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}

/** The three routes of a resource: list, `new` and `{id}`; use inside the back-office <Routes>. */
export function resourceRoutes<Entity extends { id: number }, Values extends FormValues>(
  resource: ResourceDefinition<Entity, Values>,
) {
  const list = backofficeRoute(resource.listPath);
  return [
    <Route key={list} path={list} element={<ResourceListPage resource={resource} />} />,
    <Route
      key={`${list}/new`}
      path={`${list}/new`}
      element={<ResourceFormPage resource={resource} mode="create" />}
    />,
    <Route
      key={`${list}/:id`}
      path={`${list}/:id`}
      element={<ResourceFormPage resource={resource} mode="edit" />}
    />,
  ];
}

/** The route of a read-only list (defineResourceList); its rows link wherever it says. */
export function resourceListRoute<Entity extends { id: number }>(
  list: ResourceListDefinition<Entity>,
) {
  const path = backofficeRoute(list.listPath);
  return <Route key={path} path={path} element={<ResourceListPage resource={list} />} />;
}
