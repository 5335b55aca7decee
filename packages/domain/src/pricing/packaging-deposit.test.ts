import { describe, expect, it } from 'vitest';
import type { CartItem } from '../items/cart-item.ts';
import { buildProduct } from '../testing/factories.ts';
import { priceCart } from './cart-totals.ts';
import {
  isPackagingChoiceOffered,
  packagingChoiceLabel,
  packagingDeposit,
} from './packaging-deposit.ts';

// docs/decisions/051-bundle-vat-split-and-reusable-packaging.md, "Reusable packaging": the rule
// for the branch's reusable-packaging offer (§33 VerpackG), ahead of its wiring.

const offering = { isReusablePackagingOffered: true, reusablePackagingDeposit: 500 };

describe('isPackagingChoiceOffered', () => {
  it.each([
    ['takeaway at a branch that offers it', offering, 'takeaway', true],
    ['delivery at a branch that offers it', offering, 'delivery', true],
    ['dine-in never (the plate is the restaurant’s)', offering, 'dineIn', false],
    [
      'a branch that does not offer it',
      { isReusablePackagingOffered: false, reusablePackagingDeposit: 500 },
      'takeaway',
      false,
    ],
  ] as const)('%s', (_name, branch, method, expected) => {
    expect(isPackagingChoiceOffered(branch, method)).toBe(expected);
  });
});

describe('packagingChoiceLabel', () => {
  it.each([
    ['reusable', 500, 'Mehrwegverpackung (Pfand 5,00\u00a0€)'],
    ['reusable', 0, 'Mehrwegverpackung (Pfand 0,00\u00a0€)'],
    ['singleUse', 500, 'Einwegverpackung'],
  ] as const)('%s with %d cents → %s', (choice, deposit, label) => {
    expect(packagingChoiceLabel(choice, deposit)).toBe(label);
  });
});

describe('packagingDeposit', () => {
  it.each([
    ['single-use packaging carries no deposit', 'singleUse', [{ rate: 7, gross: 1250 }], []],
    [
      'food only: all at 7 %',
      'reusable',
      [{ rate: 7, gross: 1250 }],
      [{ rate: 7, gross: 500, net: 467, tax: 33 }],
    ],
    [
      'food and drinks: split by the goods’ gross per rate',
      'reusable',
      [
        { rate: 7, gross: 1500 },
        { rate: 19, gross: 500 },
      ],
      [
        { rate: 7, gross: 375, net: 350, tax: 25 },
        { rate: 19, gross: 125, net: 105, tax: 20 },
      ],
    ],
    ['nothing priced yet: at 19 %', 'reusable', [], [{ rate: 19, gross: 500, net: 420, tax: 80 }]],
  ] as const)('%s', (_name, choice, goods, expected) => {
    expect(packagingDeposit(choice, 500, goods)).toEqual(expected);
  });
});

describe('priceCart with the reusable packaging (decision 051)', () => {
  const pizza = buildProduct({ id: 5, price: 1250, tax: 7, takeawayTax: 7, dineInTax: 7 });
  const cola = buildProduct({
    id: 3,
    price: 250,
    deposit: 25,
    tax: 19,
    takeawayTax: 19,
    dineInTax: 19,
  });
  const line = (product: typeof pizza, amount: number): CartItem => ({
    product,
    amount,
    unit: product.unit,
    parts: [],
  });
  it.each([
    {
      name: 'reusable: 5,00 € split 1250 : 500 over 7 % and 19 %, beside the cola deposit',
      items: [line(pizza, 1), line(cola, 2)],
      packaging: { choice: 'reusable', deposit: 500 } as const,
      expected: { gross: 1750, packagingDeposit: 500, depositGross: 550, totalGross: 2300 },
      taxes: [
        { rate: 7, gross: 1250 + 357 },
        { rate: 19, gross: 500 + 50 + 143 },
      ],
    },
    {
      name: 'single-use: no deposit',
      items: [line(pizza, 1)],
      packaging: { choice: 'singleUse', deposit: 500 } as const,
      expected: { gross: 1250, packagingDeposit: 0, depositGross: 0, totalGross: 1250 },
      taxes: [{ rate: 7, gross: 1250 }],
    },
    {
      name: 'no choice: totals unchanged',
      items: [line(pizza, 1)],
      packaging: undefined,
      expected: { gross: 1250, packagingDeposit: 0, depositGross: 0, totalGross: 1250 },
      taxes: [{ rate: 7, gross: 1250 }],
    },
  ])('$name', ({ items, packaging, expected, taxes }) => {
    const totals = priceCart(items, 'takeaway', null, packaging);
    expect(totals).toMatchObject(expected);
    expect(totals.depositNet + totals.depositTax).toBe(totals.depositGross);
    expect(totals.taxes.map(({ rate, gross }) => ({ rate, gross }))).toEqual(taxes);
    const sum = (key: 'net' | 'tax' | 'gross') => totals.taxes.reduce((s, t) => s + t[key], 0);
    expect(sum('net')).toBe(totals.totalNet);
    expect(sum('tax')).toBe(totals.totalTax);
    expect(sum('gross')).toBe(totals.totalGross);
  });
});
