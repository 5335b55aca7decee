import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { ActionLink } from '../ui/action-button.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import styles from './not-found-page.module.css';

/** Any /backend path without a screen (or one the user's roles do not show). */
export function BackofficeNotFoundPage() {
  const t = de.backoffice.notFound;
  useDocumentTitle(t.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p>{t.text}</p>
      <ActionLink to={paths.backoffice.href()} variant="primary">
        {t.back}
      </ActionLink>
    </div>
  );
}
