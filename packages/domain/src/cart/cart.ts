import { z } from 'zod';
import { orderDraftFieldsSchema } from '../checkout/order-draft.ts';
import type { Branch, PublicConfig } from '../contracts/entities.ts';
import { type CartItem, cartItemSchema } from '../items/cart-item.ts';
import {
  availableDeliveryMethods,
  defaultDeliveryMethod,
  deliveryMethodFlags,
  deliveryMethodOf,
} from './delivery-methods.ts';

/** The saved checkout form inside the cart; the delivery area lives on the cart itself. */
export const cartOrderSchema = orderDraftFieldsSchema.omit({ deliveryArea: true });
export type CartOrder = z.infer<typeof cartOrderSchema>;

/** spec §3 Cart (per branch, in session storage): items, isDelivery, isDineIn, deliveryArea, order. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema).default([]),
  isDelivery: z.boolean().default(false),
  isDineIn: z.boolean().default(false),
  deliveryArea: z.number().int().positive().nullable().default(null),
  order: cartOrderSchema.prefault({}),
});
export type Cart = z.infer<typeof cartSchema>;

/** A cart with no items, takeaway, no area and an empty form. */
export function emptyCart(): Cart {
  return cartSchema.parse({});
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
 * spec §4 Cart: loads the persisted cart of a branch (anything unreadable counts as none); applies
 * defaultDeliveryMethod when none was persisted or the persisted one is no longer offered (ours),
 * and chooses the first delivery area when none (or an unknown one) is set.
 */
export function restoreCart(
  persisted: unknown,
  branch: RestoreBranch,
  config: Pick<PublicConfig, 'defaultDeliveryMethod'>,
): Cart {
  const parsed =
    persisted === null || persisted === undefined ? null : cartSchema.safeParse(persisted);
  const stored = parsed?.success ? parsed.data : null;
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
