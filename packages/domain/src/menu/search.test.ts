import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/factories.ts';
import { searchMenuView } from './search.ts';
import type { MenuCategoryView } from './visibility.ts';

const category = (id: number, name: string) =>
  ({ id, name }) as unknown as MenuCategoryView['category'];
const entry = (id: number, name: string, description: string | null = null) => ({
  product: buildProduct({ id, name, description }),
  isAvailable: true,
});

const groups: readonly MenuCategoryView[] = [
  {
    category: category(1, 'Pizza'),
    isAvailable: true,
    products: [
      entry(1, 'Pizza Margherita', 'Tomaten, Mozzarella, Basilikum'),
      entry(2, 'Pizza Salami', null),
    ],
  },
  {
    category: category(2, 'Getränke'),
    isAvailable: true,
    products: [entry(3, 'Cappuccino', 'Mit Milchschaum'), entry(4, 'Café Crème', null)],
  },
];

const idsOf = (result: readonly MenuCategoryView[]) =>
  result.map((group) => [group.category.id, group.products.map(({ product }) => product.id)]);

describe('searchMenuView: products whose name or description holds every word', () => {
  it.each([
    ['margherita', [[1, [1]]]],
    ['PIZZA', [[1, [1, 2]]]],
    ['mozzarella', [[1, [1]]]], // description
    ['milch', [[2, [3]]]],
    ['creme', [[2, [4]]]], // accents ignored
    ['cafe crème', [[2, [4]]]],
    ['pizza basilikum', [[1, [1]]]], // every word, across name and description
    ['  salami  ', [[1, [2]]]],
    ['sushi', []], // nothing: no groups
    ['getränke', []], // the category name alone does not match its products
  ])('"%s" leaves %j', (query, expected) => {
    expect(idsOf(searchMenuView(groups, query))).toEqual(expected);
  });

  it.each([[''], ['   ']])('the empty query "%s" returns the same groups', (query) => {
    expect(searchMenuView(groups, query)).toBe(groups);
  });
});
