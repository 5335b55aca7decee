import { pagedSchema } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import type { FormValues, OptionsSource, ResourceDefinition } from './define-resource.ts';

/** One resource's API calls and cache keys (every back-office key starts with 'backoffice'). */

type Resource<Entity extends { id: number }> = Pick<
  ResourceDefinition<Entity, FormValues>,
  'endpoint' | 'entitySchema'
>;
export type ListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  /** The list's filters by query parameter name (ListFilter), only the ones set. */
  filters?: Readonly<Record<string, string>>;
};

export const resourceKey = (endpoint: string) => ['backoffice', endpoint] as const;

export function listQueryOptions<Entity extends { id: number }>(
  resource: Resource<Entity>,
  params: ListParams,
) {
  const query = new URLSearchParams({
    sort: params.sort,
    page: String(params.page),
    pageSize: String(params.pageSize),
    ...(params.search ? { search: params.search } : {}),
    ...params.filters,
  });
  const url = `${resource.endpoint}?${query}`;
  const listKey = resourceKey(resource.endpoint);
  return queryOptions({
    queryKey: [...listKey, 'list', params],
    queryFn: async ({ signal }) =>
      parseContract(pagedSchema(resource.entitySchema), await apiGet(url, signal), url),
    // The previous page of the SAME list stays on screen while the next page, sort or search
    // loads; never another list's rows (isSameList).
    placeholderData: (previous, previousQuery) =>
      isSameList(listKey, previousQuery?.queryKey) ? previous : undefined,
  });
}

/**
 * Whether a cached list query belongs to the list `listKey`. A screen's columns read its own
 * entity's fields: a list that showed the previous screen's rows for a moment (products under the
 * order columns) crashed it on in-app navigation (e2e/backoffice/navigation.spec.ts).
 */
function isSameList(
  listKey: readonly unknown[],
  queryKey: readonly unknown[] | undefined,
): boolean {
  if (!queryKey) return false;
  return (
    listKey.every((part, index) => queryKey[index] === part) && queryKey[listKey.length] === 'list'
  );
}

export function itemQueryOptions<Entity extends { id: number }>(
  resource: Resource<Entity>,
  id: number,
) {
  const url = `${resource.endpoint}/${id}`;
  return queryOptions({
    queryKey: [...resourceKey(resource.endpoint), 'item', id],
    queryFn: async ({ signal }) =>
      parseContract(resource.entitySchema, await apiGet(url, signal), url),
  });
}

export function optionsQueryOptions(source: OptionsSource) {
  return queryOptions({
    queryKey: [...resourceKey(source.endpoint), 'options'],
    queryFn: async ({ signal }) => source.parse(await apiGet(source.endpoint, signal)),
    staleTime: 60_000,
  });
}

/** POST (create) or PUT (update); the answer is the stored entity. */
export async function saveEntity<Entity extends { id: number }>(
  resource: Resource<Entity>,
  input: { id: number | null; body: unknown },
): Promise<Entity> {
  const url = input.id === null ? resource.endpoint : `${resource.endpoint}/${input.id}`;
  const method = input.id === null ? 'POST' : 'PUT';
  const answer = await staffRequest(url, { method, body: input.body });
  await queryClient.invalidateQueries({ queryKey: resourceKey(resource.endpoint) });
  return parseContract(resource.entitySchema, answer, `${method} ${url}`);
}

export async function deleteEntity(
  resource: Pick<ResourceDefinition<{ id: number }, FormValues>, 'endpoint'>,
  id: number,
): Promise<void> {
  await staffRequest(`${resource.endpoint}/${id}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: resourceKey(resource.endpoint) });
}
