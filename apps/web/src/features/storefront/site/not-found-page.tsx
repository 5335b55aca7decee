import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import styles from '../../../components/ui/page-message.module.css';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useDocumentTitle, useServerStatus } from '../shell/use-document-title.ts';

/** spec §2 "Generic content page": shown for a path no page answers. */
export function NotFoundPage() {
  useDocumentTitle(de.errors.notFoundTitle);
  useServerStatus(404);
  return (
    <Container>
      <PageMessage title={de.errors.notFoundTitle} text={de.errors.notFoundText}>
        <Link to="/" className={styles.action}>
          {de.errors.home}
        </Link>
      </PageMessage>
    </Container>
  );
}
