import { useEffect } from 'react';
import { de } from '../../../i18n/de.ts';

/** Placeholder start page of the back-office. */
export function BackofficeHomePage() {
  useEffect(() => {
    document.title = de.backoffice.title;
  }, []);
  return <h1>{de.backoffice.title}</h1>;
}
