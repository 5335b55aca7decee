import { describe, expect, it } from 'vitest';
import type { Product } from '../contracts/entities.ts';
import { buildProduct } from '../testing/factories.ts';
import { referencePrice, referencePriceLabel } from './reference-price.ts';

const nbsp = (text: string | null) => (text === null ? null : text.replace(/\u00a0/g, ' '));

const alt = (unit: 'kg' | 'g' | 'l' | 'ml' | 'piece', ratio: number) => ({
  unit,
  ratio,
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
  calculationModel: 'fixed' as const,
});

describe('referencePrice (PAngV Grundpreis, docs/decisions/032-unit-prices-allergens-additives.md)', () => {
  it.each([
    ['price per kg is its own Grundpreis', { unit: 'kg' }, 690, 'base', '6,90 € / 1 kg'],
    ['price per gram × 1000', { unit: 'g' }, 3, 'base', '30,00 € / 1 kg'],
    ['price per decagram × 100', { unit: 'dag' }, 25, 'base', '25,00 € / 1 kg'],
    ['price per litre', { unit: 'l' }, 450, 'base', '4,50 € / 1 l'],
    ['price per centilitre × 100', { unit: 'cl' }, 7, 'base', '7,00 € / 1 l'],
    ['price per decilitre × 10', { unit: 'dl' }, 99, 'base', '9,90 € / 1 l'],
    ['price per millilitre × 1000', { unit: 'ml' }, 1, 'base', '10,00 € / 1 l'],
    ['loose goods per 100 g where customary', { unit: 'kg' }, 2499, 'hundred', '2,50 € / 100 g'],
    ['loose goods per 100 ml', { unit: 'l' }, 333, 'hundred', '0,33 € / 100 ml'],
    ['thousands are grouped', { unit: 'g' }, 125, 'base', '1.250,00 € / 1 kg'],
  ] as const)('%s', (_name, overrides, unitPrice, per, label) => {
    const price = referencePrice(unitPrice, buildProduct(overrides), per);
    expect(nbsp(price && referencePriceLabel(price))).toBe(label);
  });

  it.each([
    ['half a cent rounds up', { unit: 'kg' }, 1005, 'hundred', 101],
    ['below half a cent rounds down', { unit: 'kg' }, 1004, 'hundred', 100],
    ['a third of a litre', { unit: 'l', alternativeUnits: [alt('piece', 0.33)] }, 100, 'base', 100],
    [
      'a piece product with a volume alternative: 1 l = 3 pieces',
      { unit: 'piece', alternativeUnits: [alt('l', 3)] },
      250,
      'base',
      750,
    ],
    [
      'a piece product with a gram alternative: 1 g = 0.004 pieces (a 250 g pack)',
      { unit: 'piece', alternativeUnits: [alt('g', 0.004)] },
      299,
      'base',
      1196,
    ],
  ] as const)('%s', (_name, overrides, unitPrice, per, cents) => {
    expect(referencePrice(unitPrice, buildProduct(overrides as Partial<Product>), per)?.cents).toBe(
      cents,
    );
  });

  it.each([
    ['pieces', { unit: 'piece' }],
    ['servings', { unit: 'serving' }],
    ['length', { unit: 'm' }],
    ['area', { unit: 'm2' }],
    [
      'a piece with only an amount alternative',
      { unit: 'piece', alternativeUnits: [alt('piece', 6)] },
    ],
  ] as const)('no Grundpreis for %s', (_name, overrides) => {
    expect(referencePrice(500, buildProduct(overrides as Partial<Product>))).toBeNull();
  });

  it('follows the modified unit price (part modifiers change it before the Grundpreis)', () => {
    const product = buildProduct({ unit: 'kg', price: 690 });
    expect(referencePrice(790, product)?.cents).toBe(790);
  });

  it('formats other currencies', () => {
    const price = referencePrice(1000, buildProduct({ unit: 'l' }));
    expect(nbsp(price && referencePriceLabel(price, 'CHF'))).toBe('10,00 CHF / 1 l');
  });
});
