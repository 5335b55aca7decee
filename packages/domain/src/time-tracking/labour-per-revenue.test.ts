import { describe, expect, it } from 'vitest';
import { hoursPer100Revenue, labourPerRevenueReport } from './labour-per-revenue.ts';

describe('hoursPer100Revenue (decision 047)', () => {
  it.each([
    ['8 hours on 400 €: 2 hours per 100 €', 480, 40_000, 2],
    ['7.5 hours on 1 000 €', 450, 100_000, 0.75],
    ['rounded to two decimals', 100, 30_000, 0.56],
    ['hours without revenue: no ratio', 480, 0, null],
    ['negative revenue (refunds): no ratio', 60, -500, null],
    ['revenue without hours: zero', 0, 25_000, 0],
    ['one cent of revenue', 60, 1, 10_000],
  ])('%s', (_name, minutes, gross, expected) => {
    expect(hoursPer100Revenue(minutes, gross)).toBe(expected);
  });
});

describe('labourPerRevenueReport (decision 047)', () => {
  const range = { from: '2026-03-28', to: '2026-03-30' };
  it.each([
    {
      name: 'one branch, one day with both',
      hours: [{ branchId: 1, date: '2026-03-28', minutes: 480 }],
      revenue: [{ branchId: 1, date: '2026-03-28', gross: 40_000 }],
      rows: [{ day: '2026-03-28', branchId: 1, minutes: 480, gross: 40_000, hoursPer100: 2 }],
      daily: [2, null, null],
      total: { minutes: 480, gross: 40_000, hoursPer100: 2 },
    },
    {
      name: 'hours without revenue, revenue without hours, two branches summed per day',
      hours: [
        { branchId: 1, date: '2026-03-29', minutes: 300 },
        { branchId: 1, date: '2026-03-29', minutes: 180 },
        { branchId: 2, date: '2026-03-30', minutes: 120 },
      ],
      revenue: [
        { branchId: 2, date: '2026-03-29', gross: 20_000 },
        { branchId: 1, date: '2026-03-30', gross: 10_000 },
      ],
      rows: [
        { day: '2026-03-29', branchId: 1, minutes: 480, gross: 0, hoursPer100: null },
        { day: '2026-03-29', branchId: 2, minutes: 0, gross: 20_000, hoursPer100: 0 },
        { day: '2026-03-30', branchId: 1, minutes: 0, gross: 10_000, hoursPer100: 0 },
        { day: '2026-03-30', branchId: 2, minutes: 120, gross: 0, hoursPer100: null },
      ],
      daily: [null, 4, 2],
      total: { minutes: 600, gross: 30_000, hoursPer100: 3.33 },
    },
    {
      name: 'days outside the range are left out; records without a branch are branch null',
      hours: [
        { branchId: null, date: '2026-03-28', minutes: 60 },
        { branchId: 1, date: '2026-03-31', minutes: 600 },
      ],
      revenue: [
        { branchId: null, date: '2026-03-28', gross: 5_000 },
        { branchId: 1, date: '2026-03-27', gross: 99_000 },
      ],
      rows: [{ day: '2026-03-28', branchId: null, minutes: 60, gross: 5_000, hoursPer100: 2 }],
      daily: [2, null, null],
      total: { minutes: 60, gross: 5_000, hoursPer100: 2 },
    },
  ])('$name', ({ hours, revenue, rows, daily, total }) => {
    const report = labourPerRevenueReport(hours, revenue, range);
    expect(report.rows).toEqual(rows);
    expect(report.daily.map((day) => day.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(report.daily.map((day) => day.hoursPer100)).toEqual(daily);
    expect(report.total).toEqual(total);
  });
});
