import { useEffect } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';

/** spec §2: a route's title becomes the document title (followed by the shop name). */
export function useDocumentTitle(pageTitle: string) {
  const { shopName } = useConfig();
  useEffect(() => {
    document.title = de.document.title(pageTitle, shopName);
  }, [pageTitle, shopName]);
}
