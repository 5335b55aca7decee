import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/factories.ts';
import { priceLine } from './line-price.ts';
import { optionModifierLabel, productPriceLabel } from './price-label.ts';

describe('productPriceLabel (spec §2 product cards)', () => {
  it.each([
    [{}, '12,50 €'],
    [{ calculationModel: 'approximate' }, 'ca. 12,50 €'],
    [{ calculationModel: 'minimum', price: 0 }, 'ab 0,00 €'],
    [{ unit: 'kg', price: 690 }, '6,90 € / kg'],
    [{ unit: 'g', price: 3, calculationModel: 'approximate' }, 'ca. 0,03 € / g'],
    [{ unit: 'serving' }, '12,50 €'],
    [{ isPriceHidden: true }, null],
  ] as const)('%j → %j', (overrides, label) => {
    const text = productPriceLabel(buildProduct(overrides));
    expect(text === null ? null : text.replace(/\u00a0/g, ' ')).toBe(label);
  });

  it('formats other currencies', () => {
    expect(productPriceLabel(buildProduct({ price: 1000 }), 'CHF')?.replace(/\u00a0/g, ' ')).toBe(
      '10,00 CHF',
    );
  });
});

describe('optionModifierLabel (spec §3 part options; modifiers apply to the unit price)', () => {
  it.each([
    ['add on a piece product', { unit: 'piece' }, 'add', 150, '+ 1,50 €'],
    ['subtract on a piece product', { unit: 'piece' }, 'subtract', 100, '− 1,00 €'],
    ['overwrite on a piece product', { unit: 'piece' }, 'overwrite', 990, '9,90 €'],
    ['zero add says nothing', { unit: 'piece' }, 'add', 0, ''],
    ['zero subtract says nothing', { unit: 'kg' }, 'subtract', 0, ''],
    ['add on a weight product is per kg', { unit: 'kg' }, 'add', 50, '+ 0,50 € / kg'],
    ['subtract per gram', { unit: 'g' }, 'subtract', 1, '− 0,01 € / g'],
    ['overwrite per kg', { unit: 'kg' }, 'overwrite', 2490, '24,90 € / kg'],
    ['zero overwrite is a price', { unit: 'kg' }, 'overwrite', 0, '0,00 € / kg'],
    ['volume per litre', { unit: 'l' }, 'add', 20, '+ 0,20 € / l'],
    ['serving is counted like pieces', { unit: 'serving' }, 'add', 150, '+ 1,50 €'],
  ] as const)('%s', (_name, overrides, modifier, value, label) => {
    const text = optionModifierLabel({ modifier, value }, buildProduct(overrides));
    expect(text.replace(/\u00a0/g, ' ')).toBe(label);
  });

  it('agrees with the pricing rule: a surcharge is multiplied by the amount in the product unit', () => {
    const product = buildProduct({
      unit: 'kg',
      price: 1000,
      config: {
        parts: [
          {
            name: 'Extra',
            type: 'select',
            optional: true,
            options: [{ name: 'Gewürzt', modifier: 'add', value: 50 }],
          },
        ],
      },
    });
    const line = priceLine(
      { product, amount: 2, unit: 'kg', parts: ['Gewürzt'] } as Parameters<typeof priceLine>[0],
      'takeaway',
    );
    // 2 kg × (10,00 € + 0,50 €/kg) = 21,00 €: the 0,50 € count twice, once per kg.
    expect(line.gross).toBe(2100);
  });
});
