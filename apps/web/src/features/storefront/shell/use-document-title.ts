import { createContext, useContext, useEffect } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';

/**
 * The server's render of a page (entry-server.tsx) passes an object here; the page's title is
 * written into it, so the HTML carries the right <title> from its first byte (tabs, bookmarks,
 * search engines), not only once the browser has run the page's code.
 */
export const ServerPageContext = createContext<{ title?: string; status?: number } | null>(null);

/** spec §2: a missing page answers 404 and an unknown page type 500 (not 200) from the server. */
export function useServerStatus(status: number) {
  const serverPage = useContext(ServerPageContext);
  if (serverPage) serverPage.status = status;
}

/** spec §2: a route's title becomes the document title (followed by the shop name). */
export function useDocumentTitle(pageTitle: string) {
  const { shopName } = useConfig();
  const title = de.document.title(pageTitle, shopName);
  const serverPage = useContext(ServerPageContext);
  if (serverPage) serverPage.title = title;
  useEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);
}
