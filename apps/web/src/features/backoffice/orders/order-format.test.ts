import { describe, expect, it } from 'vitest';
import { formatDue, orderMoney, orderTypeLabel } from './order-format.ts';

// Order lists (spec §9): due times in the shop's time zone (Europe/Berlin), order types with table.

describe('formatDue', () => {
  const now = new Date('2026-12-03T10:00:00Z'); // 11:00 in Berlin
  it.each([
    { case: 'today: the time only', iso: '2026-12-03T11:15:00Z', expected: '12:15 Uhr' },
    { case: 'late today', iso: '2026-12-03T22:30:00Z', expected: '23:30 Uhr' },
    {
      case: 'tomorrow in Berlin though still today in UTC',
      iso: '2026-12-03T23:30:00Z',
      expected: '04.12.2026, 00:30',
    },
    { case: 'another day', iso: '2026-12-05T09:00:00Z', expected: '05.12.2026, 10:00' },
  ])('$case', ({ iso, expected }) => {
    expect(formatDue(iso, now)).toBe(expected);
  });
});

describe('orderTypeLabel', () => {
  it.each([
    {
      case: 'takeaway',
      order: { isDelivery: false, isDineIn: false, tableIdentifier: null },
      expected: 'Takeaway',
    },
    {
      case: 'delivery',
      order: { isDelivery: true, isDineIn: false, tableIdentifier: null },
      expected: 'Lieferung',
    },
    {
      case: 'dine-in without table',
      order: { isDelivery: false, isDineIn: true, tableIdentifier: null },
      expected: 'Dine In',
    },
    {
      case: 'dine-in at a table',
      order: { isDelivery: false, isDineIn: true, tableIdentifier: '12' },
      expected: 'Dine In · Tisch 12',
    },
    {
      case: 'a table on a takeaway order is not shown',
      order: { isDelivery: false, isDineIn: false, tableIdentifier: '12' },
      expected: 'Takeaway',
    },
  ])('$case → $expected', ({ order, expected }) => {
    expect(orderTypeLabel(order)).toBe(expected);
  });
});

describe('orderMoney', () => {
  it.each([
    [1780, 'EUR', '17,80\u00a0€'],
    [0, 'EUR', '0,00\u00a0€'],
    [123456, 'CHF', '1.234,56\u00a0CHF'],
  ])('%i %s → %s', (cents, currency, expected) => {
    expect(orderMoney(cents, currency)).toBe(expected);
  });
});
