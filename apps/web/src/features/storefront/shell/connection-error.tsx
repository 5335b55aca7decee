import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Whether a failure got no answer at all: offline, a dropped connection, or a page's code that
 * could not be fetched (docs/decisions/017-customer-journey-comfort.md).
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'network';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  // A lazy page chunk that did not load (Chromium, Firefox and Safari word it differently).
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** 'Verbindung fehlgeschlagen' with a retry, instead of the spec's 500 page. */
export function ConnectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container>
      <PageMessage title={de.shell.connection.title} text={de.shell.connection.text}>
        <Button onClick={onRetry}>{de.common.retry}</Button>
      </PageMessage>
    </Container>
  );
}
