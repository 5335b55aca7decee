import { describe, expect, it } from 'vitest';
import type { Category, HoursEntry, Menu } from '../contracts/entities.ts';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildProduct } from '../testing/factories.ts';
import { activeMenu } from './active-menu.ts';
import { activeProducts, isSameProduct, migrateCartItems } from './cart-migration.ts';
import { availabilityOf, menuView } from './visibility.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const lunch: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '11:00', to: '14:00' }];

const menu = (
  id: number,
  availableFrom: string,
  branchIds: number[],
  catalog: Menu['catalog'] = { categories: [] },
): Menu => ({
  id,
  name: `Karte ${id}`,
  branches: branchIds.map((branchId) => ({ id: branchId })),
  availableFrom,
  catalog,
});

describe('activeMenu (spec §4: latest availableFrom not in the future)', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const menus = [
    menu(1, '2025-01-01T00:00:00Z', [1]),
    menu(2, '2025-05-01T00:00:00Z', [1, 2]),
    menu(3, '2025-07-01T00:00:00Z', [1]), // future
    menu(4, '2025-05-15T00:00:00Z', [2]), // other branch
    menu(5, 'not a date', [1]),
    menu(6, '2025-06-01T12:00:00Z', [3]), // starts exactly now
  ];

  it.each([
    [1, 2],
    [2, 4],
    [3, 6],
    [9, null],
  ])('branch %d → menu %s', (branchId, expected) => {
    expect(activeMenu(menus, branchId, now)?.id ?? null).toBe(expected);
  });

  it('keeps the first of two menus with the same start and answers null for no menus', () => {
    const twins = [menu(7, '2025-01-01T00:00:00Z', [1]), menu(8, '2025-01-01T00:00:00Z', [1])];
    expect(activeMenu(twins, 1, now)?.id).toBe(7);
    expect(activeMenu([], 1, now)).toBeNull();
  });
});

describe('availabilityOf (spec §4 visibility)', () => {
  const now = at('2025-01-13', '12:00');
  const evening = at('2025-01-13', '18:00');
  it.each([
    [
      'enabled, no schedule',
      { isEnabled: true, schedule: null, isVisibleWhenUnavailable: false },
      now,
      true,
      true,
    ],
    [
      'enabled, empty schedule',
      { isEnabled: true, schedule: [], isVisibleWhenUnavailable: false },
      now,
      true,
      true,
    ],
    [
      'enabled, schedule active',
      { isEnabled: true, schedule: lunch, isVisibleWhenUnavailable: false },
      now,
      true,
      true,
    ],
    [
      'enabled, schedule inactive',
      { isEnabled: true, schedule: lunch, isVisibleWhenUnavailable: false },
      evening,
      false,
      false,
    ],
    [
      'schedule inactive, visible when unavailable (greyed)',
      { isEnabled: true, schedule: lunch, isVisibleWhenUnavailable: true },
      evening,
      true,
      false,
    ],
    [
      'disabled',
      { isEnabled: false, schedule: null, isVisibleWhenUnavailable: false },
      now,
      false,
      false,
    ],
    [
      'disabled, visible when unavailable',
      { isEnabled: false, schedule: null, isVisibleWhenUnavailable: true },
      now,
      true,
      false,
    ],
  ])('%s', (_name, item, instant, isVisible, isAvailable) => {
    expect(availabilityOf(item, instant, BERLIN)).toEqual({ isVisible, isAvailable });
  });
});

describe('menuView', () => {
  const category = (id: number, overrides: Partial<Category> = {}): Category => ({
    id,
    name: `Kategorie ${id}`,
    description: null,
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    ...overrides,
  });
  const products = [
    buildProduct({ id: 1 }),
    buildProduct({ id: 2, schedule: lunch }),
    buildProduct({ id: 3, schedule: lunch, isVisibleWhenUnavailable: true }),
    buildProduct({ id: 4, isEnabled: false }),
  ];
  const categories = [
    category(10),
    category(20, { schedule: lunch, isVisibleWhenUnavailable: true }),
    category(30, { isEnabled: false }),
    category(40),
  ];
  const catalog = {
    categories: [
      { id: 10, products: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 99 }] },
      { id: 20, products: [{ id: 1 }] },
      { id: 30, products: [{ id: 1 }] },
      { id: 40, products: [{ id: 4 }] }, // nothing visible: group dropped
      { id: 77, products: [{ id: 1 }] }, // unknown category
    ],
  };
  const summary = (instant: Date) =>
    menuView({ catalog }, categories, products, instant, BERLIN).map((view) => [
      view.category.id,
      view.isAvailable,
      view.products.map((p) => [p.product.id, p.isAvailable]),
    ]);

  it('shows everything scheduled at lunch', () => {
    expect(summary(at('2025-01-13', '12:00'))).toEqual([
      [
        10,
        true,
        [
          [1, true],
          [2, true],
          [3, true],
        ],
      ],
      [20, true, [[1, true]]],
    ]);
  });

  it('greys what is visible when unavailable in the evening', () => {
    expect(summary(at('2025-01-13', '18:00'))).toEqual([
      [
        10,
        true,
        [
          [1, true],
          [3, false],
        ],
      ],
      [20, false, [[1, false]]],
    ]);
  });
});

describe('cart migration (spec §4 Cart)', () => {
  const pizza = buildProduct({ id: 1 });
  const salad = buildProduct({ id: 2, name: 'Salat', price: 800 });
  const line = (product: typeof pizza) => ({ product, amount: 1 });

  it('lists enabled products of the active menu only', () => {
    const catalog = { categories: [{ id: 1, products: [{ id: 1 }, { id: 3 }] }] };
    const products = [pizza, salad, buildProduct({ id: 3, isEnabled: false })];
    expect(activeProducts({ catalog }, products)).toEqual([pizza]);
    expect(activeProducts(null, products)).toEqual([]);
  });

  it.each([
    ['same product', pizza, true],
    ['other id', { ...pizza, id: 9 }, false],
    ['renamed', { ...pizza, name: 'Pizza Neu' }, false],
    ['new description', { ...pizza, description: null }, false],
    ['new price', { ...pizza, price: 1300 }, false],
    ['other fields changed', { ...pizza, allergens: 'A, G' }, true],
  ])('%s → matches %s', (_name, current, expected) => {
    expect(isSameProduct(current, pizza)).toBe(expected);
  });

  it('removes lines that no longer match and keeps the rest in order', () => {
    const items = [line(pizza), line({ ...salad, price: 700 }), line(salad)];
    expect(migrateCartItems(items, [pizza, salad])).toEqual({
      items: [line(pizza), line(salad)],
      removed: [line({ ...salad, price: 700 })],
    });
    expect(migrateCartItems([], [pizza])).toEqual({ items: [], removed: [] });
    expect(migrateCartItems(items, [])).toEqual({ items: [], removed: items });
  });
});
