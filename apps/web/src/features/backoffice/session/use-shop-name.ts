import { publicConfigSchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../lib/api-client.ts';

const CONFIG_URL = '/api/config';

/** The shop's name for the login screens (public GET /api/config); empty until it is loaded. */
export function useShopName(): string {
  const { data } = useQuery({
    queryKey: ['backoffice', CONFIG_URL],
    queryFn: async ({ signal }) =>
      parseContract(publicConfigSchema, await apiGet(CONFIG_URL, signal), CONFIG_URL),
    staleTime: 5 * 60_000,
  });
  return data?.shopName ?? '';
}
