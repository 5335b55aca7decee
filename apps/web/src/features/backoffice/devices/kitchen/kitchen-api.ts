import { type KitchenScreen, kitchenScreenSchema } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/**
 * The kitchen display's calls (docs/decisions/034-kitchen-display.md): the device secret in the
 * Authorization header, never in a URL. The secret arrives once in the address fragment
 * (`/backend/kitchen-display#secret=…`, never sent to a server), is kept in this screen's storage
 * and removed from the address bar.
 */

const SCREEN_URL = '/api/devices/kitchen';
export const KITCHEN_EVENTS_URL = `${SCREEN_URL}/events`;
const STORAGE_KEY = 'kitchen-display-secret';
const REFUSED_KEY = 'kitchen-display-secret-refused';

export const deviceHeaders = (secret: string) => ({ authorization: `Bearer ${secret}` });

export function takeKitchenSecret(): string | null {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('secret');
  if (fromFragment) {
    saveKitchenSecret(fromFragment);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromFragment;
  }
  return localStorage.getItem(STORAGE_KEY);
}

export function saveKitchenSecret(secret: string): void {
  localStorage.setItem(STORAGE_KEY, secret);
  localStorage.removeItem(REFUSED_KEY);
}

export function refuseKitchenSecret(): void {
  localStorage.removeItem(STORAGE_KEY);
  localStorage.setItem(REFUSED_KEY, '1');
}

export const wasKitchenSecretRefused = () => localStorage.getItem(REFUSED_KEY) !== null;

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
