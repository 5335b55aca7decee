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
