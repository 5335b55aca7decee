import type { CartItem, ProductPart } from '@shop/domain';
import { buildProduct } from '@shop/domain/testing';
import { describe, expect, it } from 'vitest';
import { amountLabel, partSummaries } from './describe-item.ts';

// How a cart line names its amount and its chosen parts (spec §2 cart lines).

describe('amountLabel', () => {
  it.each([
    {
      case: 'pieces of a piece product',
      unit: 'piece',
      productUnit: 'piece',
      amount: 2,
      expected: '2 ×',
    },
    {
      case: 'servings of a serving product',
      unit: 'serving',
      productUnit: 'serving',
      amount: 3,
      expected: '3 ×',
    },
    {
      case: 'pieces of a kilo product',
      unit: 'piece',
      productUnit: 'kg',
      amount: 2,
      expected: '2 Stück',
    },
    {
      case: 'kilos with a decimal comma',
      unit: 'kg',
      productUnit: 'kg',
      amount: 1.5,
      expected: '1,5 kg',
    },
    {
      case: 'grams of a kilo product',
      unit: 'g',
      productUnit: 'kg',
      amount: 250,
      expected: '250 g',
    },
  ] as const)('$case → $expected', ({ unit, productUnit, amount, expected }) => {
    expect(amountLabel({ amount, unit, product: buildProduct({ unit: productUnit }) })).toBe(
      expected,
    );
  });
});

describe('partSummaries', () => {
  const option = (name: string) => ({ name, modifier: 'add' as const, value: 0 });
  const part = (name: string, type: ProductPart['type'], options: string[] = []): ProductPart =>
    ({
      name,
      description: null,
      type,
      optional: true,
      options: options.map(option),
    }) as ProductPart;
  const parts = [
    part('Größe', 'select', ['Klein', 'Groß']),
    part('Extras', 'multiselect', ['Käse', 'Oliven', 'Ei']),
    part('Wunsch', 'text'),
    part('Foto', 'image'),
  ];
  const line = (values: CartItem['parts']) => ({
    product: buildProduct({ config: { parts } }),
    parts: values,
  });

  it.each([
    { case: 'nothing chosen', values: [], expected: [] },
    { case: 'a select option', values: ['Groß'], expected: ['Größe: Groß'] },
    {
      case: 'several options in the order of the product',
      values: [null, ['Ei', 'Käse']],
      expected: ['Extras: Käse, Ei'],
    },
    { case: 'an option that no longer exists', values: ['Riesig'], expected: [] },
    { case: 'an empty list and blank text', values: [null, [], '   '], expected: [] },
    { case: 'a text', values: [null, null, 'ohne Zwiebel'], expected: ['Wunsch: ohne Zwiebel'] },
    {
      case: 'an upload by its file name',
      values: [null, null, null, '/upload/abc/u1-1.jpg?name=Hochzeit.jpg'],
      expected: ['Foto: Hochzeit.jpg'],
    },
    {
      case: 'an upload reference that is none stays as it is',
      values: [null, null, null, 'kaputt'],
      expected: ['Foto: kaputt'],
    },
  ])('$case', ({ values, expected }) => {
    expect(partSummaries(line(values as CartItem['parts']))).toEqual(expected);
  });
});
