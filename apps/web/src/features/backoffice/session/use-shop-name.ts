import { useQuery } from '@tanstack/react-query';
import { shopConfigQueryOptions, useShopConfig } from './api/shop-config.ts';

// The shop settings' query lives in ./api/shop-config.ts; these names stay for their importers.
export { shopConfigQueryOptions, useShopConfig };

/** The shop's name for the login screens (public GET /api/config); empty until it is loaded. */
export function useShopName(): string {
  const { data } = useQuery(shopConfigQueryOptions);
  return data?.shopName ?? '';
}
