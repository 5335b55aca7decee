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
  parseContract,
} from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** GET /api/orders/public/{uid}/{hash} and the customer's answers below it (spec §7 Orders). */
const orderUrl = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

/** The last ETag per order URL: an unchanged order costs one 304 per poll (BUDGETS P4). */
const etags = new Map<string, string>();

function publicOrderQueryOptions(uid: string, hash: string) {
  const url = orderUrl(uid, hash);
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }): Promise<PublicOrder> => {
      const previous = queryClient.getQueryData<PublicOrder>([url]);
      const answer = await apiGetIfChanged(url, previous ? (etags.get(url) ?? null) : null, signal);
      if (answer === null && previous) return previous;
      if (answer?.etag) etags.set(url, answer.etag);
      return parseContract(publicOrderResultSchema, answer?.data, url).order;
    },
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
