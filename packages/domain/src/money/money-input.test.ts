import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.ts';

describe('parseMoneyInput (a price typed in euros, German style)', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,07', 7],
    [',5', 50],
    ['  3,99 ', 399],
    ['3,99 €', 399],
    ['€ 3,99', 399],
    ['1.234,56', 123456],
    ['1.234', 123400],
    ['12.50', 1250],
    ['1 234,56', 123456],
    ['-2,00', -200],
    ['1.005,005', null],
    ['12,345', null],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1,2,3', null],
    ['12,5a', null],
    ['1.23.45', null],
  ])('%j → %j', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });
});

describe('formatMoneyInput (cents back into the field)', () => {
  it.each([
    [1250, '12,50'],
    [0, '0,00'],
    [7, '0,07'],
    [123456, '1234,56'],
    [-200, '-2,00'],
  ])('%d → %s', (cents, expected) => {
    expect(formatMoneyInput(cents)).toBe(expected);
  });

  it('round-trips every value it formats', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123456, -5]) {
      expect(parseMoneyInput(formatMoneyInput(cents))).toBe(cents);
    }
  });
});
