import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type ProviderPayment,
  requestJson,
} from './types.ts';

export const DATATRANS_DEFAULT_API_URL = 'https://api.datatrans.com';
export const DATATRANS_DEFAULT_PAY_URL = 'https://pay.datatrans.com';
/** Webhooks older (or further in the future) than this are refused as replays. */
export const DATATRANS_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const amountDetail = z.object({ amount: z.number().int().optional() }).partial().optional();
export const datatransTransactionSchema = z.object({
  transactionId: z.string().min(1),
  type: z.string().default('payment'),
  status: z.string(),
  currency: z.string().optional(),
  refno: z.string().optional(),
  detail: z
    .object({ authorize: amountDetail, settle: amountDetail, credit: amountDetail })
    .partial()
    .optional(),
});
export type DatatransTransaction = z.infer<typeof datatransTransactionSchema>;

const PAID = ['authorized', 'settled', 'transmitted'];
const FAILED = ['canceled', 'failed'];

/** Datatrans transaction → ours: a settled credit is a refund; payments paid, failed or pending. */
function stateOf(transaction: DatatransTransaction): PaymentState {
  if (transaction.type === 'credit') {
    return ['settled', 'transmitted'].includes(transaction.status) ? 'refunded' : 'pending';
  }
  if (PAID.includes(transaction.status)) return 'paid';
  return FAILED.includes(transaction.status) ? 'failed' : 'pending';
}

/** A transaction (from the status API or a verified webhook) as a provider payment. */
export function datatransPayment(transaction: DatatransTransaction): ProviderPayment {
  const detail = transaction.detail;
  const amount =
    detail?.settle?.amount ?? detail?.authorize?.amount ?? detail?.credit?.amount ?? null;
  return {
    reference: transaction.transactionId,
    state: stateOf(transaction),
    providerStatus: transaction.status,
    amount,
    currency: transaction.currency ?? null,
    orderUid: transaction.refno ?? null,
  };
}

/**
 * Verifies `Datatrans-Signature: t=<timestamp>,s0=<signature>`: s0 is the hex HMAC-SHA256 of
 * timestamp + raw body with the hex-decoded sign key, compared in constant time; a timestamp
 * (milliseconds, or seconds) more than 5 minutes away from now is refused.
 */
export function verifyDatatransSignature(input: {
  header: string | undefined;
  rawBody: string;
  signKeyHex: string;
  now: Date;
}): boolean {
  if (!input.header) return false;
  const parts = new Map(
    input.header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const signature = parts.get('s0') ?? '';
  if (!/^\d{9,14}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const millis = timestamp.length >= 12 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(input.now.getTime() - millis) > DATATRANS_SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', Buffer.from(input.signKeyHex, 'hex'))
    .update(timestamp + input.rawBody)
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export type DatatransProvider = PaymentProvider & {
  readonly signKeyHex: string;
};

/**
 * Datatrans through its documented REST API: POST /v1/transactions (init, basic auth with
 * merchant id and password) → transactionId → the browser goes to {payUrl}/v1/start/{id};
 * GET /v1/transactions/{id} for the status; signed webhooks (see verifyDatatransSignature).
 */
export function createDatatransProvider(options: {
  merchantId: string;
  password: string;
  signKeyHex: string;
  apiUrl?: string | undefined;
  payUrl?: string | undefined;
}): DatatransProvider {
  const apiUrl = (options.apiUrl ?? DATATRANS_DEFAULT_API_URL).replace(/\/+$/, '');
  const payUrl = (options.payUrl ?? DATATRANS_DEFAULT_PAY_URL).replace(/\/+$/, '');
  const credentials = Buffer.from(`${options.merchantId}:${options.password}`).toString('base64');
  const headers = { authorization: `Basic ${credentials}` };
  return {
    name: 'datatrans',
    signKeyHex: options.signKeyHex,
    createPayment: async (input) => {
      const { body } = await requestJson(`${apiUrl}/v1/transactions`, {
        method: 'POST',
        headers,
        body: {
          currency: input.currency,
          refno: input.orderUid,
          amount: input.amount,
          language: 'de',
          autoSettle: true,
          redirect: {
            successUrl: input.returnUrl,
            cancelUrl: input.returnUrl,
            errorUrl: input.returnUrl,
          },
          webhook: { url: input.webhookUrl },
        },
      });
      const parsed = z.object({ transactionId: z.string().min(1) }).safeParse(body);
      if (!parsed.success) throw new PaymentProviderError('Datatrans init without transactionId');
      const { transactionId } = parsed.data;
      return {
        reference: transactionId,
        redirectUrl: `${payUrl}/v1/start/${encodeURIComponent(transactionId)}`,
        providerStatus: 'initialized',
      };
    },
    fetchPayment: async (reference) => {
      const url = `${apiUrl}/v1/transactions/${encodeURIComponent(reference)}`;
      const { body } = await requestJson(url, { method: 'GET', headers });
      const parsed = datatransTransactionSchema.safeParse(body);
      if (!parsed.success) throw new PaymentProviderError('unexpected Datatrans transaction');
      return datatransPayment(parsed.data);
    },
  };
}
