import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductPart } from '../contracts/entities.ts';
import { DELIVERY_METHODS } from '../contracts/enums.ts';
import type { CartItem } from '../items/cart-item.ts';
import { buildDeliveryArea, buildProduct } from '../testing/factories.ts';
import { priceCart } from './cart-totals.ts';
import { priceLine, unitPriceWithModifiers } from './line-price.ts';
import { DONATION_AMOUNT_CENTS, priceLabel } from './price-label.ts';

const size: ProductPart = {
  name: 'Größe',
  type: 'select',
  optional: true,
  options: [
    { name: 'Klein', modifier: 'subtract', value: 200 },
    { name: 'Familie', modifier: 'overwrite', value: 2500 },
  ],
};
const extras: ProductPart = {
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [
    { name: 'Käse', modifier: 'add', value: 100 },
    { name: 'Oliven', modifier: 'add', value: 50 },
    { name: 'Gratis', modifier: 'subtract', value: 5000 },
  ],
};
const pizza = buildProduct({ type: 'configurable', config: { parts: [size, extras] } });
const cheese = buildProduct({
  id: 2,
  name: 'Bergkäse',
  unit: 'kg',
  price: 2390,
  minimumQuantity: 0.1,
  quantityStepSize: 0.1,
  maximumQuantity: 5,
  alternativeUnits: [
    {
      unit: 'piece',
      ratio: 0.25,
      minimumQuantity: 1,
      maximumQuantity: 8,
      quantityStepSize: 1,
      calculationModel: 'approximate',
    },
  ],
});

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  product: pizza,
  amount: 1,
  unit: 'piece',
  parts: [],
  ...overrides,
});

describe('unitPriceWithModifiers', () => {
  it.each([
    ['no parts chosen', [], 1250],
    ['subtract', ['Klein'], 1050],
    ['overwrite', ['Familie'], 2500],
    ['overwrite then adds', ['Familie', ['Käse', 'Oliven']], 2650],
    ['add and subtract', ['Klein', ['Käse']], 1150],
    ['never below zero', [null, ['Gratis']], 0],
  ] as const)('%s', (_name, parts, expected) => {
    expect(unitPriceWithModifiers({ product: pizza, parts: [...parts] })).toBe(expected);
  });
});

describe('priceLine (unit price → modifiers → quantity and unit → tax)', () => {
  it.each([
    [
      'takeaway at 7 %',
      line({ amount: 2 }),
      'takeaway',
      { gross: 2500, net: 2336, tax: 164, taxRate: 7 },
    ],
    [
      'delivery at 19 %',
      line({ amount: 2 }),
      'delivery',
      { gross: 2500, net: 2101, tax: 399, taxRate: 19 },
    ],
    ['dine-in rate', line(), 'dineIn', { gross: 1250, net: 1050, tax: 200, taxRate: 19 }],
    [
      'weight in own unit',
      line({ product: cheese, unit: 'kg', amount: 0.3 }),
      'takeaway',
      { gross: 717, quantity: 0.3 },
    ],
    [
      'alternative unit via ratio',
      line({ product: cheese, unit: 'piece', amount: 3 }),
      'takeaway',
      { gross: 1793, quantity: 0.75, calculationModel: 'approximate' },
    ],
    ['zero amount', line({ amount: 0 }), 'takeaway', { gross: 0, net: 0, tax: 0 }],
  ] as const)('%s', (_name, item, method, expected) => {
    expect(priceLine(item, method)).toMatchObject(expected);
  });

  it('throws for a unit the product is not sold in (a bug upstream)', () => {
    expect(() => priceLine(line({ unit: 'kg' }), 'takeaway')).toThrow(RangeError);
  });
});

describe('priceCart (spec §3 totals, §9 delivery fee)', () => {
  const area = buildDeliveryArea({
    price: 350,
    tax: 19,
    minimumOrderValue: 1500,
    freeFromOrderValue: 3000,
  });

  it('totals an empty cart as zero', () => {
    expect(priceCart([], 'takeaway', null)).toEqual({
      net: 0,
      tax: 0,
      gross: 0,
      depositNet: 0,
      depositTax: 0,
      depositGross: 0,
      packagingDeposit: 0,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 0,
      totalTax: 0,
      totalGross: 0,
      taxes: [],
      isApproximate: false,
    });
  });

  it('adds the delivery fee with its own rate to a delivery order', () => {
    const totals = priceCart(
      [line(), line({ product: cheese, unit: 'kg', amount: 0.5 })],
      'delivery',
      area,
    );
    expect(totals).toMatchObject({
      gross: 1250 + 1195,
      deliveryGross: 350,
      deliveryNet: 294,
      deliveryTax: 56,
      totalGross: 1250 + 1195 + 350,
      isApproximate: false,
    });
    expect(totals.taxes).toEqual([
      { rate: 19, gross: 2795, net: 1050 + 1004 + 294, tax: 200 + 191 + 56 },
    ]);
  });

  it('groups taxes per rate, ascending, for a mixed cart', () => {
    const drink = buildProduct({ id: 3, price: 390, takeawayTax: 19, dineInTax: 19, tax: 19 });
    const totals = priceCart([line(), line({ product: drink })], 'takeaway', area);
    expect(totals.taxes.map((t) => t.rate)).toEqual([7, 19]);
    expect(totals.deliveryGross).toBe(0); // not a delivery order
  });

  it('drops the fee once the items reach freeFromOrderValue', () => {
    expect(
      priceCart([line({ amount: 2 }), line({ amount: 1 })], 'delivery', area).deliveryGross,
    ).toBe(0);
  });

  it('flags approximate prices', () => {
    expect(
      priceCart([line({ product: cheese, unit: 'piece', amount: 1 })], 'takeaway', null)
        .isApproximate,
    ).toBe(true);
  });

  it('totals and per-rate lines always add up (property)', () => {
    const lineArbitrary = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      amount: fc.integer({ min: 1, max: 20 }),
      rate: fc.constantFrom(0, 7, 8.1, 19),
    });
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 8 }),
        fc.constantFrom(...DELIVERY_METHODS),
        (specs, method) => {
          const items = specs.map((spec, index) =>
            line({
              product: buildProduct({
                id: index + 1,
                price: spec.price,
                tax: spec.rate,
                takeawayTax: spec.rate,
                dineInTax: spec.rate,
              }),
              amount: spec.amount,
            }),
          );
          const totals = priceCart(items, method, area);
          expect(totals.totalNet + totals.totalTax).toBe(totals.totalGross);
          expect(totals.net + totals.deliveryNet).toBe(totals.totalNet);
          const sum = (key: 'net' | 'tax' | 'gross') =>
            totals.taxes.reduce((s, t) => s + t[key], 0);
          expect(sum('net')).toBe(totals.totalNet);
          expect(sum('tax')).toBe(totals.totalTax);
          expect(sum('gross')).toBe(totals.totalGross);
          expect(totals.gross).toBe(specs.reduce((s, spec) => s + spec.price * spec.amount, 0));
        },
      ),
    );
  });
});

describe('priceLabel (spec §3 calculation models)', () => {
  const nbsp = '\u00a0';
  it.each([
    [1250, undefined, undefined, `12,50${nbsp}€`],
    [1250, 'fixed', undefined, `12,50${nbsp}€`],
    [1250, 'approximate', undefined, `ca. 12,50${nbsp}€`],
    [0, 'minimum', 'CHF', `ab 0,00${nbsp}CHF`],
  ] as const)('%d %s %s → %s', (cents, model, currency, label) => {
    expect(priceLabel(cents, model, currency)).toBe(label);
  });

  it('shows the donation of 0,07 in the shop currency', () => {
    expect(priceLabel(DONATION_AMOUNT_CENTS)).toBe(`0,07${nbsp}€`);
  });
});
