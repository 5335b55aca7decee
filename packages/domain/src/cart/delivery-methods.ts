import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';

/** spec §9: delivery method labels. */
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  takeaway: 'Takeaway',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
};

type MethodFlags = { readonly isDelivery: boolean; readonly isDineIn: boolean };

/** The order type of the cart/draft flags; both flags set is treated as delivery. */
export function deliveryMethodOf(flags: MethodFlags): DeliveryMethod {
  if (flags.isDelivery) return 'delivery';
  return flags.isDineIn ? 'dineIn' : 'takeaway';
}

/** The isDelivery/isDineIn flags of an order type. */
export function deliveryMethodFlags(method: DeliveryMethod): {
  isDelivery: boolean;
  isDineIn: boolean;
} {
  return { isDelivery: method === 'delivery', isDineIn: method === 'dineIn' };
}

type MethodBranch = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>;

/** spec §2 'Art der Lieferung': takeaway, delivery, dine-in, each only if the branch enables it. */
export function availableDeliveryMethods(branch: MethodBranch): DeliveryMethod[] {
  const methods: [DeliveryMethod, boolean][] = [
    ['takeaway', branch.isTakeawayEnabled],
    ['delivery', branch.isDeliveryEnabled],
    ['dineIn', branch.isDineInEnabled],
  ];
  return methods.filter(([, isEnabled]) => isEnabled).map(([method]) => method);
}

/** The configured default method if the branch offers it, else the branch's first method (ours). */
export function defaultDeliveryMethod(
  branch: MethodBranch,
  configured: DeliveryMethod,
): DeliveryMethod {
  const available = availableDeliveryMethods(branch);
  return available.includes(configured) ? configured : (available[0] ?? configured);
}
