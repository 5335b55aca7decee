import { type Branch, type Cart, emptyCart, type PublicConfig, restoreCart } from '@shop/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { cartStorageKey, lastBasketKey, readPersistedCart } from './persisted-cart.ts';

/**
 * The cart of one branch (spec §3 "Cart (per browser session, persisted per branch identifier)",
 * §4 "Cart"): kept outside React so that only the components reading it re-render on a change
 * (the menu list never does), and saved to sessionStorage on every change; the branch's last
 * basket also goes to localStorage for a new tab (keepLastBasket).
 * The checkout reads and writes the same store through `useCart`.
 */

type Listener = () => void;

export type CartStore = {
  readonly getSnapshot: () => Cart;
  /** The cart the server renders and the browser hydrates with: the branch's empty cart. */
  readonly getServerSnapshot: () => Cart;
  readonly subscribe: (listener: Listener) => () => void;
  readonly update: (change: (cart: Cart) => Cart) => void;
};

export { cartStorageKey };

const stores = new Map<string, CartStore>();

function readPersisted(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null; // storage blocked or unreadable JSON: start with an empty cart
  }
}

function persist(key: string, cart: Cart): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

/** How long a branch's last basket is restored in a new tab (decision 017). */
const LAST_BASKET_MS = 24 * 60 * 60 * 1000;

/**
 * The branch's last basket for a new tab (docs/decisions/017-customer-journey-comfort.md): lines,
 * order type and delivery area, never the checkout form (names, address, phone stay in the tab).
 * An empty cart (after an order, or emptied) removes it.
 */
function keepLastBasket(key: string, cart: Cart): void {
  try {
    if (cart.items.length === 0) {
      window.localStorage.removeItem(key);
      return;
    }
    const basket = { ...cart, order: emptyCart().order };
    window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), cart: basket }));
  } catch {
    // Storage full or blocked: the tab's own cart is kept all the same.
  }
}

/** The last basket of a branch when it was saved less than a day ago, else null. */
function readLastBasket(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return null;
    const kept = JSON.parse(text) as { savedAt?: unknown; cart?: unknown } | null;
    const age = Date.now() - Number(kept?.savedAt);
    if (!(age >= 0 && age < LAST_BASKET_MS)) {
      window.localStorage.removeItem(key);
      return null;
    }
    return kept?.cart ?? null;
  } catch {
    return null;
  }
}

function forget(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

type RestoreBranch = Parameters<typeof restoreCart>[1] & Pick<Branch, 'identifier'>;

function createCartStore(
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
) {
  const key = cartStorageKey(branch.identifier);
  const basketKey = lastBasketKey(branch.identifier);
  // spec §4: defaultDeliveryMethod when none persisted, the first delivery area when none.
  const initialCart = restoreCart(null, branch, config);
  // The tab's own cart first (spec §9 session storage); a new tab takes the branch's last basket.
  const stored = readPersisted(key) ?? readLastBasket(basketKey);
  const persisted = readPersistedCart(stored);
  // Nothing kept: the very cart the page hydrated with, so hydration changes nothing here (a
  // different snapshot would re-render every cart reader at once, in one task).
  let cart = persisted ? restoreCart(persisted, branch, config) : initialCart;
  // A kept cart is written back as restored (defaults applied, lines of changed products gone).
  // An untouched cart is not written: the tab's next page then needs no cart reader (zod, see
  // persisted-cart.ts), and an unreadable one is dropped for the same reason.
  if (persisted) persist(key, cart);
  else if (stored !== null) forget(key);
  const listeners = new Set<Listener>();
  const store: CartStore = {
    getSnapshot: () => cart,
    getServerSnapshot: () => initialCart,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => {
      const next = change(cart);
      if (next === cart) return;
      cart = next;
      persist(key, cart);
      keepLastBasket(basketKey, cart);
      for (const listener of listeners) listener();
    },
  };
  return store;
}

/** The server renders each page with fresh stores: its carts are the branches' empty ones. */
export function forgetCartStores(): void {
  stores.clear();
}

/** The one store of a branch's cart in this page session. */
export function cartStoreFor(
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
): CartStore {
  let store = stores.get(branch.identifier);
  if (!store) {
    store = createCartStore(branch, config);
    stores.set(branch.identifier, store);
  }
  return store;
}

/** Reads a branch's cart and re-renders when it changes; `update` applies a domain operation. */
export function useCart(
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
): [Cart, CartStore['update']] {
  const store = cartStoreFor(branch, config);
  const cart = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const update = useCallback<CartStore['update']>((change) => store.update(change), [store]);
  return [cart, update];
}

/** Reads one derived value of the cart; re-renders only when that value changes. */
export function useCartSelector<T>(
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
  select: (cart: Cart) => T,
): T {
  const store = cartStoreFor(branch, config);
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(store.getServerSnapshot()),
  );
}
