import { describe, expect, it } from 'vitest';
import type { CartItem } from '../items/cart-item.ts';
import { buildBranch, buildConfig, buildDeliveryArea, buildProduct } from '../testing/factories.ts';
import {
  type Cart,
  clearCart,
  emptyCart,
  removeCartItem,
  restoreCart,
  saveCartItem,
  setCartDeliveryMethod,
} from './cart.ts';
import { cartCountText, cartPanelText, cartProductCount } from './cart-count.ts';
import { cartSchema, parsePersistedCart } from './cart-schema.ts';
import {
  availableDeliveryMethods,
  DELIVERY_METHOD_LABELS,
  defaultDeliveryMethod,
  deliveryMethodFlags,
  deliveryMethodOf,
} from './delivery-methods.ts';
import { orderDraftFromCart } from './draft-from-cart.ts';

const pizza = buildProduct();
const cheese = buildProduct({
  id: 2,
  unit: 'g',
  minimumQuantity: 100,
  quantityStepSize: 50,
  maximumQuantity: 2000,
});
const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  product: pizza,
  amount: 1,
  unit: 'piece',
  parts: [],
  ...overrides,
});

describe('cart lines (spec §2, §4)', () => {
  const cart: Cart = { ...emptyCart(), items: [line(), line({ amount: 2 })] };

  it('adds a line, or replaces the edited one', () => {
    expect(saveCartItem(cart, line({ amount: 3 })).items.map((i) => i.amount)).toEqual([1, 2, 3]);
    expect(saveCartItem(cart, line({ amount: 3 }), 1).items.map((i) => i.amount)).toEqual([1, 3]);
    expect(saveCartItem(cart, line({ amount: 3 }), null).items).toHaveLength(3);
    expect(saveCartItem(cart, line({ amount: 3 }), 5).items).toHaveLength(3);
    expect(saveCartItem(cart, line({ amount: 3 }), -1).items).toHaveLength(3);
  });

  it('removes a line by index and ignores unknown indexes', () => {
    expect(removeCartItem(cart, 0).items.map((i) => i.amount)).toEqual([2]);
    expect(removeCartItem(cart, 7).items).toHaveLength(2);
  });

  it('clears items, appointment and comment but keeps the contact data', () => {
    const filled: Cart = {
      ...cart,
      order: {
        ...cart.order,
        firstName: 'Anna',
        comment: 'Bitte klingeln',
        appointmentDate: '2025-01-13T12:00:00+01:00',
      },
    };
    const cleared = clearCart(filled);
    expect(cleared.items).toEqual([]);
    expect(cleared.order).toMatchObject({ firstName: 'Anna', comment: '', appointmentDate: null });
  });

  it('starts empty with the draft defaults', () => {
    expect(emptyCart()).toMatchObject({
      items: [],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
    });
    expect(emptyCart().order).toMatchObject({
      paymentMethod: 'cash',
      legalInstructions: false,
      comment: '',
    });
  });
});

describe('cart count (spec §2 cart panel)', () => {
  it.each([
    [[], 0, 'Keine Produkte im Warenkorb'],
    [[line()], 1, '1 Produkt im Warenkorb'],
    [[line({ amount: 2 }), line({ amount: 3 })], 5, '5 Produkte im Warenkorb'],
    [[line({ product: cheese, unit: 'g', amount: 500 })], 1, '1 Produkt im Warenkorb'],
    [[line(), line({ product: cheese, unit: 'g', amount: 500 })], 2, '2 Produkte im Warenkorb'],
    [[line({ amount: 1.5 })], 1.5, '1,5 Produkte im Warenkorb'],
    [[line({ amount: -2 })], 0, 'Keine Produkte im Warenkorb'],
  ])('%#: counts %d', (items, count, text) => {
    expect(cartProductCount(items)).toBe(count);
    expect(cartCountText(count)).toBe(text);
  });

  it('reads empty while the branch is closed without preorder', () => {
    expect(cartPanelText([line()], true)).toBe('Keine Produkte im Warenkorb');
    expect(cartPanelText([line()], false)).toBe('1 Produkt im Warenkorb');
    expect(cartCountText(Number.NaN)).toBe('Keine Produkte im Warenkorb');
  });
});

describe('order types (spec §2, §9)', () => {
  it.each([
    [{ isDelivery: false, isDineIn: false }, 'takeaway'],
    [{ isDelivery: true, isDineIn: false }, 'delivery'],
    [{ isDelivery: false, isDineIn: true }, 'dineIn'],
    [{ isDelivery: true, isDineIn: true }, 'delivery'],
  ] as const)('%j → %s', (flags, method) => {
    expect(deliveryMethodOf(flags)).toBe(method);
  });

  it('maps methods to flags and labels', () => {
    expect(deliveryMethodFlags('dineIn')).toEqual({ isDelivery: false, isDineIn: true });
    expect(DELIVERY_METHOD_LABELS).toEqual({
      takeaway: 'Takeaway',
      delivery: 'Lieferung',
      dineIn: 'Dine In',
    });
    expect(setCartDeliveryMethod(emptyCart(), 'delivery')).toMatchObject({
      isDelivery: true,
      isDineIn: false,
    });
  });

  it.each([
    [{}, ['takeaway', 'delivery', 'dineIn']],
    [{ isTakeawayEnabled: false }, ['delivery', 'dineIn']],
    [{ isDeliveryEnabled: false, isDineInEnabled: false }, ['takeaway']],
    [{ isTakeawayEnabled: false, isDeliveryEnabled: false, isDineInEnabled: false }, []],
  ])('branch %j offers %j', (flags, methods) => {
    expect(availableDeliveryMethods(buildBranch(flags))).toEqual(methods);
  });

  it.each([
    [{}, 'delivery', 'delivery'],
    [{ isDeliveryEnabled: false }, 'delivery', 'takeaway'],
    [{ isTakeawayEnabled: false, isDeliveryEnabled: false }, 'takeaway', 'dineIn'],
    [
      { isTakeawayEnabled: false, isDeliveryEnabled: false, isDineInEnabled: false },
      'dineIn',
      'dineIn',
    ],
  ] as const)('default for %j with config %s is %s', (flags, configured, expected) => {
    expect(defaultDeliveryMethod(buildBranch(flags), configured)).toBe(expected);
  });
});

describe('emptyCart and parsePersistedCart', () => {
  it('builds the same empty cart as the schema with all its defaults', () => {
    expect(emptyCart()).toEqual(cartSchema.parse({}));
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['a string', 'cart'],
    ['items that are no list', { items: 'nope' }],
    ['a line without a product', { items: [{ amount: 1, unit: 'piece' }] }],
    ['an unknown unit', { items: [{ product: pizza, amount: 1, unit: 'bucket' }] }],
  ])('reads %s as no cart', (_name, persisted) => {
    expect(parsePersistedCart(persisted)).toBeNull();
  });

  it('reads a saved cart back, with the defaults it lacks and trimmed form fields', () => {
    const persisted = {
      items: [{ product: pizza, amount: 2, unit: 'piece' }],
      isDelivery: true,
      order: { firstName: ' Anna ' },
    };
    expect(parsePersistedCart(persisted)).toEqual({
      ...emptyCart(),
      items: [line({ amount: 2 })],
      isDelivery: true,
      order: { ...emptyCart().order, firstName: 'Anna' },
    });
  });
});

describe('restoreCart (spec §4 Cart)', () => {
  const areas = [buildDeliveryArea({ id: 5 }), buildDeliveryArea({ id: 6 })];
  const branch = buildBranch({ deliveryAreas: areas });
  const config = buildConfig({ defaultDeliveryMethod: 'delivery' });

  it.each([
    ['nothing persisted', null],
    ['undefined', undefined],
    ['garbage', { items: 'nope' }],
  ])('applies the defaults when %s', (_name, persisted) => {
    expect(restoreCart(parsePersistedCart(persisted), branch, config)).toMatchObject({
      items: [],
      isDelivery: true,
      deliveryArea: 5,
    });
  });

  it('keeps a persisted method and area', () => {
    const persisted = { ...emptyCart(), isDineIn: true, deliveryArea: 6, items: [line()] };
    expect(restoreCart(parsePersistedCart(persisted), branch, config)).toMatchObject({
      isDineIn: true,
      isDelivery: false,
      deliveryArea: 6,
    });
  });

  it('replaces a method the branch no longer offers and an unknown area', () => {
    const persisted = { ...emptyCart(), isDineIn: true, deliveryArea: 99 };
    const restored = restoreCart(
      parsePersistedCart(persisted),
      buildBranch({ deliveryAreas: areas, isDineInEnabled: false }),
      config,
    );
    expect(restored).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: 5 });
  });

  it('leaves the area empty when the branch has none', () => {
    expect(restoreCart(null, buildBranch({ deliveryAreas: [] }), config).deliveryArea).toBeNull();
  });
});

describe('orderDraftFromCart', () => {
  it('builds the create payload with product ids and the area only for delivery', () => {
    const cart: Cart = {
      ...emptyCart(),
      isDelivery: true,
      deliveryArea: 5,
      items: [line({ amount: 2, parts: ['x'] })],
    };
    expect(orderDraftFromCart(cart, 3)).toMatchObject({
      branch: 3,
      isDelivery: true,
      isDineIn: false,
      deliveryArea: 5,
      items: [{ product: 1, amount: 2, unit: 'piece', parts: ['x'] }],
    });
    expect(orderDraftFromCart({ ...cart, isDelivery: false, isDineIn: true }, 3)).toMatchObject({
      deliveryArea: null,
      isDineIn: true,
    });
  });
});
