import type { Site } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, parseContract } from '../../../../lib/api-client.ts';

/**
 * GET /api/sites/by-path?path=… : a page that is not among the public sites of /api/init. The
 * server answers a draft only to a staff session and 404 to everyone else.
 */
export function siteByPathQueryOptions(path: string) {
  const url = `/api/sites/by-path?path=${encodeURIComponent(path)}`;
  return queryOptions({
    queryKey: ['/api/sites/by-path', path],
    queryFn: async ({ signal }): Promise<Site | null> => {
      try {
        const [body, contracts] = await Promise.all([
          apiGet(url, signal),
          import('./site-contracts.ts'),
        ]);
        return parseContract(contracts.siteSchema, body, url);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** The page or null (missing); `undefined` while loading. */
export function useSiteByPath(path: string, isEnabled: boolean) {
  return useQuery({ ...siteByPathQueryOptions(path), enabled: isEnabled });
}
