import { isMenuReloadDue, MENU_RELOAD_CHECK_INTERVAL_MS } from '@shop/domain';
import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client.ts';
import { initQueryOptions } from '../init/api/get-init.ts';

/**
 * spec §4/§9: the branch page reloads categories, products and menus every 4 hours, checked
 * every 10 s. They come with the /api/init preload (one cacheable request with an ETag), so a
 * reload fetches it again and re-seeds every entry; the page then migrates the cart.
 */
export function useMenuReload(): void {
  useEffect(() => {
    let isLoading = false;
    const timer = window.setInterval(() => {
      const { dataUpdatedAt } = queryClient.getQueryState(initQueryOptions.queryKey) ?? {};
      if (isLoading || !isMenuReloadDue(dataUpdatedAt ?? Number.NaN, Date.now())) return;
      isLoading = true;
      queryClient
        .fetchQuery({ ...initQueryOptions, staleTime: 0 })
        .catch(() => undefined) // offline: try again at the next check
        .finally(() => {
          isLoading = false;
        });
    }, MENU_RELOAD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
