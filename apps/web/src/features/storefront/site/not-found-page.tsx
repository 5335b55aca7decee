import { Container } from '../../../components/ui/container.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** spec §2 "Generic content page": shown for a path no page answers. */
export function NotFoundPage() {
  useDocumentTitle(de.errors.notFoundTitle);
  return (
    <Container>
      <PageMessage title={de.errors.notFoundTitle} text={de.errors.notFoundText} />
    </Container>
  );
}
