import { describe, expect, it } from 'vitest';
import { withdrawalNotice, withdrawalRightOf } from './withdrawal.ts';

const bread = { name: 'Laugenbrezel', isShelfStable: false };
const pizza = { name: 'Pizza Margherita', isShelfStable: false };
const jam = { name: 'Erdbeerkonfitüre', isShelfStable: true };
const wine = { name: 'Riesling', isShelfStable: true };

describe('withdrawalRightOf', () => {
  it.each([
    ['an empty cart', [], { kind: 'none' }],
    ['only perishable food', [bread, pizza], { kind: 'none' }],
    ['a product without the flag (an older snapshot)', [{ name: 'Alt' }], { kind: 'none' }],
    ['only shelf-stable goods', [jam, wine], { kind: 'all' }],
    [
      'both kinds',
      [bread, jam, pizza, wine],
      { kind: 'some', shelfStable: ['Erdbeerkonfitüre', 'Riesling'] },
    ],
    [
      'the same shelf-stable product twice',
      [jam, bread, jam],
      { kind: 'some', shelfStable: ['Erdbeerkonfitüre'] },
    ],
  ])('%s', (_, items, expected) => {
    expect(withdrawalRightOf(items)).toEqual(expected);
  });
});

describe('withdrawalNotice', () => {
  it.each([
    [
      { kind: 'none' } as const,
      'Für Speisen, Getränke und schnell verderbliche Waren besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 und Nr. 9 BGB).',
    ],
    [
      { kind: 'all' } as const,
      'Für die Waren dieser Bestellung haben Sie ein Widerrufsrecht von 14 Tagen ab Erhalt; die Widerrufsbelehrung finden Sie in den AGB.',
    ],
    [
      { kind: 'some', shelfStable: ['Erdbeerkonfitüre', 'Riesling'] } as const,
      'Für Erdbeerkonfitüre, Riesling haben Sie ein Widerrufsrecht von 14 Tagen ab Erhalt; die Widerrufsbelehrung finden Sie in den AGB. Für Speisen, Getränke und schnell verderbliche Waren besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 und Nr. 9 BGB).',
    ],
  ])('%j', (right, text) => {
    expect(withdrawalNotice(right)).toBe(text);
  });
});
