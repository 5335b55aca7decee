import { Container } from '../../../components/ui/container.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** spec §2 "Generic content page": a page of a type the storefront does not know. */
export function InternalErrorPage() {
  useDocumentTitle(de.errors.internalTitle);
  return (
    <Container>
      <PageMessage title={de.errors.internalTitle} text={de.errors.internalText} />
    </Container>
  );
}
