import {
  API_KEY_HEADER,
  type FrontdeskResult,
  frontdeskResultSchema,
  type OrderStatusAction,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** The front desk's calls: the key in the X-Api-Key header, never in the URL. */

const ordersUrl = (branchId: number) => `/api/orders/frontdesk/${branchId}`;
export const frontdeskEventsUrl = (branchId: number) => `${ordersUrl(branchId)}/events`;
export const keyHeaders = (apiKey: string) => ({ [API_KEY_HEADER]: apiKey });

export const frontdeskQueryOptions = (branchId: number, apiKey: string) =>
  queryOptions({
    queryKey: ['frontdesk', branchId, apiKey],
    queryFn: async ({ signal }): Promise<FrontdeskResult> =>
      parseContract(
        frontdeskResultSchema,
        await apiRequest(ordersUrl(branchId), { signal, headers: keyHeaders(apiKey) }),
        ordersUrl(branchId),
      ),
    staleTime: 0,
    retry: false,
  });

/** POST …/orders/{id}/status/{action}: confirm, ready / in delivery, complete. */
export async function frontdeskAction(
  branchId: number,
  apiKey: string,
  orderId: number,
  action: OrderStatusAction,
): Promise<void> {
  const url = `${ordersUrl(branchId)}/orders/${orderId}/status/${action}`;
  const answer = await apiRequest(url, { method: 'POST', headers: keyHeaders(apiKey) });
  const result = parseContract(frontdeskResultSchema, answer, url);
  queryClient.setQueryData(frontdeskQueryOptions(branchId, apiKey).queryKey, result);
}
