import {
  type CreateOrderResult,
  createOrderResultSchema,
  currentUserSchema,
  IDEMPOTENCY_KEY_HEADER,
  type OrderDraft,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import { ApiError, apiGet, apiRequest, parseContract } from '../../../lib/api-client.ts';

const PHONE_ORDERS_URL = '/api/orders/phone';
const CURRENT_USER_URL = '/api/users/me';

/**
 * POST /api/orders/phone (docs/decisions/049-phone-orders.md): the storefront's draft sent as the
 * logged-in staff member, with the session's CSRF token; the server checks the staff member's
 * orders permission for the branch and records the channel 'phone'. Without a staff session the
 * answer is a German error asking to log in.
 */
export async function createPhoneOrder(
  draft: OrderDraft,
  idempotencyKey: string,
): Promise<CreateOrderResult> {
  const user = await apiGet(CURRENT_USER_URL).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) throw notLoggedIn(error);
    throw error;
  });
  const { csrfToken } = parseContract(currentUserSchema, user, CURRENT_USER_URL);
  const data = await apiRequest(PHONE_ORDERS_URL, {
    method: 'POST',
    body: draft,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, 'x-csrf-token': csrfToken },
  });
  return parseContract(createOrderResultSchema, data, PHONE_ORDERS_URL);
}

function notLoggedIn(error: ApiError): ApiError {
  const message = de.app.phoneOrder.notLoggedIn;
  return new ApiError(error.status, [{ code: 'no_session', message }], { cause: error });
}
