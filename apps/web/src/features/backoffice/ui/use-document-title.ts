import { useEffect } from 'react';
import { de } from '../../../i18n/de.ts';

/** Sets the document title of a back-office screen: "{title} | Back-Office". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${de.backoffice.title}`;
  }, [title]);
}
