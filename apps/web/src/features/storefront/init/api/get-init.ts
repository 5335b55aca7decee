import {
  blockSchema,
  branchSchema,
  categorySchema,
  divisionSchema,
  donateeSchema,
  INIT_URLS,
  type InitUrl,
  initEntrySchema,
  menuSchema,
  navigationSchema,
  productSchema,
  publicConfigSchema,
  siteSchema,
  tableSchema,
  tagSchema,
} from '@shop/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiUrls } from '../../../../config/api-urls.ts';
import { apiGet, type ContractSchema, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/**
 * GET /api/init (spec §7 "Init and config"): one request preloads what every storefront screen
 * reads. Each entry is parsed with its domain schema and seeded into the query cache under its
 * own URL, so a feature reads e.g. branches with `useInitData('/api/branches')`.
 */

const INIT_SCHEMAS = {
  '/api/config': publicConfigSchema,
  '/api/divisions': divisionSchema.array(),
  '/api/branches': branchSchema.array(),
  '/api/menus': menuSchema.array(),
  '/api/categories': categorySchema.array(),
  '/api/products': productSchema.array(),
  '/api/tags': tagSchema.array(),
  '/api/tables': tableSchema.array(),
  '/api/sites': siteSchema.array(),
  '/api/navigations': navigationSchema.array(),
  '/api/blocks': blockSchema.array(),
  '/api/donatees': donateeSchema.array(),
} satisfies Record<InitUrl, ContractSchema<unknown>>;

export type InitData = { [Url in InitUrl]: ReturnType<(typeof INIT_SCHEMAS)[Url]['parse']> };

const INIT_URL = apiUrls.init;

/** Fetches and parses the preload list; throws when an entry is missing or malformed. */
export async function getInit(signal?: AbortSignal): Promise<InitData> {
  const body = await apiGet(INIT_URL, signal);
  const entries = parseContract(initEntrySchema.array(), body, INIT_URL);
  const byUrl = new Map(entries.map((entry) => [entry.url, entry.data]));
  const init: Partial<Record<InitUrl, unknown>> = {};
  for (const url of INIT_URLS) {
    const schema: ContractSchema<unknown> = INIT_SCHEMAS[url];
    init[url] = parseContract(schema, byUrl.get(url), `${INIT_URL} entry ${url}`);
  }
  return init as InitData;
}

/** Loads the init data once and seeds one cache entry per URL. */
export const initQueryOptions = queryOptions({
  queryKey: [INIT_URL],
  queryFn: async ({ signal }) => {
    const init = await getInit(signal);
    for (const url of INIT_URLS) queryClient.setQueryData([url], init[url]);
    return init;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** One preloaded entry; refetching goes through /api/init again (customers have no other read). */
export function initDataQueryOptions<Url extends InitUrl>(url: Url) {
  return queryOptions({
    queryKey: [url],
    queryFn: async (): Promise<InitData[Url]> =>
      (await queryClient.fetchQuery({ ...initQueryOptions, staleTime: 0 }))[url],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Reads one preloaded entry; the storefront shell has put it in the cache already. */
export function useInitData<Url extends InitUrl>(url: Url): InitData[Url] {
  return useSuspenseQuery(initDataQueryOptions(url)).data;
}

export const useConfig = () => useInitData('/api/config');
export const useBranches = () => useInitData('/api/branches');
