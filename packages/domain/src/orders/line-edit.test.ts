import { describe, expect, it } from 'vitest';
import type { ProductPart } from '../contracts/entities.ts';
import type { PartValue } from '../items/cart-item.ts';
import { buildProduct } from '../testing/factories.ts';
import { arePartsChanged, lineProductState } from './line-edit.ts';

const size: ProductPart = {
  name: 'Größe',
  type: 'select',
  optional: false,
  options: [
    { name: 'Klein', modifier: 'add', value: 0 },
    { name: 'Groß', modifier: 'add', value: 350 },
  ],
};
const toppings: ProductPart = {
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [{ name: 'Zwiebeln', modifier: 'add', value: 80 }],
};
const withParts = (...parts: ProductPart[]) => buildProduct({ config: { parts } });
const bought = withParts(size, toppings);

describe('lineProductState', () => {
  it.each([
    ['the same parts', withParts(size, toppings), 'unchanged'],
    [
      'another price and a new description',
      { ...withParts({ ...size, description: 'neu' }, toppings), price: 9990 },
      'unchanged',
    ],
    ['no product any more', null, 'deleted'],
    [
      'an option more',
      withParts(
        { ...size, options: [...size.options, { name: 'Familie', modifier: 'add', value: 700 }] },
        toppings,
      ),
      'changed',
    ],
    [
      'an option with another price',
      withParts(
        { ...size, options: [size.options[0]!, { name: 'Groß', modifier: 'add', value: 400 }] },
        toppings,
      ),
      'changed',
    ],
    ['a part removed', withParts(size), 'changed'],
    ['parts reordered', withParts(toppings, size), 'changed'],
    ['a part made optional', withParts({ ...size, optional: true }, toppings), 'changed'],
  ] as const)('%s → %s', (_name, current, state) => {
    expect(lineProductState(bought, current)).toBe(state);
  });
});

describe('arePartsChanged', () => {
  it.each<[string, PartValue[], PartValue[], boolean]>([
    ['the same choice', ['Klein', ['Zwiebeln']], ['Klein', ['Zwiebeln']], false],
    ['blank and empty stand for nothing chosen', ['Klein', null, ''], ['Klein', [], null], false],
    ['missing trailing values', ['Klein'], ['Klein', null, []], false],
    ['the order of picks does not count', [null, ['a', 'b']], [null, ['b', 'a']], false],
    ['another option', ['Klein', null], ['Groß', null], true],
    ['an extra added', ['Klein', []], ['Klein', ['Zwiebeln']], true],
    ['an extra removed', ['Klein', ['Zwiebeln']], ['Klein', []], true],
    ['a text typed', ['Klein', null, ''], ['Klein', null, 'knusprig'], true],
  ])('%s → %s', (_name, before, after, changed) => {
    expect(arePartsChanged(before, after)).toBe(changed);
  });
});
