import type { HoursEntry } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { entryDays, entryHours, hoursEntriesOf } from './hours-labels.ts';

const entry = (fields: Partial<HoursEntry>): HoursEntry =>
  ({
    type: 'daily',
    from: '09:00',
    to: '18:00',
    isClosed: false,
    date: null,
    ...fields,
  }) as HoursEntry;

describe('hours labels', () => {
  it.each([
    ['daily', entry({ type: 'daily' }), 'Täglich'],
    ['a weekday', entry({ type: 'monday' }), 'Montag'],
    ['a one-off date', entry({ type: 'once', date: '2026-12-24' }), '2026-12-24'],
    ['a one-off entry without a date yet', entry({ type: 'once', date: null }), 'Einmalig (Datum)'],
  ])('entryDays: %s → %s', (_case, value, expected) => {
    expect(entryDays(value)).toBe(expected);
  });

  it.each([
    ['open hours', entry({ from: '09:00', to: '18:00' }), '09:00–18:00'],
    ['over midnight', entry({ from: '22:00', to: '02:00' }), '22:00–02:00'],
    ['open ends', entry({ from: null, to: null }), '00:00–24:00'],
    ['closed', entry({ isClosed: true }), 'ganztägig geschlossen'],
  ])('entryHours: %s → %s', (_case, value, expected) => {
    expect(entryHours(value)).toBe(expected);
  });

  it.each([
    ['a list', [entry({})], 1],
    ['null (always)', null, 0],
    ['something else', 'x', 0],
  ])('hoursEntriesOf: %s → %i entries', (_case, value, count) => {
    expect(hoursEntriesOf(value)).toHaveLength(count);
  });
});
