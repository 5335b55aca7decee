import {
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  increaseAmount,
} from '../units/quantity.ts';
import { quantityRulesFor } from '../units/unit-options.ts';
import type { Cart } from './cart-schema.ts';

/** Which way a cart line's +/− buttons step its amount. */
export type AmountStep = 'increase' | 'decrease';

/**
 * The cart panel's +/− of a line (docs/decisions/017-customer-journey-comfort.md): one step of the
 * line's unit, by the spec §5 quantity rules (normalised, never below the minimum nor above the
 * maximum). An unknown line, a unit the product is no longer sold in, or a step past a bound
 * changes nothing (the same cart comes back).
 */
export function stepCartLineAmount(cart: Cart, index: number, step: AmountStep): Cart {
  const item = cart.items[index];
  const rules = item ? quantityRulesFor(item.product, item.unit) : undefined;
  if (!item || !rules) return cart;
  const canStep =
    step === 'increase'
      ? canIncreaseAmount(item.amount, rules)
      : canDecreaseAmount(item.amount, rules);
  if (!canStep) return cart;
  const amount =
    step === 'increase' ? increaseAmount(item.amount, rules) : decreaseAmount(item.amount, rules);
  if (amount === item.amount) return cart;
  return {
    ...cart,
    items: cart.items.map((existing, position) =>
      position === index ? { ...existing, amount } : existing,
    ),
  };
}

/** Whether a line's − and + can step (the buttons are disabled otherwise, spec §5). */
export function cartLineSteps(item: Cart['items'][number]): {
  canDecrease: boolean;
  canIncrease: boolean;
} {
  const rules = quantityRulesFor(item.product, item.unit);
  if (!rules) return { canDecrease: false, canIncrease: false };
  return {
    canDecrease: canDecreaseAmount(item.amount, rules),
    canIncrease: canIncreaseAmount(item.amount, rules),
  };
}
