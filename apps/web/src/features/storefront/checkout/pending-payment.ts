/**
 * An order waiting for its online payment (Mollie, Datatrans). spec §4 leaves the cart as it is
 * when the browser goes to the payment page, so that a failed payment returns to a full cart
 * (/checkout/error). Once the status page shows that order paid, the cart is cleared there (ours).
 */
const STORAGE_KEY = 'shop.pending-payment';

export type PendingPayment = { readonly uid: string; readonly branchIdentifier: string };

export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the cart simply stays filled after the payment.
  }
}

/** The pending payment of this order uid, if this browser session started it. */
export function pendingPaymentFor(uid: string): PendingPayment | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { uid: storedUid, branchIdentifier } = stored as Record<string, unknown>;
    if (storedUid !== uid || typeof branchIdentifier !== 'string') return null;
    return { uid, branchIdentifier };
  } catch {
    return null;
  }
}

export function forgetPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
