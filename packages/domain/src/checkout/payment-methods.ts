import type { Branch, PublicConfig } from '../contracts/entities.ts';
import type { PaymentMethod } from '../contracts/enums.ts';

type PaymentBranch = Pick<
  Branch,
  | 'isCashEnabled'
  | 'isATMCardEnabled'
  | 'isHydroAGVoucherEnabled'
  | 'isMollieEnabled'
  | 'isDatatransEnabled'
>;
type PaymentConfig = Pick<
  PublicConfig,
  | 'enableCash'
  | 'enablePluginATMCard'
  | 'enableATMCard'
  | 'enablePluginHydroAGVoucher'
  | 'enableHydroAGVoucher'
  | 'enablePluginMollie'
  | 'enableMollie'
  | 'enablePluginDatatrans'
  | 'enableDatatrans'
>;

/**
 * Where the order is placed: the storefront (`web`), the self-service kiosk on a branch's
 * counter (spec §2 "self-service"), which pays at the counter or by card at the door and never
 * leaves for an external payment page (docs/decisions/031-installable-app-and-kiosk.md), or a
 * phone order staff take in the storefront for a caller (`phone`), who pays cash or by card at
 * the door, never online (docs/decisions/049-phone-orders.md).
 */
export type OrderChannel = 'web' | 'selfService' | 'phone';

/** The channels that take no online payment: the customer is not at the screen to pay. */
export function isOfflineChannel(channel: OrderChannel): boolean {
  return channel === 'selfService' || channel === 'phone';
}

/** spec §3: a method is offered when its config plugin and switch are on and the branch enables it. */
export function offeredPaymentMethods(
  branch: PaymentBranch,
  config: PaymentConfig,
  channel: OrderChannel = 'web',
): PaymentMethod[] {
  const offers: [PaymentMethod, boolean][] = [
    ['cash', config.enableCash && branch.isCashEnabled],
    ['atm-card', config.enablePluginATMCard && config.enableATMCard && branch.isATMCardEnabled],
    [
      'hydro-ag-voucher',
      config.enablePluginHydroAGVoucher &&
        config.enableHydroAGVoucher &&
        branch.isHydroAGVoucherEnabled,
    ],
    ['mollie', config.enablePluginMollie && config.enableMollie && branch.isMollieEnabled],
    [
      'datatrans',
      config.enablePluginDatatrans && config.enableDatatrans && branch.isDatatransEnabled,
    ],
  ];
  return offers
    .filter(
      ([method, isOffered]) => isOffered && !(isOfflineChannel(channel) && isOnlinePayment(method)),
    )
    .map(([method]) => method);
}

/**
 * spec §4: the default payment method is cash if the branch allows it, otherwise datatrans; the
 * kiosk and a phone order, which have no online payment, take the first offered method instead.
 */
export function defaultPaymentMethod(
  branch: PaymentBranch,
  config: PaymentConfig,
  channel: OrderChannel = 'web',
): PaymentMethod {
  const offered = offeredPaymentMethods(branch, config, channel);
  if (offered.includes('cash')) return 'cash';
  return isOfflineChannel(channel) ? (offered[0] ?? 'cash') : 'datatrans';
}

/** The checkout's payment method: the customer's choice while it is offered, else the default. */
export function chosenPaymentMethod(
  chosen: PaymentMethod | null,
  branch: PaymentBranch,
  config: PaymentConfig,
  channel: OrderChannel = 'web',
): PaymentMethod {
  if (chosen && offeredPaymentMethods(branch, config, channel).includes(chosen)) return chosen;
  return defaultPaymentMethod(branch, config, channel);
}

/** spec §3 Checkout: mollie and datatrans redirect to an external payment terminal. */
export function isOnlinePayment(method: PaymentMethod): boolean {
  return method === 'mollie' || method === 'datatrans';
}

/** Names of the payment methods (ours: spec §9 lists only the values), for mails and pages. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Barzahlung',
  'atm-card': 'Kartenzahlung (EC-Karte)',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Online-Zahlung (Mollie)',
  datatrans: 'Online-Zahlung (Datatrans)',
};
