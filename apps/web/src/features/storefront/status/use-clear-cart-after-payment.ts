import { clearCart, type PublicConfig, type PublicOrder } from '@shop/domain';
import { useEffect } from 'react';
import { trackEvent } from '../analytics/tracking.ts';
import { cartStoreFor } from '../cart/cart-store.ts';
import { forgetPendingPayment, pendingPaymentFor } from '../checkout/pending-payment.ts';
import { useBranches } from '../init/api/get-init.ts';

/**
 * After an online payment: once this browser's pending order shows paid, its cart is cleared and
 * saved (as after an offline order, spec §4 Checkout) and the purchase is tracked (spec §1).
 */
export function useClearCartAfterPayment(order: PublicOrder, config: PublicConfig): void {
  const branches = useBranches();
  useEffect(() => {
    if (!order.isPaid) return;
    const pending = pendingPaymentFor(order.uid);
    if (!pending) return;
    const branch = branches.find((candidate) => candidate.identifier === pending.branchIdentifier);
    if (branch) cartStoreFor(branch, config).update(clearCart);
    forgetPendingPayment();
    trackEvent('purchase', { order: order.uid, value: order.totalGross, currency: order.currency });
  }, [order.isPaid, order.uid, order.totalGross, order.currency, branches, config]);
}
