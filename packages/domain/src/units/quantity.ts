import type { Product } from '../contracts/entities.ts';
import type { Unit } from '../contracts/enums.ts';
import {
  ownUnitRules,
  type QuantityRules,
  quantityRulesFor,
  type UnitProduct,
} from './unit-options.ts';
import { cleanQuantity } from './units.ts';

/** Tolerance for comparing quantities that went through float arithmetic. */
const EPSILON = 1e-9;

/** Parses a typed amount; spec §5 accepts a comma as decimal separator. Unparsable → NaN. */
export function parseAmount(input: string | number): number {
  if (typeof input === 'number') return input;
  const text = input.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/**
 * spec §5: normalise to the nearest allowed step, not below minimum, not above maximum;
 * NaN becomes 0 and then the minimum. Allowed amounts are minimum + k × step.
 */
export function normaliseAmount(value: number, rules: QuantityRules): number {
  const { minimum, maximum, step } = rules;
  const amount = Number.isFinite(value) ? value : 0;
  if (amount <= minimum || maximum < minimum) return minimum;
  const maxSteps = Math.floor((maximum - minimum) / step + EPSILON);
  const steps = Math.min(Math.round((amount - minimum) / step), maxSteps);
  return cleanQuantity(minimum + steps * step);
}

/** True when an amount is already allowed by the rules (within bounds and on a step). */
export function isAmountAllowed(amount: number, rules: QuantityRules): boolean {
  return Number.isFinite(amount) && Math.abs(normaliseAmount(amount, rules) - amount) < EPSILON;
}

/** spec §5: decrease is disabled at or below the minimum. */
export function canDecreaseAmount(amount: number, rules: QuantityRules): boolean {
  return amount > rules.minimum + EPSILON;
}

/** spec §5: increase is disabled at or above the maximum. */
export function canIncreaseAmount(amount: number, rules: QuantityRules): boolean {
  return amount < rules.maximum - EPSILON;
}

/** One step up, normalised. */
export function increaseAmount(amount: number, rules: QuantityRules): number {
  return normaliseAmount(amount + rules.step, rules);
}

/** One step down, normalised (never below the minimum). */
export function decreaseAmount(amount: number, rules: QuantityRules): number {
  return normaliseAmount(amount - rules.step, rules);
}

/** An amount together with the unit it is counted in. */
export type Quantity = { readonly amount: number; readonly unit: Unit };

/** spec §5: changing the unit converts the amount through the ratios and re-normalises. */
export function changeUnit(
  product: UnitProduct,
  quantity: Quantity,
  to: Unit,
): Quantity | undefined {
  const source = quantityRulesFor(product, quantity.unit);
  const target = quantityRulesFor(product, to);
  if (!source || !target) return undefined;
  const converted = (quantity.amount * source.ratio) / target.ratio;
  return { amount: normaliseAmount(converted, target), unit: to };
}

/** spec §5: defaults from minimumQuantity, or from defaultQuantity and defaultUnit when both exist. */
export function defaultQuantity(
  product: UnitProduct & Pick<Product, 'defaultQuantity' | 'defaultUnit'>,
): Quantity {
  const { defaultQuantity: amount, defaultUnit } = product;
  const preferred = defaultUnit === null ? undefined : quantityRulesFor(product, defaultUnit);
  if (amount !== null && preferred) {
    return { amount: normaliseAmount(amount, preferred), unit: preferred.unit };
  }
  const own = ownUnitRules(product);
  return { amount: own.minimum, unit: own.unit };
}
