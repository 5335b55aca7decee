import { type KitchenScreen, kitchenScreenSchema } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { deviceHeaders } from '../device-secret.ts';

/** The kitchen display's calls (docs/decisions/034-kitchen-display.md); secret: ../device-secret.ts. */

const SCREEN_URL = '/api/devices/kitchen';
export const KITCHEN_EVENTS_URL = `${SCREEN_URL}/events`;

export const kitchenQueryOptions = (secret: string) =>
  queryOptions({
    queryKey: ['kitchen-display', secret],
    queryFn: async ({ signal }): Promise<KitchenScreen> =>
      parseContract(
        kitchenScreenSchema,
        await apiRequest(SCREEN_URL, { signal, headers: deviceHeaders(secret) }),
        SCREEN_URL,
      ),
    staleTime: 0,
    retry: false,
  });

/** "Fertig" (done) or "zurückholen" (recall) for one ticket; the answer is the new screen. */
export async function kitchenAction(
  secret: string,
  orderId: number,
  action: 'done' | 'recall',
): Promise<void> {
  const url = `${SCREEN_URL}/orders/${orderId}/${action}`;
  const answer = await apiRequest(url, { method: 'POST', headers: deviceHeaders(secret) });
  queryClient.setQueryData(
    kitchenQueryOptions(secret).queryKey,
    parseContract(kitchenScreenSchema, answer, url),
  );
}
