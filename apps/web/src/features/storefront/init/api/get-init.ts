import { INIT_URLS, type InitData, type InitUrl, registerZoneOffsets } from '@shop/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiUrls } from '../../../../config/api-urls.ts';
import { apiGet, invalidResponse } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/**
 * GET /api/init (spec §7 "Init and config"): one request preloads what every storefront screen
 * reads. Each entry is seeded into the query cache under its own URL, so a feature reads e.g.
 * branches with `useInitData('/api/branches')`.
 *
 * The check here is structural (every entry there, config an object, the lists arrays of
 * objects) and needs no zod: the customer's first screen waits for this code (docs/budgets.md P5). The
 * full contract is held where the data is made: the server's init tests parse every entry with
 * the domain's INIT_ENTRY_SCHEMAS and require the parse to change nothing.
 */

const INIT_URL = apiUrls.init;

/** Fetches the preload list; throws when an entry is missing or not of its kind. */
export async function getInit(signal?: AbortSignal): Promise<InitData> {
  return readInit(await apiGet(INIT_URL, signal));
}

/** The preload list's entries by URL; throws when an entry is missing or not of its kind. */
export function readInit(body: unknown): InitData {
  if (!Array.isArray(body) || !body.every(isRecord)) throw invalidResponse(INIT_URL, body);
  const byUrl = new Map(body.map((entry) => [entry.url, entry.data]));
  const init: Partial<Record<InitUrl, unknown>> = {};
  for (const url of INIT_URLS) {
    const data = byUrl.get(url);
    const isOfKind = url === '/api/config' ? isRecord(data) : isListOfRecords(data);
    if (!isOfKind) throw invalidResponse(`${INIT_URL} entry ${url}`, data);
    init[url] = data;
  }
  return init as InitData;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListOfRecords(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every(isRecord);
}

/** Loads the init data once and seeds one cache entry per URL. */
export const initQueryOptions = queryOptions({
  queryKey: [INIT_URL],
  queryFn: async ({ signal }) => {
    const init = await getInit(signal);
    seedInitEntries(init);
    return init;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * One cache entry per URL of the preload list. The shop zone's offsets, computed by the server,
 * answer every opening-hours question from now on without Intl (domain hours/time-zone.ts).
 */
function seedInitEntries(init: InitData): void {
  const offsets = init['/api/config'].timeZoneOffsets;
  if (offsets) registerZoneOffsets(offsets);
  for (const url of INIT_URLS) queryClient.setQueryData([url], init[url]);
}

/** Puts a preload list into the cache as if it had been loaded (the server's render). */
export function seedInit(init: InitData): void {
  queryClient.setQueryData(initQueryOptions.queryKey, init);
  seedInitEntries(init);
}

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
