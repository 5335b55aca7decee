import { useParams } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { RouteError } from '../shell/route-error.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { NotFoundPage } from '../site/not-found-page.tsx';
import { usePublicOrder } from './api/public-order.ts';
import { OrderStatus } from './order-status.tsx';

/**
 * spec §2 "Status page" at /status/{uid}/{hash}. A wrong uid or hash is the storefront's 404 page
 * (the server answers 404 for both and tells nothing more).
 */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const query = usePublicOrder(uid, hash);
  useDocumentTitle(de.status.title);
  // Once loaded, a failed poll keeps showing the last state; the next poll tries again.
  if (query.data) return <OrderStatus order={query.data} uid={uid} hash={hash} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.error) return <RouteError error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}
