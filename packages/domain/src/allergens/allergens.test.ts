import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/factories.ts';
import { ADDITIVES, ALLERGENS, labelSumText, sumLabels } from './allergens.ts';
import { itemLabels, productLabels } from './item-labels.ts';

describe('the law’s lists (LMIV Annex II, ZZulV; docs/decisions/032-unit-prices-allergens-additives.md)', () => {
  it('has the 14 allergens with their official German names and unique keys', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS.map((entry) => entry.name)).toContain('Schalenfrüchte');
    expect(new Set(ALLERGENS.map((entry) => entry.key)).size).toBe(14);
    expect(new Set(ADDITIVES.map((entry) => entry.key)).size).toBe(ADDITIVES.length);
    expect(ADDITIVES.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['mit Farbstoff', 'geschwefelt', 'koffeinhaltig', 'chininhaltig']),
    );
  });
});

describe('sumLabels', () => {
  it.each([
    ['nothing', [], [], [], ''],
    ['one source', [{ allergens: ['milk'] }], ['milk'], [], 'Milch'],
    [
      'a union in the law’s order, each once',
      [{ allergens: ['milk', 'gluten'] }, { allergens: ['gluten', 'eggs'], additives: ['colour'] }],
      ['gluten', 'eggs', 'milk'],
      ['colour'],
      'Glutenhaltiges Getreide, Eier, Milch; mit Farbstoff',
    ],
    [
      'additives only',
      [{ additives: ['quinine', 'caffeine'] }],
      [],
      ['caffeine', 'quinine'],
      'koffeinhaltig, chininhaltig',
    ],
  ] as const)('%s', (_name, sources, allergens, additives, text) => {
    const sum = sumLabels(sources);
    expect(sum).toEqual({ allergens, additives });
    expect(labelSumText(sum)).toBe(text);
  });
});

describe('itemLabels (summed over the chosen options)', () => {
  const product = buildProduct({
    type: 'configurable',
    config: {
      parts: [
        {
          name: 'Käse',
          type: 'select',
          optional: false,
          options: [
            { name: 'Mozzarella', modifier: 'add', value: 0, allergens: ['milk'] },
            { name: 'Ohne Käse', modifier: 'add', value: 0 },
          ],
        },
        {
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Sardellen', modifier: 'add', value: 150, allergens: ['fish'] },
            { name: 'Oliven', modifier: 'add', value: 100, additives: ['blackened'] },
            { name: 'Walnüsse', modifier: 'add', value: 100, allergens: ['nuts', 'milk'] },
          ],
        },
      ],
    },
  });
  it.each([
    ['nothing chosen', [null, null], [], []],
    ['an option without codes', ['Ohne Käse', []], [], []],
    ['one option', ['Mozzarella', []], ['milk'], []],
    [
      'several options',
      ['Mozzarella', ['Oliven', 'Walnüsse', 'Sardellen']],
      ['fish', 'milk', 'nuts'],
      ['blackened'],
    ],
  ] as const)('%s', (_name, parts, allergens, additives) => {
    expect(itemLabels({ product, parts: parts as never })).toEqual({ allergens, additives });
  });
});

describe('itemLabels with the product’s own codes (summed with the options, each once)', () => {
  const product = buildProduct({
    type: 'configurable',
    allergenCodes: ['milk', 'gluten'],
    additiveCodes: ['preservative'],
    config: {
      parts: [
        {
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Ei', modifier: 'add', value: 100, allergens: ['eggs', 'milk'] },
            {
              name: 'Salami',
              modifier: 'add',
              value: 150,
              additives: ['preservative', 'phosphate'],
            },
          ],
        },
      ],
    },
  });
  it.each([
    ['no option chosen: the product’s codes', [null], ['gluten', 'milk'], ['preservative']],
    ['an option adds one, repeats one', [['Ei']], ['gluten', 'eggs', 'milk'], ['preservative']],
    ['additives summed', [['Salami']], ['gluten', 'milk'], ['preservative', 'phosphate']],
  ] as const)('%s', (_name, parts, allergens, additives) => {
    expect(itemLabels({ product, parts: parts as never })).toEqual({ allergens, additives });
  });
  it.each([
    ['a product with codes', product, 'Glutenhaltiges Getreide, Milch; mit Konservierungsstoff'],
    ['a product without', buildProduct(), ''],
    ['an old snapshot without the fields', {} as { allergenCodes?: undefined }, ''],
  ] as const)('productLabels: %s', (_name, subject, text) => {
    expect(labelSumText(productLabels(subject))).toBe(text);
  });
});
