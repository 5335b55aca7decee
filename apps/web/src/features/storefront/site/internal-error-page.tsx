import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import styles from '../../../components/ui/page-message.module.css';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useDocumentTitle, useServerStatus } from '../shell/use-document-title.ts';

/** spec §2 "Generic content page": a page of a type the storefront does not know. */
export function InternalErrorPage() {
  useDocumentTitle(de.errors.internalTitle);
  useServerStatus(500);
  return (
    <Container>
      <PageMessage title={de.errors.internalTitle} text={de.errors.internalText}>
        <Link to="/" className={styles.action}>
          {de.errors.home}
        </Link>
      </PageMessage>
    </Container>
  );
}
