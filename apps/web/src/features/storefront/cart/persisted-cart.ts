import type { Cart } from '@shop/domain';

/** The sessionStorage key of a branch's cart. */
export const cartStorageKey = (branchIdentifier: string) => `shop.cart.${branchIdentifier}`;

/** True when this tab's sessionStorage holds any branch's cart (blocked storage: none). */
function hasPersistedCart(): boolean {
  try {
    const prefix = cartStorageKey('');
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      if (window.sessionStorage.key(index)?.startsWith(prefix)) return true;
    }
  } catch {
    // Storage blocked: there is nothing to read.
  }
  return false;
}

let parseCart: ((persisted: unknown) => Cart | null) | null = null;

/**
 * A persisted cart is read with the domain's zod schema (parsePersistedCart), loaded only when
 * this tab holds a cart at all: a first visit never fetches zod and the contracts, a chunk and a
 * long task of their own (BUDGETS P5/P6); a visit with a cart loads them while the page chunk
 * loads, as before. Every page that uses the cart store (branch, checkout, status) waits for this
 * in its lazy loader. Only the cart store writes these keys and it reads each branch's key once
 * per page, so a key that appears after this check was written by this page and is never read.
 */
export const cartReaderReady: Promise<void> = hasPersistedCart()
  ? import('./cart-schema.ts').then((module) => {
      parseCart = module.parsePersistedCart;
    })
  : Promise.resolve();

/** The persisted cart read back (defaults applied), or null when none or unreadable (spec §4). */
export function readPersistedCart(persisted: unknown): Cart | null {
  if (persisted === null || persisted === undefined || !parseCart) return null;
  return parseCart(persisted);
}
