import { publicConfigSchema } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../lib/api-client.ts';

const CONFIG_URL = '/api/config';

/** The public shop settings (GET /api/config) as the back-office reads them. */
export const shopConfigQueryOptions = queryOptions({
  queryKey: ['backoffice', CONFIG_URL],
  queryFn: async ({ signal }) =>
    parseContract(publicConfigSchema, await apiGet(CONFIG_URL, signal), CONFIG_URL),
  staleTime: 5 * 60_000,
});

/** The shop's name for the login screens (public GET /api/config); empty until it is loaded. */
export function useShopName(): string {
  const { data } = useQuery(shopConfigQueryOptions);
  return data?.shopName ?? '';
}

/** The shop settings, or undefined while loading (time zone, currency, plugins). */
export function useShopConfig() {
  return useQuery(shopConfigQueryOptions).data;
}
