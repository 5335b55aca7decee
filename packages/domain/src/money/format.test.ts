import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatQuantity } from './format.ts';

// Intl puts a no-break space (U+00A0) between amount and currency sign.
const nbsp = '\u00a0';

describe('formatMoney (de-DE)', () => {
  it.each([
    [1250, `12,50${nbsp}€`],
    [0, `0,00${nbsp}€`],
    [7, `0,07${nbsp}€`],
    [-399, `-3,99${nbsp}€`],
    [123456789, `1.234.567,89${nbsp}€`],
  ])('formats %d cents as %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('uses a configurable currency', () => {
    expect(formatMoney(1250, 'CHF')).toBe(`12,50${nbsp}CHF`);
    expect(formatMoney(1250, 'EUR')).toBe(`12,50${nbsp}€`);
  });
});

describe('formatNumber and formatQuantity', () => {
  it.each([
    [1.5, 2, '1,50'],
    [1234.5, 2, '1.234,50'],
    [0, 2, '0,00'],
    [2.345, 0, '2'],
  ])('formatNumber(%d, %d) = %s', (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });

  it('defaults to two decimals', () => {
    expect(formatNumber(3)).toBe('3,00');
  });

  it.each([
    [2, '2'],
    [0.25, '0,25'],
    [0.1 + 0.2, '0,3'],
    [1500, '1.500'],
    [0.0004, '0'],
  ])('formatQuantity(%d) = %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });
});

/**
 * The formatters write German numbers without Intl (a browser's first Intl formatter costs it
 * ~25 ms); Intl stays the reference they must equal, to the character.
 */
describe('the same text as Intl de-DE', () => {
  const intlNumber = (minimum: number, maximum: number) =>
    new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
  const intlMoney = (currency: string) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency });

  it.each([
    // Intl rounds the shortest decimal form of a double half away from zero, not its binary value.
    [1.005, 2],
    [-1.005, 2],
    [2.675, 2],
    [0.125, 2],
    [123456789.125, 2],
    [0.0049999, 2],
    [-0.001, 2],
    [-0, 2],
    [999.995, 2],
    [9.5, 0],
    [-9.5, 0],
    [1e-7, 2], // exponent form: Intl itself
    [1e21, 2],
  ])('formatNumber(%d, %d)', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(intlNumber(digits, digits).format(value));
  });

  it.each([
    [0.0005],
    [1.0005],
    [2.3335],
    [-0.0004],
    [1234.5],
    [999999.9996],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('formatQuantity(%d)', (value) => {
    expect(formatQuantity(value)).toBe(intlNumber(0, 3).format(value));
  });

  it.each([
    ['EUR', 1250],
    ['CHF', -1],
    ['EUR', -0],
    ['EUR', 100000000000],
    ['EUR', 0.5], // half a cent, should it ever occur
    ['USD', 1250], // a currency without its own sign here: Intl
  ])('formatMoney in %s of %d cents', (currency, cents) => {
    expect(formatMoney(cents, currency)).toBe(intlMoney(currency).format(cents / 100));
  });

  it('for any amount of cents and any number (property)', () => {
    const euro = intlMoney('EUR');
    const swiss = intlMoney('CHF');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents)).toBe(euro.format(cents / 100));
        expect(formatMoney(cents, 'CHF')).toBe(swiss.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    const formats = [0, 1, 2, 3].map((digits) => intlNumber(digits, digits));
    const quantity = intlNumber(0, 3);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
          fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.0005),
        ),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => {
          expect(formatNumber(value, digits)).toBe(formats[digits]?.format(value));
          expect(formatQuantity(value)).toBe(quantity.format(value));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
