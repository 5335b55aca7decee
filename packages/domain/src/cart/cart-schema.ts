import { z } from 'zod';
import { orderDraftFieldsSchema } from '../checkout/order-draft.ts';
import { cartItemSchema } from '../items/cart-item.ts';

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

/** spec §4 Cart: a persisted cart as read back (defaults applied), or null when unreadable or none. */
export function parsePersistedCart(persisted: unknown): Cart | null {
  if (persisted === null || persisted === undefined) return null;
  const parsed = cartSchema.safeParse(persisted);
  return parsed.success ? parsed.data : null;
}
