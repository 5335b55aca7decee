import type { AppConfig } from '../config.ts';
import { createDatatransProvider, type DatatransProvider } from './datatrans.ts';
import { createMollieProvider } from './mollie.ts';
import type { PaymentProvider } from './types.ts';

export * from './datatrans.ts';
export * from './mollie.ts';
export * from './types.ts';

/** The environment settings of the payment providers (platform/config.ts). */
export type PaymentSettings = Partial<
  Pick<
    AppConfig,
    | 'MOLLIE_API_KEY'
    | 'MOLLIE_API_URL'
    | 'DATATRANS_MERCHANT_ID'
    | 'DATATRANS_PASSWORD'
    | 'DATATRANS_SIGN_KEY'
    | 'DATATRANS_API_URL'
    | 'DATATRANS_PAY_URL'
  >
>;

/** The configured providers; null when its keys are missing (the method is then not offered). */
export type PaymentProviders = {
  readonly mollie: PaymentProvider | null;
  readonly datatrans: DatatransProvider | null;
};

/**
 * Mollie needs MOLLIE_API_KEY; Datatrans needs merchant id, password and the sign key (without
 * it webhooks could not be verified). There is no built-in test mode: tests and demos point the
 * URLs at a fake provider (apps/server/test/fakes).
 */
export function createPaymentProviders(settings: PaymentSettings): PaymentProviders {
  const { DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD, DATATRANS_SIGN_KEY } = settings;
  return {
    mollie: settings.MOLLIE_API_KEY
      ? createMollieProvider({ apiKey: settings.MOLLIE_API_KEY, apiUrl: settings.MOLLIE_API_URL })
      : null,
    datatrans:
      DATATRANS_MERCHANT_ID && DATATRANS_PASSWORD && DATATRANS_SIGN_KEY
        ? createDatatransProvider({
            merchantId: DATATRANS_MERCHANT_ID,
            password: DATATRANS_PASSWORD,
            signKeyHex: DATATRANS_SIGN_KEY,
            apiUrl: settings.DATATRANS_API_URL,
            payUrl: settings.DATATRANS_PAY_URL,
          })
        : null,
  };
}
