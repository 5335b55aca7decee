import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/factories.ts';
import { productPriceLabel } from './price-label.ts';

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
