import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildProduct } from '../testing/factories.ts';
import { checkProductOrderable, type OrderableInput, stockUnitsFor } from './orderable.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const breakfast: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '07:00', to: '11:00' }];
const category = { isEnabled: true, schedule: null, isVisibleWhenUnavailable: false };
const input = (overrides: Partial<OrderableInput> = {}): OrderableInput => ({
  product: buildProduct(),
  categories: [category],
  stock: null,
  quantity: 1,
  at: at('2026-12-02', '12:00'),
  timeZone: BERLIN,
  ...overrides,
});
const unavailable = {
  ok: false,
  error: {
    code: 'productUnavailable',
    message: 'Dieses Produkt ist derzeit leider nicht verfügbar.',
  },
};
const soldOut = {
  ok: false,
  error: { code: 'productSoldOut', message: 'Dieses Produkt ist leider ausverkauft.' },
};
const orderable = { ok: true, value: null };

describe('checkProductOrderable', () => {
  it.each([
    ['an enabled product in the menu', input(), orderable],
    ['not in the active menu', input({ categories: [] }), unavailable],
    ['disabled', input({ product: buildProduct({ isEnabled: false }) }), unavailable],
    [
      'greyed (visible when unavailable) is still not orderable',
      input({ product: buildProduct({ schedule: breakfast, isVisibleWhenUnavailable: true }) }),
      unavailable,
    ],
    [
      'schedule active at the order time',
      input({ product: buildProduct({ schedule: breakfast }), at: at('2026-12-03', '08:00') }),
      orderable,
    ],
    [
      'its only category is disabled',
      input({ categories: [{ ...category, isEnabled: false }] }),
      unavailable,
    ],
    [
      'one of two categories is available',
      input({ categories: [{ ...category, isEnabled: false }, category] }),
      orderable,
    ],
    [
      'category schedule inactive',
      input({ categories: [{ ...category, schedule: breakfast }] }),
      unavailable,
    ],
    ['stock left', input({ stock: 2, quantity: 2 }), orderable],
    ['stock too low', input({ stock: 1, quantity: 2 }), soldOut],
    ['stock zero', input({ stock: 0 }), soldOut],
    ['a started unit takes a whole one', input({ stock: 1, quantity: 1.5 }), soldOut],
  ])('%s', (_name, value, expected) => {
    expect(checkProductOrderable(value)).toEqual(expected);
  });

  it.each([
    [0, 0],
    [1, 1],
    [1.5, 2],
    [0.1 + 0.2, 1],
    [3.0000000001, 3],
  ])('stockUnitsFor(%d) = %d', (quantity, expected) => {
    expect(stockUnitsFor(quantity)).toBe(expected);
  });
});
