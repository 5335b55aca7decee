import { z } from 'zod';
import {
  centsToDecimal,
  decimalToCents,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type ProviderPayment,
  requestJson,
} from './types.ts';

/** Mollie's API root (v2). */
export const MOLLIE_DEFAULT_API_URL = 'https://api.mollie.com/v2/';

const amountSchema = z.object({ currency: z.string(), value: z.string() });
const paymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema,
  amountRefunded: amountSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  _links: z.object({ checkout: z.object({ href: z.string() }).nullable().optional() }).optional(),
});
type MolliePayment = z.infer<typeof paymentSchema>;

/** Mollie payment status → ours: paid (refunded once the whole amount is back), failed, pending. */
function stateOf(payment: MolliePayment, amount: number | null): PaymentState {
  if (payment.status === 'paid') {
    const refunded = payment.amountRefunded ? decimalToCents(payment.amountRefunded.value) : 0;
    return amount !== null && refunded !== null && refunded > 0 && refunded >= amount
      ? 'refunded'
      : 'paid';
  }
  if (['failed', 'canceled', 'expired'].includes(payment.status)) return 'failed';
  return 'pending';
}

function parsePayment(body: unknown): MolliePayment {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('unexpected Mollie payment');
  return parsed.data;
}

function toProviderPayment(payment: MolliePayment): ProviderPayment {
  const amount = decimalToCents(payment.amount.value);
  const orderUid = payment.metadata?.orderUid;
  return {
    reference: payment.id,
    state: stateOf(payment, amount),
    providerStatus: payment.status,
    amount,
    currency: payment.amount.currency,
    orderUid: typeof orderUid === 'string' ? orderUid : null,
  };
}

/**
 * Mollie through its documented REST API (POST /payments, GET /payments/{id}, bearer API key).
 * Not through @mollie/api-client: its 4.x network layer always uses an https.Agent with a bundled
 * CA list, so it cannot talk to a local fake over http (nor a self-signed https one) — see README.
 */
export function createMollieProvider(options: {
  apiKey: string;
  apiUrl?: string | undefined;
}): PaymentProvider {
  const base = new URL(options.apiUrl ?? MOLLIE_DEFAULT_API_URL);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const headers = { authorization: `Bearer ${options.apiKey}` };
  return {
    name: 'mollie',
    createPayment: async (input) => {
      const { body } = await requestJson(new URL('payments', base).toString(), {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `order-${input.orderUid}` },
        body: {
          amount: { currency: input.currency, value: centsToDecimal(input.amount) },
          description: input.description,
          redirectUrl: input.returnUrl,
          cancelUrl: input.returnUrl,
          webhookUrl: input.webhookUrl,
          locale: 'de_DE',
          metadata: { orderId: input.orderId, orderUid: input.orderUid },
        },
      });
      const payment = parsePayment(body);
      const checkout = payment._links?.checkout?.href;
      if (!checkout) throw new PaymentProviderError('Mollie payment without checkout link');
      return { reference: payment.id, redirectUrl: checkout, providerStatus: payment.status };
    },
    fetchPayment: async (reference) => {
      const url = new URL(`payments/${encodeURIComponent(reference)}`, base).toString();
      const { body } = await requestJson(url, { method: 'GET', headers });
      return toProviderPayment(parsePayment(body));
    },
  };
}

/** A Mollie payment id as the webhook sends it (`id=tr_…`). */
export const molliePaymentIdSchema = z.string().regex(/^tr_[A-Za-z0-9]{1,64}$/);
