import {
  type CreateOrderResult,
  createOrderResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  type OrderDraft,
} from '@shop/domain';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';

const ORDERS_URL = '/api/orders';

/**
 * POST /api/orders (spec §7): the draft without any price (the server prices it) and the
 * attempt's Idempotency-Key, so a repeated POST of the same attempt returns the same order.
 */
export async function createOrder(
  draft: OrderDraft,
  idempotencyKey: string,
): Promise<CreateOrderResult> {
  const data = await apiRequest(ORDERS_URL, {
    method: 'POST',
    body: draft,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return parseContract(createOrderResultSchema, data, ORDERS_URL);
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this works on plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
