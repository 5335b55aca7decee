import { DEFAULT_TIME_ZONE, type PublicConfig, publicConfigSchema } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';

export const CONFIG_URL = '/api/config';

/** GET /api/config: the shop's settings (the same query key as the shell's shop name). */
export const shopConfigQueryOptions = queryOptions({
  queryKey: ['backoffice', CONFIG_URL],
  queryFn: async ({ signal }) =>
    parseContract(publicConfigSchema, await apiGet(CONFIG_URL, signal), CONFIG_URL),
  staleTime: 5 * 60_000,
});

/** The shop's settings once loaded (undefined before). */
export function useShopConfig(): PublicConfig | undefined {
  return useQuery(shopConfigQueryOptions).data;
}

/** The shop's time zone (config timeZone); every hours rule runs in it, never the browser's. */
export function useShopTimeZone(): string {
  return useShopConfig()?.timeZone ?? DEFAULT_TIME_ZONE;
}
