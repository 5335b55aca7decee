import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ConnectionError, isConnectionError } from './connection-error.tsx';

type RouteErrorProps = { error: unknown; onRetry: () => void };

/** A failed load (spec §8: German message, retry) or any other failure as the spec's 500 page. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  if (isConnectionError(error)) {
    // A page chunk that failed stays failed in this page's module map: load the page anew.
    const isChunk = !(error instanceof ApiError);
    return <ConnectionError onRetry={isChunk ? () => window.location.reload() : onRetry} />;
  }
  if (error instanceof ApiError) {
    return (
      <Container>
        <PageMessage title={de.errors.dataNotLoaded} text={error.message}>
          <Button onClick={onRetry}>{de.common.retry}</Button>
        </PageMessage>
      </Container>
    );
  }
  return (
    <Container>
      <PageMessage title={de.errors.internalTitle} text={de.errors.internalText} />
    </Container>
  );
}
