import { describe, expect, it } from 'vitest';
import type { ProductPart } from '../contracts/entities.ts';
import { buildProduct } from '../testing/factories.ts';
import type { CartItem } from './cart-item.ts';
import { isItemValid, validateCartItem } from './item-validation.ts';
import { isStepByStep, nextStepIndex, previousStep, stepNavigation } from './steps.ts';

const size: ProductPart = {
  name: 'Größe',
  type: 'select',
  optional: false,
  options: [{ name: 'Groß', modifier: 'add', value: 200 }],
};
const extras: ProductPart = {
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [{ name: 'Käse', modifier: 'add', value: 100 }],
};
const note: ProductPart = { name: 'Widmung', type: 'text', optional: false, options: [] };

const configurable = buildProduct({
  type: 'configurable',
  isStepByStep: true,
  config: { parts: [size, extras, note] },
});

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  product: configurable,
  amount: 1,
  unit: 'piece',
  parts: ['Groß', null, 'Für Anna'],
  ...overrides,
});

describe('isItemValid (spec §5)', () => {
  it.each([
    ['complete item', item(), true],
    ['zero amount', item({ amount: 0 }), false],
    ['negative amount', item({ amount: -1 }), false],
    ['NaN amount', item({ amount: Number.NaN }), false],
    ['missing required part', item({ parts: [null, null, 'Für Anna'] }), false],
    ['parts list shorter than the parts', item({ parts: ['Groß'] }), false],
    ['optional part left empty', item({ parts: ['Groß', [], 'x'] }), true],
    ['simple product ignores parts', item({ product: buildProduct(), parts: [] }), true],
  ])('%s → %s', (_name, anItem, expected) => {
    expect(isItemValid(anItem)).toBe(expected);
  });
});

describe('validateCartItem', () => {
  it('accepts a complete item', () => {
    const valid = item();
    expect(validateCartItem(valid)).toEqual({ ok: true, value: valid });
  });

  it.each([
    [
      'amount 0',
      item({ amount: 0 }),
      [['amountNotPositive', 'amount', 'Dieser Wert sollte größer als 0 sein.']],
    ],
    [
      'amount off the step',
      item({ amount: 1.5 }),
      [['amountNotAllowed', 'amount', 'Dieser Wert sollte zwischen 1 und 99 sein.']],
    ],
    [
      'unknown unit',
      item({ unit: 'kg' }),
      [['unitUnavailable', 'unit', 'Sie haben einen ungültigen Wert ausgewählt.']],
    ],
    [
      'missing and invalid parts',
      item({ parts: [null, ['Nope'], ''] }),
      [
        ['partRequired', 'parts.0', 'Dieser Wert sollte nicht leer sein.'],
        ['partInvalid', 'parts.1', 'Sie haben einen ungültigen Wert ausgewählt.'],
        ['partRequired', 'parts.2', 'Dieser Wert sollte nicht leer sein.'],
      ],
    ],
  ] as const)('rejects %s', (_name, anItem, expected) => {
    const result = validateCartItem(anItem);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.map((e) => [e.code, e.field, e.message])).toEqual(expected);
    }
  });
});

describe('stepNavigation (spec §2 Item editor overlay)', () => {
  it.each([
    [
      'step 0 invalid',
      item({ parts: [null, null, null] }),
      0,
      { canGoForward: false, canAddToCart: false, backAction: 'cancel', isLastStep: false },
    ],
    [
      'step 0 valid',
      item({ parts: ['Groß', null, null] }),
      0,
      { canGoForward: true, canAddToCart: false, backAction: 'cancel', isLastStep: false },
    ],
    [
      'optional middle step',
      item({ parts: ['Groß', null, null] }),
      1,
      { canGoForward: true, canAddToCart: false, backAction: 'previousStep', isLastStep: false },
    ],
    [
      'last step, item incomplete',
      item({ parts: ['Groß', null, ''] }),
      2,
      { canGoForward: false, canAddToCart: false, backAction: 'previousStep', isLastStep: true },
    ],
    [
      'last step, item complete',
      item(),
      2,
      { canGoForward: false, canAddToCart: true, backAction: 'previousStep', isLastStep: true },
    ],
    [
      'index beyond the steps is clamped',
      item(),
      9,
      { canGoForward: false, canAddToCart: true, backAction: 'previousStep', isLastStep: true },
    ],
    [
      'negative index is clamped',
      item(),
      -3,
      { canGoForward: true, canAddToCart: false, backAction: 'cancel', isLastStep: false },
    ],
  ] as const)('%s', (_name, anItem, index, expected) => {
    expect(stepNavigation(anItem, index)).toMatchObject(expected);
  });

  it('offers adding to the cart directly when the product is not step by step', () => {
    const plain = item({ product: { ...configurable, isStepByStep: false } });
    expect(isStepByStep(plain)).toBe(false);
    expect(stepNavigation(plain, 0)).toEqual({
      stepIndex: 0,
      stepCount: 0,
      isLastStep: true,
      isStepValid: true,
      canGoForward: false,
      canAddToCart: true,
      backAction: 'cancel',
    });
    expect(stepNavigation({ ...plain, amount: 0 }, 0).canAddToCart).toBe(false);
  });

  it('moves forward only when allowed and cancels back at step 0', () => {
    expect(nextStepIndex(item(), 0)).toBe(1);
    expect(nextStepIndex(item({ parts: [null] }), 0)).toBe(0);
    expect(nextStepIndex(item(), 2)).toBe(2);
    expect(previousStep(0)).toEqual({ kind: 'cancel' });
    expect(previousStep(2)).toEqual({ kind: 'step', stepIndex: 1 });
  });
});
