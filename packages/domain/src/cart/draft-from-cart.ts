import type { OrderDraftInput } from '../checkout/order-draft.ts';
import type { Cart } from './cart.ts';

/** The create payload (spec §7) from a cart: the saved form, the order type, area and item lines. */
export function orderDraftFromCart(cart: Cart, branchId: number): OrderDraftInput {
  return {
    ...cart.order,
    deliveryArea: cart.isDelivery ? cart.deliveryArea : null,
    branch: branchId,
    isDelivery: cart.isDelivery,
    isDineIn: cart.isDineIn && !cart.isDelivery,
    items: cart.items.map((item) => ({
      product: item.product.id,
      amount: item.amount,
      unit: item.unit,
      parts: item.parts,
    })),
  };
}
