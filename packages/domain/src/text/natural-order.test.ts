import { describe, expect, it } from 'vitest';
import { compareNatural, compareTables } from './natural-order.ts';

describe('compareNatural (tables by number: 1, 2, … 10, not 1, 10, 11, 2)', () => {
  it.each([
    [
      ['10', '2', '1', '11'],
      ['1', '2', '10', '11'],
    ],
    [
      ['Tisch 10', 'Tisch 2', 'Tisch 1'],
      ['Tisch 1', 'Tisch 2', 'Tisch 10'],
    ],
    [
      ['B2', 'a10', 'A2', 'b1'],
      ['A2', 'a10', 'b1', 'B2'],
    ],
    [
      ['2', '02', '1'],
      ['1', '02', '2'],
    ],
    [
      ['Terrasse 3', '4', 'Terrasse 12', '12'],
      ['4', '12', 'Terrasse 3', 'Terrasse 12'],
    ],
    [
      ['1b', '1a', '10', '1'],
      ['1', '1a', '1b', '10'],
    ],
    [
      ['Öl 2', 'Ofen 1', 'Ost 1'],
      ['Ofen 1', 'Öl 2', 'Ost 1'],
    ],
    [[], []],
    [
      ['', '1'],
      ['', '1'],
    ],
    [
      ['9999999999999999999', '10000000000000000000'],
      ['9999999999999999999', '10000000000000000000'],
    ],
  ])('sorts %j as %j', (input, expected) => {
    expect([...input].sort(compareNatural)).toEqual(expected);
  });

  it('is a total order: equal only for the same text, the same result both ways', () => {
    const values = ['1', '01', 'a', 'A', 'ä', '10', 'Tisch 2', 'tisch 2', ''];
    for (const a of values) {
      for (const b of values) {
        expect(Math.sign(compareNatural(a, b)) + Math.sign(compareNatural(b, a))).toBe(0);
        if (a !== b) expect(compareNatural(a, b)).not.toBe(0);
      }
    }
  });
});

describe('compareTables', () => {
  it.each([
    [
      [
        { position: 0, identifier: '10' },
        { position: 0, identifier: '2' },
        { position: -1, identifier: '30' },
      ],
      ['30', '2', '10'],
    ],
    [
      [
        { position: 1, identifier: '1' },
        { position: 0, identifier: '11' },
      ],
      ['11', '1'],
    ],
  ])('orders by position, then by number: %j', (tables, expected) => {
    expect([...tables].sort(compareTables).map((table) => table.identifier)).toEqual(expected);
  });
});
