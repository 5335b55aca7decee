import { describe, expect, it } from 'vitest';
import {
  type HolidayBalanceFigures,
  type HolidayBalanceInput,
  holidayBalance,
} from './holiday-balance.ts';

const base = { entitlementDays: 28, carriedOverDays: 0, takenBeforeDays: 0, today: '2026-12-02' };

describe('holidayBalance', () => {
  it.each<[string, Partial<HolidayBalanceInput>, Partial<HolidayBalanceFigures>]>([
    [
      'nothing taken or planned',
      { holidayDates: [] },
      { takenDays: 0, plannedDays: 0, remainingDays: 28 },
    ],
    [
      'days up to today are taken, later ones planned',
      { holidayDates: ['2026-08-03', '2026-08-04', '2026-12-02', '2026-12-23'] },
      { takenDays: 3, plannedDays: 1, remainingDays: 24 },
    ],
    [
      'a day recorded twice counts once',
      { holidayDates: ['2026-08-03', '2026-08-03'] },
      { takenDays: 1, remainingDays: 27 },
    ],
    [
      'carried over and taken before the records',
      { carriedOverDays: 4.5, takenBeforeDays: 10, holidayDates: [] },
      { takenDays: 10, remainingDays: 22.5 },
    ],
    [
      'more planned than there is: negative',
      { entitlementDays: 1, holidayDates: ['2026-12-21', '2026-12-22'] },
      { plannedDays: 2, remainingDays: -1 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(holidayBalance({ ...base, holidayDates: [], ...input })).toMatchObject(expected);
  });
});
