import type { Branch, PublicConfig } from '../contracts/entities.ts';
import type { CartItem } from '../items/cart-item.ts';
import type { Cart } from './cart-schema.ts';
import {
  availableDeliveryMethods,
  defaultDeliveryMethod,
  deliveryMethodFlags,
  deliveryMethodOf,
} from './delivery-methods.ts';

/**
 * The cart's operations, free of zod: the storefront's branch page runs them on its first render,
 * and zod with the contracts is a chunk and a long task of its own (docs/budgets.md P5/P6). The schema and
 * the reading of a persisted cart live in cart-schema.ts.
 */
export type { Cart, CartOrder } from './cart-schema.ts';

/** A cart with no items, takeaway, no area and an empty form (= cartSchema.parse({}), tested). */
export function emptyCart(): Cart {
  return {
    items: [],
    isDelivery: false,
    isDineIn: false,
    deliveryArea: null,
    order: {
      name: '',
      firstName: '',
      lastName: '',
      company: '',
      street: '',
      city: '',
      floor: '',
      stairway: '',
      door: '',
      phone: '',
      email: '',
      appointmentDate: null,
      comment: '',
      paymentMethod: 'cash',
      legalInstructions: false,
      privacyPolicy: false,
      table: null,
      donatee: null,
      packaging: null,
    },
  };
}

/** spec §2: saving an item adds a line, or replaces the line at `index` when editing one. */
export function saveCartItem(cart: Cart, item: CartItem, index?: number | null): Cart {
  const isReplacing =
    index !== undefined && index !== null && index >= 0 && index < cart.items.length;
  const items = isReplacing
    ? cart.items.map((existing, position) => (position === index ? item : existing))
    : [...cart.items, item];
  return { ...cart, items };
}

/** spec §2 'Entfernen': removes the line at an index (unknown indexes change nothing). */
export function removeCartItem(cart: Cart, index: number): Cart {
  return { ...cart, items: cart.items.filter((_, position) => position !== index) };
}

/** spec §4: clearing empties the items and blanks appointment and comment. */
export function clearCart(cart: Cart): Cart {
  return { ...cart, items: [], order: { ...cart.order, appointmentDate: null, comment: '' } };
}

/** Switches the order type; the chosen delivery area is kept for later. */
export function setCartDeliveryMethod(
  cart: Cart,
  method: Parameters<typeof deliveryMethodFlags>[0],
): Cart {
  return { ...cart, ...deliveryMethodFlags(method) };
}

type RestoreBranch = Pick<
  Branch,
  'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled' | 'deliveryAreas'
>;

/**
 * spec §4 Cart: the cart of a branch from its persisted one, already read by parsePersistedCart
 * (anything unreadable is null, i.e. none); applies defaultDeliveryMethod when none was persisted
 * or the persisted one is no longer offered (ours), and chooses the first delivery area when none
 * (or an unknown one) is set.
 */
export function restoreCart(
  stored: Cart | null,
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
): Cart {
  const withMethod =
    stored && availableDeliveryMethods(branch).includes(deliveryMethodOf(stored))
      ? stored
      : {
          ...(stored ?? emptyCart()),
          ...deliveryMethodFlags(defaultDeliveryMethod(branch, config.defaultDeliveryMethod)),
        };
  const hasArea = branch.deliveryAreas.some((area) => area.id === withMethod.deliveryArea);
  return hasArea
    ? withMethod
    : { ...withMethod, deliveryArea: branch.deliveryAreas[0]?.id ?? null };
}
