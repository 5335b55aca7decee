import {
  type PublicOrder,
  publicOrderResultSchema,
  type QuestionnaireRequest,
  STATUS_POLL_INTERVAL_MS,
  shouldPollOrder,
} from '@shop/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  apiGetIfChanged,
  apiRequest,
  invalidResponse,
  parseContract,
} from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** GET /api/orders/public/{uid}/{hash} and the customer's answers below it (spec §7 Orders). */
const orderUrl = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

/**
 * The last complete answer per order URL: its ETag and the order it describes (docs/budgets.md P4: an
 * unchanged order costs one 304 per poll). Kept outside the query data, and written only after a
 * 200 whose body was read and matched the contract, so a query that was cancelled, reset or
 * garbage-collected still revalidates, and a 304 always has an order to stand for.
 */
const lastAnswers = new Map<string, { etag: string; order: PublicOrder }>();

/** The read in flight per order URL: a second caller joins it, so no two run in parallel. */
const readsInFlight = new Map<string, Promise<PublicOrder>>();

/**
 * One status read: with If-None-Match once a complete 200 is known. It is not tied to the abort
 * signal of a query: a page that unmounts and mounts again (StrictMode's effect check, a quick
 * navigation away and back) would otherwise cancel a read whose answer is already on its way and
 * send it again without an ETag; a finished read just fills the cache.
 */
function readPublicOrder(url: string): Promise<PublicOrder> {
  const running = readsInFlight.get(url);
  if (running) return running;
  const read = revalidate(url).finally(() => readsInFlight.delete(url));
  readsInFlight.set(url, read);
  return read;
}

async function revalidate(url: string): Promise<PublicOrder> {
  const last = lastAnswers.get(url);
  const answer = await apiGetIfChanged(url, last?.etag ?? null);
  if (answer === null) {
    // 304: unchanged since the last complete answer (without one, no If-None-Match was sent).
    if (last) return last.order;
    throw invalidResponse(url, 'a 304 without If-None-Match');
  }
  const { order } = parseContract(publicOrderResultSchema, answer.data, url);
  if (answer.etag) lastAnswers.set(url, { etag: answer.etag, order });
  else lastAnswers.delete(url);
  return order;
}

function publicOrderQueryOptions(uid: string, hash: string) {
  const url = orderUrl(uid, hash);
  return queryOptions({
    queryKey: [url],
    // The signal is left unread on purpose (see readPublicOrder).
    queryFn: () => readPublicOrder(url),
    // A wrong uid or hash is a 404 at once; other failures are tried again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
    // spec §4/§9: every 10 s until the order is completed, rejected, canceled or failed.
    refetchInterval: (query) =>
      query.state.data && shouldPollOrder(query.state.data) ? STATUS_POLL_INTERVAL_MS : false,
    staleTime: 0,
  });
}

/** The public order of the status page, polled while it can still change. */
export function usePublicOrder(uid: string, hash: string) {
  return useQuery(publicOrderQueryOptions(uid, hash));
}

async function postAnswer(url: string, body?: unknown): Promise<PublicOrder> {
  const data = await apiRequest(url, { method: 'POST', body });
  return parseContract(publicOrderResultSchema, data, url).order;
}

/** The customer's answers: accept or reject a counter-appointment, send the questionnaire. */
export function useOrderAnswer(uid: string, hash: string) {
  const url = orderUrl(uid, hash);
  return useMutation({
    mutationFn: (
      answer:
        | { kind: 'confirm-counter-appointment' | 'reject-counter-appointment' }
        | { kind: 'questionnaire'; body: QuestionnaireRequest },
    ) =>
      postAnswer(
        `${url}/${answer.kind}`,
        answer.kind === 'questionnaire' ? answer.body : undefined,
      ),
    onSuccess: (order) => queryClient.setQueryData([url], order),
  });
}
