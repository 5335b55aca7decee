import { describe, expect, it } from 'vitest';
import type { Product } from '../contracts/entities.ts';
import type { CartItem } from '../items/cart-item.ts';
import { buildProduct } from '../testing/factories.ts';
import { bundleVatParts, splitBundleGross } from './bundle-vat.ts';
import { priceCart } from './cart-totals.ts';
import { priceLine } from './line-price.ts';

// docs/decisions/051-bundle-vat-split-and-reusable-packaging.md: a bundle's price split across
// the VAT rates by the parts' single prices (BMF letter on Sparmenüs), largest remainder.

describe('splitBundleGross', () => {
  it.each([
    [
      'burger 7,50 € at 7 % and drink 3,00 € at 19 % in a 9,90 € menu',
      990,
      [
        { value: 750, rate: 7 },
        { value: 300, rate: 19 },
      ],
      [
        { rate: 7, gross: 707, net: 661, tax: 46 },
        { rate: 19, gross: 283, net: 238, tax: 45 },
      ],
    ],
    [
      'equal single prices, an odd cent: the tie goes to the higher rate',
      999,
      [
        { value: 500, rate: 7 },
        { value: 500, rate: 19 },
      ],
      [
        { rate: 7, gross: 499, net: 466, tax: 33 },
        { rate: 19, gross: 500, net: 420, tax: 80 },
      ],
    ],
    [
      'a part with price 0 takes no share and its rate no line',
      700,
      [
        { value: 750, rate: 7 },
        { value: 0, rate: 19 },
      ],
      [{ rate: 7, gross: 700, net: 654, tax: 46 }],
    ],
    [
      'a single-rate bundle is one line, as without the split',
      990,
      [
        { value: 750, rate: 7 },
        { value: 450, rate: 7 },
      ],
      [{ rate: 7, gross: 990, net: 925, tax: 65 }],
    ],
    [
      'two food parts and a drink: the rate sums share the price',
      1290,
      [
        { value: 890, rate: 7 },
        { value: 450, rate: 7 },
        { value: 250, rate: 19 },
      ],
      [
        { rate: 7, gross: 1087, net: 1016, tax: 71 },
        { rate: 19, gross: 203, net: 171, tax: 32 },
      ],
    ],
    [
      'no part has a price: the bundle keeps its own rate',
      990,
      [
        { value: 0, rate: 19 },
        { value: 0, rate: 7 },
      ],
      [{ rate: 7, gross: 990, net: 925, tax: 65 }],
    ],
    [
      'no parts known (older snapshot): its own rate',
      990,
      [],
      [{ rate: 7, gross: 990, net: 925, tax: 65 }],
    ],
    [
      'a bundle price of 0',
      0,
      [
        { value: 750, rate: 7 },
        { value: 300, rate: 19 },
      ],
      [{ rate: 7, gross: 0, net: 0, tax: 0 }],
    ],
  ])('%s', (_name, gross, parts, expected) => {
    const lines = splitBundleGross(gross, parts, 7);
    expect(lines).toEqual(expected);
    expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(gross);
    for (const line of lines) expect(line.net + line.tax).toBe(line.gross);
  });

  it('sums to the bundle price for every price from 0,01 € to 30,00 €', () => {
    const parts = [
      { value: 333, rate: 7 },
      { value: 333, rate: 19 },
      { value: 334, rate: 0 },
    ];
    for (let gross = 1; gross <= 3000; gross += 1) {
      const lines = splitBundleGross(gross, parts, 7);
      expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(gross);
    }
  });
});

const burger = { productId: 11, amount: 1, price: 750, tax: 7, takeawayTax: 7, dineInTax: 7 };
const cola = { productId: 12, amount: 1, price: 300, tax: 19, takeawayTax: 19, dineInTax: 19 };
const menu = buildProduct({
  id: 10,
  name: 'Mittagsmenü',
  type: 'bundle',
  price: 990,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 7,
  bundleItems: [burger, cola],
});
const item = (product: Product, amount = 1): CartItem => ({
  product,
  amount,
  unit: 'piece',
  parts: [],
});

describe('bundleVatParts', () => {
  it.each([
    ['a simple product has none', buildProduct(), 'delivery', []],
    [
      'a bundle: single price × amount at the rate of the order type',
      buildProduct({
        type: 'bundle',
        bundleItems: [
          { ...burger, amount: 2 },
          { ...cola, takeawayTax: 7 },
        ],
      }),
      'takeaway',
      [
        { value: 1500, rate: 7 },
        { value: 300, rate: 7 },
      ],
    ],
    [
      'dine-in reads dineInTax',
      buildProduct({ type: 'bundle', bundleItems: [burger, { ...cola, dineInTax: 19 }] }),
      'dineIn',
      [
        { value: 750, rate: 7 },
        { value: 300, rate: 19 },
      ],
    ],
    [
      'a part without its snapshot of price and rates: no split at all',
      buildProduct({ type: 'bundle', bundleItems: [burger, { productId: 12, amount: 1 }] }),
      'delivery',
      [],
    ],
  ] as const)('%s', (_name, product, method, expected) => {
    expect(bundleVatParts(product, method)).toEqual(expected);
  });
});

describe('priceLine and priceCart with a mixed-rate bundle', () => {
  it('keeps the bundle price and splits its VAT per rate', () => {
    const line = priceLine(item(menu, 2), 'takeaway');
    expect(line.gross).toBe(1980);
    expect(line.taxes).toEqual([
      { rate: 7, gross: 1414, net: 1321, tax: 93 },
      { rate: 19, gross: 566, net: 476, tax: 90 },
    ]);
    expect(line.net).toBe(1321 + 476);
    expect(line.tax).toBe(93 + 90);
  });

  it('a simple line has one tax line at its rate', () => {
    const line = priceLine(item(buildProduct({ price: 1250 })), 'delivery');
    expect(line.taxes).toEqual([{ rate: 19, gross: 1250, net: 1050, tax: 200 }]);
  });

  it('the cart sums the bundle shares into the rates', () => {
    const pizza = buildProduct({ id: 2, price: 1070, tax: 7, takeawayTax: 7, dineInTax: 7 });
    const totals = priceCart([item(menu), item(pizza)], 'takeaway', null);
    expect(totals.gross).toBe(2060);
    expect(totals.taxes).toEqual([
      { rate: 7, gross: 1777, net: 1661, tax: 116 },
      { rate: 19, gross: 283, net: 238, tax: 45 },
    ]);
    expect(totals.net).toBe(1661 + 238);
    expect(totals.tax).toBe(116 + 45);
  });
});
