import { useSyncExternalStore } from 'react';

/**
 * The phone-order mode of this tab (docs/decisions/049-phone-orders.md): set when the back-office
 * opens `/phone-order/store/{branchIdentifier}` and kept in the tab's sessionStorage, so the
 * branch page and the checkout behind it know a staff member takes an order for a caller. The
 * last order taken is remembered for the bar's link to it in the back-office.
 */
export type PhoneOrder = {
  branchIdentifier: string;
  /** The order taken last in this tab (until the next one), for the link to the back-office. */
  placed?: { orderId: number; ticketNumber: string } | undefined;
};

const STORAGE_KEY = 'shop-phone-order';
const listeners = new Set<() => void>();
let current: PhoneOrder | null = readStored();

function readStored(): PhoneOrder | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    const isValid = stored && typeof (stored as PhoneOrder).branchIdentifier === 'string';
    return isValid ? (stored as PhoneOrder) : null;
  } catch {
    return null; // blocked storage: no phone order
  }
}

function store(next: PhoneOrder | null): void {
  current = next;
  try {
    if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // the mode lasts for this page view
  }
  for (const listener of listeners) listener();
}

export function startPhoneOrder(branchIdentifier: string): void {
  store({ branchIdentifier });
}

/** Leaves phone-order mode (back to the back-office). */
export function endPhoneOrder(): void {
  store(null);
}

export function phoneOrderPlaced(placed: NonNullable<PhoneOrder['placed']>): void {
  if (current) store({ ...current, placed });
}

export function phoneOrder(): PhoneOrder | null {
  return current;
}

/** The phone-order mode; null on the server and while hydrating (the server knows no tab). */
export function usePhoneOrder(): PhoneOrder | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    phoneOrder,
    () => null,
  );
}
