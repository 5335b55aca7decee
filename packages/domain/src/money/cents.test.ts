import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyCents, roundCents, sumCents, toCents } from './cents.ts';

describe('roundCents', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.4, 0],
    [-0.5, -1],
    [-2.5, -3],
    [1234.4999, 1234],
    [100.49999999999999, 101], // binary noise of 100.5
    [1e12 + 0.5, 1e12 + 1],
  ])('rounds %d half away from zero to %d', (input, expected) => {
    expect(roundCents(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws on %d because NaN money is a bug',
    (input) => {
      expect(() => roundCents(input)).toThrow(RangeError);
    },
  );

  it('is idempotent and stays within half a cent (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundCents(value);
        expect(roundCents(rounded)).toBe(rounded);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('toCents, sumCents, multiplyCents', () => {
  it.each([
    [12.5, 1250],
    [0.07, 7],
    [1.005, 101],
    [0, 0],
    [-3.99, -399],
  ])('toCents(%d) = %d', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it.each([
    [[], 0],
    [[1], 1],
    [[100, -50, 25], 75],
  ])('sumCents(%j) = %d', (amounts, expected) => {
    expect(sumCents(amounts)).toBe(expected);
  });

  it.each([
    [1250, 0, 0],
    [1250, 2, 2500],
    [1999, 0.5, 1000], // 999.5 rounds up
    [333, 0.333, 111], // 110.889
    [100, -1, -100],
  ])('multiplyCents(%d, %d) = %d', (price, quantity, expected) => {
    expect(multiplyCents(price, quantity)).toBe(expected);
  });

  it('sum is order independent (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e7, max: 1e7 })), (amounts) => {
        expect(sumCents([...amounts].reverse())).toBe(sumCents(amounts));
      }),
    );
  });
});
