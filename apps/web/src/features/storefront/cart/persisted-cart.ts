import type { Cart } from '@shop/domain';

/** The sessionStorage key of a branch's cart. */
export const cartStorageKey = (branchIdentifier: string) => `shop.cart.${branchIdentifier}`;

/**
 * The localStorage key of a branch's last basket: restored in a new tab within a day
 * (docs/decisions/017-customer-journey-comfort.md), beside the spec's per-tab session storage.
 */
export const lastBasketKey = (branchIdentifier: string) => `shop.lastBasket.${branchIdentifier}`;

function holdsKey(storage: Storage, prefix: string): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(prefix)) return true;
  }
  return false;
}

/** True when this tab's sessionStorage (or the last baskets) holds any branch's cart. */
function hasPersistedCart(): boolean {
  try {
    return (
      holdsKey(window.sessionStorage, cartStorageKey('')) ||
      holdsKey(window.localStorage, lastBasketKey(''))
    );
  } catch {
    // Storage blocked: there is nothing to read.
  }
  return false;
}

let parseCart: ((persisted: unknown) => Cart | null) | null = null;

/**
 * A persisted cart is read with the domain's zod schema (parsePersistedCart), loaded only when
 * this tab holds a cart at all: a first visit never fetches zod and the contracts, a chunk and a
 * long task of their own (docs/budgets.md P5/P6); a visit with a cart loads them while the page chunk
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
