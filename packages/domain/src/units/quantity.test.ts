import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/factories.ts';
import {
  canDecreaseAmount,
  canIncreaseAmount,
  changeUnit,
  decreaseAmount,
  defaultQuantity,
  increaseAmount,
  isAmountAllowed,
  normaliseAmount,
  parseAmount,
} from './quantity.ts';
import {
  describeAlternativeUnit,
  type QuantityRules,
  quantityRulesFor,
  unitOptionsFor,
} from './unit-options.ts';

const rules = (overrides: Partial<QuantityRules> = {}): QuantityRules => ({
  unit: 'piece',
  ratio: 1,
  minimum: 1,
  maximum: 10,
  step: 1,
  calculationModel: 'fixed',
  ...overrides,
});

const cheese = buildProduct({
  unit: 'kg',
  price: 2000,
  minimumQuantity: 0.1,
  maximumQuantity: 5,
  quantityStepSize: 0.1,
  alternativeUnits: [
    {
      unit: 'piece',
      ratio: 0.25,
      minimumQuantity: 1,
      maximumQuantity: 8,
      quantityStepSize: 1,
      calculationModel: 'approximate',
    },
    {
      unit: 'g',
      ratio: 0.001,
      minimumQuantity: null,
      maximumQuantity: null,
      quantityStepSize: null,
      calculationModel: 'minimum',
    },
  ],
});

describe('parseAmount (spec §5: comma as decimal separator)', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 2 ', 2],
    ['0', 0],
    ['-1,25', -1.25],
    [',5', 0.5],
    ['3,', 3],
    [7, 7],
  ] as const)('parses %j as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each(['', 'abc', '1,2,3', '1e3', '--1', '1 000'])('rejects %j as NaN', (input) => {
    expect(parseAmount(input)).toBeNaN();
  });
});

describe('normaliseAmount (spec §5)', () => {
  it.each([
    ['NaN becomes 0, then the minimum', Number.NaN, rules(), 1],
    ['Infinity becomes the minimum', Number.POSITIVE_INFINITY, rules(), 1],
    ['zero becomes the minimum', 0, rules(), 1],
    ['negatives become the minimum', -5, rules(), 1],
    ['the minimum stays', 1, rules(), 1],
    ['rounds to the nearest step', 2.4, rules(), 2],
    ['rounds half up to the next step', 2.5, rules(), 3],
    ['caps at the maximum', 11, rules(), 10],
    ['keeps the maximum', 10, rules(), 10],
    ['steps are counted from the minimum', 4, rules({ minimum: 1, step: 2 }), 5],
    ['caps at the last step below the maximum', 99, rules({ minimum: 1, step: 2, maximum: 10 }), 9],
    ['decimal steps without float noise', 0.3, rules({ minimum: 0.1, step: 0.1, maximum: 5 }), 0.3],
    ['decimal residue rounds to the step', 0.26, rules({ minimum: 0.1, step: 0.1 }), 0.3],
    ['no maximum', 1e6, rules({ maximum: Number.POSITIVE_INFINITY }), 1e6],
    ['inconsistent bounds fall back to the minimum', 5, rules({ minimum: 3, maximum: 2 }), 3],
    ['a zero minimum allows zero', 0, rules({ minimum: 0 }), 0],
  ])('%s', (_name, value, quantityRules, expected) => {
    expect(normaliseAmount(value, quantityRules)).toBe(expected);
  });

  const rulesArbitrary = fc
    .record({
      minimum: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
      step: fc.constantFrom(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5),
      span: fc.integer({ min: 0, max: 1000 }),
    })
    .map(({ minimum, step, span }) => rules({ minimum, step, maximum: minimum + span * step }));

  it('is within min/max, on a step and idempotent (property)', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.double({ min: -1e4, max: 1e4 }), (quantityRules, value) => {
        const amount = normaliseAmount(value, quantityRules);
        expect(amount).toBeGreaterThanOrEqual(quantityRules.minimum);
        expect(amount).toBeLessThanOrEqual(quantityRules.maximum + 1e-9);
        const steps = (amount - quantityRules.minimum) / quantityRules.step;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
        expect(normaliseAmount(amount, quantityRules)).toBe(amount);
        expect(isAmountAllowed(amount, quantityRules)).toBe(true);
      }),
    );
  });
});

describe('increase and decrease (spec §5)', () => {
  it.each([
    [1, false, true],
    [0.5, false, true],
    [5, true, true],
    [10, true, false],
    [12, true, false],
  ])('amount %d: decrease %s, increase %s', (amount, decrease, increase) => {
    expect(canDecreaseAmount(amount, rules())).toBe(decrease);
    expect(canIncreaseAmount(amount, rules())).toBe(increase);
  });

  it('moves by one step and stays in bounds', () => {
    expect(increaseAmount(1, rules())).toBe(2);
    expect(increaseAmount(10, rules())).toBe(10);
    expect(decreaseAmount(2, rules())).toBe(1);
    expect(decreaseAmount(1, rules())).toBe(1);
    expect(increaseAmount(0.2, rules({ minimum: 0.1, step: 0.1 }))).toBe(0.3);
  });

  it('rejects amounts off the step', () => {
    expect(isAmountAllowed(1.5, rules())).toBe(false);
    expect(isAmountAllowed(Number.NaN, rules())).toBe(false);
    expect(isAmountAllowed(0, rules())).toBe(false);
  });
});

describe('unit options and alternative units', () => {
  it('lists the own unit first with its rules, then alternatives with defaults filled in', () => {
    expect(unitOptionsFor(cheese)).toEqual([
      { unit: 'kg', ratio: 1, minimum: 0.1, maximum: 5, step: 0.1, calculationModel: 'fixed' },
      {
        unit: 'piece',
        ratio: 0.25,
        minimum: 1,
        maximum: 8,
        step: 1,
        calculationModel: 'approximate',
      },
      {
        unit: 'g',
        ratio: 0.001,
        minimum: 1,
        maximum: Number.POSITIVE_INFINITY,
        step: 1,
        calculationModel: 'minimum',
      },
    ]);
  });

  it('ignores an alternative that repeats the own unit and answers undefined for unknown units', () => {
    const product = buildProduct({
      alternativeUnits: [
        {
          unit: 'piece',
          ratio: 2,
          minimumQuantity: null,
          maximumQuantity: null,
          quantityStepSize: null,
          calculationModel: 'fixed',
        },
      ],
    });
    expect(unitOptionsFor(product)).toHaveLength(1);
    expect(quantityRulesFor(product, 'kg')).toBeUndefined();
  });

  it.each([
    [0, 'approximate', '1 Stück entspricht ca. 0,25 kg'],
    [1, 'minimum', '1 g entspricht ab 0,001 kg'],
  ] as const)('describes alternative %d (%s)', (index, _model, text) => {
    const alternative = cheese.alternativeUnits[index];
    expect(alternative && describeAlternativeUnit(alternative, 'kg')).toBe(text);
  });

  it('describes a fixed alternative without a prefix', () => {
    const alternative = {
      unit: 'piece',
      ratio: 250,
      minimumQuantity: null,
      maximumQuantity: null,
      quantityStepSize: null,
      calculationModel: 'fixed',
    } as const;
    expect(describeAlternativeUnit(alternative, 'g')).toBe('1 Stück entspricht 250 g');
  });
});

describe('changeUnit (spec §5: converts and re-normalises)', () => {
  it.each([
    [{ amount: 1, unit: 'kg' }, 'piece', { amount: 4, unit: 'piece' }],
    [{ amount: 1.1, unit: 'kg' }, 'piece', { amount: 4, unit: 'piece' }],
    [{ amount: 3, unit: 'piece' }, 'kg', { amount: 0.8, unit: 'kg' }],
    [{ amount: 3, unit: 'kg' }, 'piece', { amount: 8, unit: 'piece' }],
    [{ amount: 0.5, unit: 'kg' }, 'g', { amount: 500, unit: 'g' }],
  ] as const)('%j → %s = %j', (quantity, to, expected) => {
    expect(changeUnit(cheese, quantity, to)).toEqual(expected);
  });

  it('answers undefined for a unit the product is not sold in', () => {
    expect(changeUnit(cheese, { amount: 1, unit: 'kg' }, 'l')).toBeUndefined();
    expect(changeUnit(cheese, { amount: 1, unit: 'l' }, 'kg')).toBeUndefined();
  });
});

describe('defaultQuantity (spec §5)', () => {
  it.each([
    ['minimumQuantity', {}, { amount: 0.1, unit: 'kg' }],
    [
      'defaultQuantity and defaultUnit',
      { defaultQuantity: 2, defaultUnit: 'piece' },
      { amount: 2, unit: 'piece' },
    ],
    [
      'normalised default',
      { defaultQuantity: 20, defaultUnit: 'piece' },
      { amount: 8, unit: 'piece' },
    ],
    ['defaultQuantity alone is ignored', { defaultQuantity: 2 }, { amount: 0.1, unit: 'kg' }],
    ['defaultUnit alone is ignored', { defaultUnit: 'piece' }, { amount: 0.1, unit: 'kg' }],
    [
      'a unit not offered is ignored',
      { defaultQuantity: 2, defaultUnit: 'l' },
      { amount: 0.1, unit: 'kg' },
    ],
    [
      'missing minimum falls back to one step',
      { minimumQuantity: null },
      { amount: 0.1, unit: 'kg' },
    ],
  ] as const)('uses %s', (_name, overrides, expected) => {
    expect(defaultQuantity({ ...cheese, ...overrides })).toEqual(expected);
  });
});
