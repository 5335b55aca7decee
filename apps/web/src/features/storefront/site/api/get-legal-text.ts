import type { LegalText, LegalTextKey } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, parseContract } from '../../../../lib/api-client.ts';

/** GET /api/legal-texts/{key}: a legal text setting, sanitised by the server (spec §2 footer links). */
export function legalTextQueryOptions(key: LegalTextKey) {
  const url = `/api/legal-texts/${key}`;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }): Promise<LegalText | null> => {
      try {
        const [body, contracts] = await Promise.all([
          apiGet(url, signal),
          import('./site-contracts.ts'),
        ]);
        return parseContract(contracts.legalTextSchema, body, url);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useLegalText(key: LegalTextKey) {
  return useQuery(legalTextQueryOptions(key));
}
