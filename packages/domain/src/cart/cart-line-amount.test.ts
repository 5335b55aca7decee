import { describe, expect, it } from 'vitest';
import type { CartItem } from '../items/cart-item.ts';
import { buildProduct } from '../testing/factories.ts';
import { emptyCart } from './cart.ts';
import { type AmountStep, cartLineSteps, stepCartLineAmount } from './cart-line-amount.ts';

const pizza = buildProduct({ minimumQuantity: 1, maximumQuantity: 3, quantityStepSize: 1 });
const cheese = buildProduct({
  id: 2,
  unit: 'g',
  minimumQuantity: 100,
  quantityStepSize: 50,
  maximumQuantity: 300,
});
const line = (product = pizza, amount = 1, unit: CartItem['unit'] = product.unit): CartItem => ({
  product,
  amount,
  unit,
  parts: [],
});
const cartOf = (...items: CartItem[]) => ({ ...emptyCart(), items });

describe('stepCartLineAmount (+/− of a cart line, spec §5 quantity rules)', () => {
  const cases: [string, CartItem, AmountStep, number][] = [
    ['+ one piece', line(pizza, 1), 'increase', 2],
    ['− one piece', line(pizza, 2), 'decrease', 1],
    ['− at the minimum stays', line(pizza, 1), 'decrease', 1],
    ['+ at the maximum stays', line(pizza, 3), 'increase', 3],
    ['+ one step of grams', line(cheese, 100), 'increase', 150],
    ['− one step of grams', line(cheese, 250), 'decrease', 200],
    ['an off-step amount goes to the nearest allowed step', line(cheese, 120), 'increase', 150],
    ['− below the minimum never goes under it', line(cheese, 120), 'decrease', 100],
  ];
  it.each(cases)('%s', (_name, item, step, expected) => {
    const next = stepCartLineAmount(cartOf(item), 0, step);
    expect(next.items[0]?.amount).toBe(expected);
  });

  it('changes only the line at the index', () => {
    const cart = cartOf(line(pizza, 1), line(cheese, 100));
    const next = stepCartLineAmount(cart, 1, 'increase');
    expect(next.items.map((item) => item.amount)).toEqual([1, 150]);
  });

  it('returns the same cart for an unknown index, a bound, or a unit no longer sold', () => {
    const cart = cartOf(line(pizza, 1));
    expect(stepCartLineAmount(cart, 5, 'increase')).toBe(cart);
    expect(stepCartLineAmount(cart, -1, 'increase')).toBe(cart);
    expect(stepCartLineAmount(cart, 0, 'decrease')).toBe(cart);
    const foreignUnit = cartOf(line(pizza, 1, 'kg'));
    expect(stepCartLineAmount(foreignUnit, 0, 'increase')).toBe(foreignUnit);
  });

  it('says which buttons can step', () => {
    expect(cartLineSteps(line(pizza, 1))).toEqual({ canDecrease: false, canIncrease: true });
    expect(cartLineSteps(line(pizza, 2))).toEqual({ canDecrease: true, canIncrease: true });
    expect(cartLineSteps(line(pizza, 3))).toEqual({ canDecrease: true, canIncrease: false });
    expect(cartLineSteps(line(pizza, 1, 'kg'))).toEqual({ canDecrease: false, canIncrease: false });
  });
});
