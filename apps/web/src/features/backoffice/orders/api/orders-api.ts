import {
  type OrderSummary,
  orderSummarySchema,
  type StaffOrder,
  staffOrderSchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';

/**
 * The order calls' cache keys and shared plumbing. Every order query key starts with
 * ['backoffice', '/api/orders…'] (the resource lists use their endpoint as the second part), so
 * one invalidation after an event or an action reloads every list, the detail and the badges.
 */

export const ORDERS_URL = '/api/orders';
export const orderUrl = (orderId: number) => `${ORDERS_URL}/${orderId}`;

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['backoffice', ORDERS_URL, 'detail', orderId],
    queryFn: async ({ signal }) =>
      parseContract(staffOrderSchema, await apiGet(orderUrl(orderId), signal), orderUrl(orderId)),
    staleTime: 0,
  });

const SUMMARY_URL = `${ORDERS_URL}/summary`;
export const orderSummaryQueryOptions = queryOptions({
  queryKey: ['backoffice', SUMMARY_URL],
  queryFn: async ({ signal }): Promise<OrderSummary> =>
    parseContract(
      orderSummarySchema,
      await apiRequest(SUMMARY_URL, { signal, isLoginRedirect: false }),
      SUMMARY_URL,
    ),
  staleTime: 0,
  retry: false,
});

/** True for every query the order changes concern (lists, detail, summary). */
export const isOrderQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'backoffice' && String(queryKey[1]).startsWith(ORDERS_URL);

/** Reloads what is shown of orders (after an event, an action, or while polling). */
export function invalidateOrders(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isOrderQuery(query.queryKey) });
}

/**
 * A state-changing order call (spec §7: "each followed by reloading the order"): the answer is
 * the order as it is now; the cache gets it at once and everything else of orders reloads.
 */
export async function orderCommand(
  orderId: number,
  path: string,
  options: { method?: 'POST' | 'PUT'; body?: unknown } = {},
): Promise<StaffOrder> {
  const url = `${orderUrl(orderId)}${path}`;
  const answer = await staffRequest(url, { method: options.method ?? 'POST', body: options.body });
  const order = parseContract(staffOrderSchema, answer, url);
  queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order);
  void invalidateOrders();
  return order;
}
