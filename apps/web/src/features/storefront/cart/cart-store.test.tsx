import { type Cart, emptyCart, saveCartItem } from '@shop/domain';
import { buildBranch, buildConfig, buildDeliveryArea, buildProduct } from '@shop/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The cart store (spec §3 "Cart (per browser session, persisted per branch identifier)", §4 Cart,
 * docs/decisions/017 last basket). Each test loads the modules afresh: persisted-cart.ts decides at
 * load whether to fetch the cart reader, as it does on a real page load.
 */

const branch = buildBranch({
  identifier: 'wien',
  deliveryAreas: [buildDeliveryArea({ id: 7 }), buildDeliveryArea({ id: 8 })],
});
const config = buildConfig({ defaultDeliveryMethod: 'delivery' });
const sessionKey = 'shop.cart.wien';
const basketKey = 'shop.lastBasket.wien';
const HOUR = 60 * 60 * 1000;

const item = { product: buildProduct(), amount: 2, unit: 'piece' as const, parts: [] };
const filledCart = (overrides: Partial<Cart> = {}): Cart => ({
  ...saveCartItem(emptyCart(), item),
  isDelivery: false,
  isDineIn: true,
  deliveryArea: 8,
  ...overrides,
  order: { ...emptyCart().order, firstName: 'Anna', phone: '0664 123', ...overrides.order },
});

async function loadStore() {
  vi.resetModules();
  const persisted = await import('./persisted-cart.ts');
  await persisted.cartReaderReady;
  return import('./cart-store.ts');
}

const stored = (storage: Storage, key: string) => {
  const text = storage.getItem(key);
  return text === null ? null : (JSON.parse(text) as unknown);
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the cart a page starts with', () => {
  it.each([
    {
      case: 'nothing kept: the default order type and the first delivery area',
      session: undefined,
      basket: undefined,
      expected: { items: 0, isDelivery: true, isDineIn: false, deliveryArea: 7, firstName: '' },
    },
    {
      case: "the tab's own cart, form included",
      session: filledCart(),
      basket: undefined,
      expected: { items: 1, isDelivery: false, isDineIn: true, deliveryArea: 8, firstName: 'Anna' },
    },
    {
      case: 'a kept cart with a delivery area the branch no longer has: the first one',
      session: filledCart({ deliveryArea: 99 }),
      basket: undefined,
      expected: { items: 1, isDelivery: false, isDineIn: true, deliveryArea: 7, firstName: 'Anna' },
    },
    {
      case: "the tab's cart wins over the last basket",
      session: filledCart({ order: { ...emptyCart().order, firstName: 'Tab' } }),
      basket: { savedAt: Date.now() - HOUR, cart: filledCart({ items: [item, item] }) },
      expected: { items: 1, isDelivery: false, isDineIn: true, deliveryArea: 8, firstName: 'Tab' },
    },
    {
      case: 'a new tab takes the last basket of less than a day',
      session: undefined,
      basket: { savedAt: Date.now() - 23 * HOUR, cart: filledCart({ items: [item, item] }) },
      expected: { items: 2, isDelivery: false, isDineIn: true, deliveryArea: 8, firstName: 'Anna' },
    },
    {
      case: 'a last basket older than a day is not restored',
      session: undefined,
      basket: { savedAt: Date.now() - 25 * HOUR, cart: filledCart() },
      expected: { items: 0, isDelivery: true, isDineIn: false, deliveryArea: 7, firstName: '' },
    },
    {
      case: 'a last basket from the future (clock changed) is not restored',
      session: undefined,
      basket: { savedAt: Date.now() + HOUR, cart: filledCart() },
      expected: { items: 0, isDelivery: true, isDineIn: false, deliveryArea: 7, firstName: '' },
    },
    {
      case: 'a cart that does not fit the schema is dropped',
      session: { items: 'kaputt' },
      basket: undefined,
      expected: { items: 0, isDelivery: true, isDineIn: false, deliveryArea: 7, firstName: '' },
    },
  ])('$case', async ({ session, basket, expected }) => {
    if (session !== undefined) window.sessionStorage.setItem(sessionKey, JSON.stringify(session));
    if (basket !== undefined) window.localStorage.setItem(basketKey, JSON.stringify(basket));
    const { cartStoreFor } = await loadStore();
    const cart = cartStoreFor(branch, config).getSnapshot();
    expect({
      items: cart.items.length,
      isDelivery: cart.isDelivery,
      isDineIn: cart.isDineIn,
      deliveryArea: cart.deliveryArea,
      firstName: cart.order.firstName,
    }).toEqual(expected);
  });

  it('an untouched page writes nothing; a kept cart the schema rejects is removed', async () => {
    const { cartStoreFor } = await loadStore();
    cartStoreFor(branch, config);
    expect(window.sessionStorage.length).toBe(0);

    window.sessionStorage.setItem(sessionKey, JSON.stringify({ items: 'kaputt' }));
    const again = await loadStore();
    again.cartStoreFor(branch, config);
    expect(window.sessionStorage.getItem(sessionKey)).toBeNull();
  });

  it('an expired last basket is removed', async () => {
    window.localStorage.setItem(basketKey, JSON.stringify({ savedAt: 0, cart: filledCart() }));
    const { cartStoreFor } = await loadStore();
    cartStoreFor(branch, config);
    expect(window.localStorage.getItem(basketKey)).toBeNull();
  });

  it('a restored cart is written back as restored', async () => {
    window.sessionStorage.setItem(sessionKey, JSON.stringify(filledCart({ deliveryArea: 99 })));
    const { cartStoreFor } = await loadStore();
    cartStoreFor(branch, config);
    expect(stored(window.sessionStorage, sessionKey)).toMatchObject({ deliveryArea: 7 });
  });

  it("the server snapshot is the branch's empty cart even with a kept one", async () => {
    window.sessionStorage.setItem(sessionKey, JSON.stringify(filledCart()));
    const { cartStoreFor } = await loadStore();
    const store = cartStoreFor(branch, config);
    expect(store.getSnapshot().items).toHaveLength(1);
    expect(store.getServerSnapshot().items).toHaveLength(0);
  });
});

describe('changing the cart', () => {
  it('saves the tab cart and the last basket without the checkout form', async () => {
    const { cartStoreFor } = await loadStore();
    cartStoreFor(branch, config).update(() => filledCart());
    expect(stored(window.sessionStorage, sessionKey)).toMatchObject({
      order: { firstName: 'Anna', phone: '0664 123' },
    });
    const basket = stored(window.localStorage, basketKey) as { savedAt: number; cart: Cart };
    expect(basket.cart.items).toHaveLength(1);
    expect(basket.cart.deliveryArea).toBe(8);
    expect(basket.cart.order).toEqual(emptyCart().order);
    expect(Date.now() - basket.savedAt).toBeLessThan(HOUR);
  });

  it('an emptied cart removes the last basket', async () => {
    const { cartStoreFor } = await loadStore();
    const store = cartStoreFor(branch, config);
    store.update(() => filledCart());
    store.update((cart) => ({ ...cart, items: [] }));
    expect(window.localStorage.getItem(basketKey)).toBeNull();
    expect(stored(window.sessionStorage, sessionKey)).toMatchObject({ items: [] });
  });

  it('tells its listeners of a change, not of an unchanged cart, not after unsubscribing', async () => {
    const { cartStoreFor } = await loadStore();
    const store = cartStoreFor(branch, config);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((cart) => cart);
    expect(listener).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(sessionKey)).toBeNull();
    store.update(() => filledCart());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update(() => emptyCart());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('one store per branch and page; forgetCartStores starts afresh', async () => {
    const { cartStoreFor, forgetCartStores } = await loadStore();
    const store = cartStoreFor(branch, config);
    expect(cartStoreFor(branch, config)).toBe(store);
    expect(cartStoreFor({ ...branch, identifier: 'graz' }, config)).not.toBe(store);
    forgetCartStores();
    expect(cartStoreFor(branch, config)).not.toBe(store);
  });
});

describe('useCart and useCartSelector', () => {
  it('a reader re-renders on a change; a selector only when its value changes', async () => {
    const { useCart, useCartSelector } = await loadStore();
    let cartRenders = 0;
    let countRenders = 0;
    const cartHook = renderHook(() => {
      cartRenders += 1;
      return useCart(branch, config);
    });
    const countHook = renderHook(() => {
      countRenders += 1;
      return useCartSelector(branch, config, (cart) => cart.items.length);
    });
    expect(countHook.result.current).toBe(0);
    const [, update] = cartHook.result.current;

    act(() => update((cart) => ({ ...cart, order: { ...cart.order, comment: 'Ohne Zwiebel' } })));
    expect(cartHook.result.current[0].order.comment).toBe('Ohne Zwiebel');
    expect(countRenders).toBe(1);

    act(() => update((cart) => saveCartItem(cart, item)));
    expect(countHook.result.current).toBe(1);
    expect(countRenders).toBe(2);
    expect(cartRenders).toBe(3);
  });
});
