/**
 * What the shop needs from an online payment provider (spec §3 Checkout: mollie and datatrans
 * redirect to an external payment terminal). Amounts are integer cents.
 */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'refunded';

/** A payment as the provider reports it (fetched from the provider, never taken from a webhook body). */
export type ProviderPayment = {
  /** Mollie payment id (tr_…) or Datatrans transactionId. */
  readonly reference: string;
  readonly state: PaymentState;
  /** The provider's own status word, stored on the order for staff. */
  readonly providerStatus: string;
  readonly amount: number | null;
  readonly currency: string | null;
  /** The order uid the payment was created for (Mollie metadata, Datatrans refno). */
  readonly orderUid: string | null;
};

export type CreatePaymentInput = {
  readonly orderId: number;
  readonly orderUid: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  /** Where the provider sends the browser back (GET /api/payments/return/{uid}/{hash}). */
  readonly returnUrl: string;
  /** Where the provider reports changes (POST /api/payments/{provider}/webhook). */
  readonly webhookUrl: string;
};

export type CreatedPayment = {
  readonly reference: string;
  readonly redirectUrl: string;
  readonly providerStatus: string;
};

export interface PaymentProvider {
  readonly name: 'mollie' | 'datatrans';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchPayment(reference: string): Promise<ProviderPayment>;
}

/** A provider could not be reached or answered something unexpected. */
export class PaymentProviderError extends Error {}

/** 1250 → "12.50" (no floating point). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "12.50" → 1250; null when the text is not a decimal amount with at most two decimals. */
export function decimalToCents(value: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Sends a JSON request to a provider and parses the JSON answer; non-2xx throws. */
export async function requestJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new PaymentProviderError(`provider unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new PaymentProviderError(`provider answered ${response.status}: ${text.slice(0, 300)}`);
  }
  try {
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  } catch {
    throw new PaymentProviderError('provider answered no JSON');
  }
}
