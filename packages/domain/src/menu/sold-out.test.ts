import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { checkProductOrderable } from './orderable.ts';
import { businessDayOf, isSoldOutOn } from './sold-out.ts';

describe('businessDayOf: the shop day of an instant, in the shop’s time zone', () => {
  it.each([
    ['2026-12-02T11:00:00Z', 'Europe/Berlin', '2026-12-02'],
    // 23:30 UTC is already the next day in Berlin (CET, +1).
    ['2026-12-02T23:30:00Z', 'Europe/Berlin', '2026-12-03'],
    ['2026-12-02T22:59:59Z', 'Europe/Berlin', '2026-12-02'],
    ['2026-12-02T23:00:00Z', 'Europe/Berlin', '2026-12-03'],
    // Summer time (CEST, +2): midnight is 22:00 UTC.
    ['2026-07-01T21:59:59Z', 'Europe/Berlin', '2026-07-01'],
    ['2026-07-01T22:00:00Z', 'Europe/Berlin', '2026-07-02'],
    // The nights the clocks change.
    ['2026-03-29T00:30:00Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-10-24T22:30:00Z', 'Europe/Berlin', '2026-10-25'],
    // Another zone: New York is behind UTC.
    ['2026-12-03T03:00:00Z', 'America/New_York', '2026-12-02'],
    ['2026-12-31T23:00:00Z', 'Europe/Berlin', '2027-01-01'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(businessDayOf(new Date(instant), timeZone)).toBe(expected);
  });
});

describe('isSoldOutOn: a mark counts on its business day only', () => {
  const marks = [
    { productId: 7, businessDay: '2026-12-02' },
    { productId: 8, businessDay: '2026-12-01' },
  ];
  it.each([
    [7, '2026-12-02T11:00:00Z', true],
    // The next day it is back by itself (midnight in Berlin is 23:00 UTC).
    [7, '2026-12-02T23:00:00Z', false],
    [7, '2026-12-02T22:59:00Z', true],
    [8, '2026-12-02T11:00:00Z', false],
    [9, '2026-12-02T11:00:00Z', false],
  ])('product %i at %s: %s', (productId, at, expected) => {
    expect(isSoldOutOn(marks, productId, new Date(at), 'Europe/Berlin')).toBe(expected);
  });
  it('no marks: never sold out', () => {
    expect(isSoldOutOn([], 7, new Date('2026-12-02T11:00:00Z'), 'Europe/Berlin')).toBe(false);
  });
});

describe('checkProductOrderable with a branch’s sold-out mark', () => {
  const base = {
    product: { isEnabled: true, schedule: [], isVisibleWhenUnavailable: false },
    categories: [{ isEnabled: true, schedule: [], isVisibleWhenUnavailable: false }],
    stock: null,
    quantity: 1,
    at: new Date('2026-12-02T11:00:00Z'),
    timeZone: 'Europe/Berlin',
  };
  it.each([
    [false, null],
    [true, MESSAGES.productSoldOutToday],
  ])('sold out today %s → %s', (isSoldOutToday, message) => {
    const result = checkProductOrderable({ ...base, isSoldOutToday });
    expect(result.ok ? null : result.error.message).toBe(message);
  });
});
