import { describe, expect, it } from 'vitest';
import type { ProductPart } from '../contracts/entities.ts';
import type { CartItem } from '../items/cart-item.ts';
import { buildDeliveryArea, buildProduct } from '../testing/factories.ts';
import { priceCart } from './cart-totals.ts';
import { lineDeposit, unitDeposit } from './deposit.ts';
import { priceLine } from './line-price.ts';

// docs/decisions/046-deposits-and-credit-notes.md

const bowl: ProductPart = {
  name: 'Verpackung',
  type: 'select',
  optional: true,
  options: [
    { name: 'Einweg', modifier: 'add', value: 0 },
    { name: 'Mehrwegschale', modifier: 'add', value: 0, deposit: 500 },
  ],
};
const cola = buildProduct({
  id: 3,
  name: 'Cola 0,33 l',
  price: 250,
  deposit: 25,
  tax: 19,
  takeawayTax: 19,
  dineInTax: 19,
});
const bowlSalad = buildProduct({
  id: 4,
  name: 'Salat',
  type: 'configurable',
  price: 890,
  deposit: 0,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 7,
  config: { parts: [bowl] },
});
const pizza = buildProduct({ id: 5, price: 1250, tax: 7, takeawayTax: 7, dineInTax: 7 });

const item = (
  product: CartItem['product'],
  amount: number,
  parts: CartItem['parts'] = [],
): CartItem => ({
  product,
  amount,
  unit: 'piece',
  parts,
});

describe('unitDeposit', () => {
  it.each([
    ['product without deposit', pizza, [], 0],
    ['product deposit', cola, [], 25],
    ['option without deposit chosen', bowlSalad, ['Einweg'], 0],
    ['option with deposit chosen', bowlSalad, ['Mehrwegschale'], 500],
    ['nothing chosen', bowlSalad, [null], 0],
    ['snapshot without the field', { ...cola, deposit: undefined as unknown as number }, [], 0],
  ] as const)('%s → %i', (_name, product, parts, expected) => {
    expect(unitDeposit({ product, parts: [...parts] })).toBe(expected);
  });
});

describe('lineDeposit', () => {
  it.each([
    [25, 1, 19, { gross: 25, net: 21, tax: 4 }],
    [25, 6, 19, { gross: 150, net: 126, tax: 24 }],
    [500, 2, 7, { gross: 1000, net: 935, tax: 65 }],
    [15, 0.5, 19, { gross: 8, net: 7, tax: 1 }],
    [0, 3, 19, { gross: 0, net: 0, tax: 0 }],
  ])('%i × %d at %i %% → %o', (unit, quantity, rate, expected) => {
    expect(lineDeposit(unit, quantity, rate)).toEqual(expected);
  });
});

describe('priceLine with a deposit', () => {
  it.each([
    ['six colas', item(cola, 6), 1500, 150, 19],
    ['salad in the reusable bowl', item(bowlSalad, 2, ['Mehrwegschale']), 1780, 1000, 7],
    ['salad single-use', item(bowlSalad, 2, ['Einweg']), 1780, 0, 7],
    ['pizza', item(pizza, 1), 1250, 0, 7],
  ] as const)(
    '%s: price %i beside deposit %i at %i percent',
    (_name, line, gross, deposit, rate) => {
      const priced = priceLine(line, 'takeaway');
      expect(priced.gross).toBe(gross);
      expect(priced.deposit.gross).toBe(deposit);
      expect(priced.deposit.net + priced.deposit.tax).toBe(deposit);
      expect(priced.taxRate).toBe(rate);
    },
  );
});

describe('priceCart with deposits', () => {
  it.each([
    {
      name: 'cola and pizza, takeaway',
      items: [item(cola, 2), item(pizza, 1)],
      method: 'takeaway' as const,
      area: null,
      expected: { gross: 1750, depositGross: 50, deliveryGross: 0, totalGross: 1800 },
      taxes: [
        { rate: 7, gross: 1250 },
        { rate: 19, gross: 550 },
      ],
    },
    {
      name: 'no deposit: totals unchanged',
      items: [item(pizza, 2)],
      method: 'takeaway' as const,
      area: null,
      expected: { gross: 2500, depositGross: 0, deliveryGross: 0, totalGross: 2500 },
      taxes: [{ rate: 7, gross: 2500 }],
    },
    {
      name: 'delivery fee decided without the deposit',
      // 1000 of goods + 1000 deposit: below the free-from value of 1500, so the fee applies
      items: [
        item(bowlSalad, 1, ['Mehrwegschale']),
        item(buildProduct({ id: 6, price: 110, tax: 7 }), 1),
      ],
      method: 'delivery' as const,
      area: buildDeliveryArea({ price: 300, tax: 19, freeFromOrderValue: 1500 }),
      expected: { gross: 1000, depositGross: 500, deliveryGross: 300, totalGross: 1800 },
      taxes: [
        { rate: 7, gross: 1500 },
        { rate: 19, gross: 300 },
      ],
    },
  ])('$name', ({ items, method, area, expected, taxes }) => {
    const totals = priceCart(items, method, area);
    expect(totals).toMatchObject(expected);
    expect(totals.depositNet + totals.depositTax).toBe(totals.depositGross);
    expect(totals.totalNet + totals.totalTax).toBe(totals.totalGross);
    expect(totals.taxes.map(({ rate, gross }) => ({ rate, gross }))).toEqual(taxes);
    const sum = (key: 'net' | 'tax' | 'gross') => totals.taxes.reduce((s, t) => s + t[key], 0);
    expect(sum('net')).toBe(totals.totalNet);
    expect(sum('tax')).toBe(totals.totalTax);
  });
});
