import { describe, expect, it } from 'vitest';
import { type BranchDayMinutes, workingTimeReport } from './working-time-report.ts';

describe('workingTimeReport', () => {
  it.each<[string, BranchDayMinutes[], { total: number; daily: number[]; rows: number }]>([
    ['nothing: zero-filled days', [], { total: 0, daily: [0, 0, 0], rows: 0 }],
    [
      'two branches on one day, one outside the range',
      [
        { branchId: 1, date: '2026-11-02', minutes: 480 },
        { branchId: 2, date: '2026-11-02', minutes: 240 },
        { branchId: 1, date: '2026-11-02', minutes: 60 },
        { branchId: 1, date: '2026-11-09', minutes: 999 },
      ],
      { total: 780, daily: [0, 780, 0], rows: 2 },
    ],
    [
      'records without a branch form their own row',
      [{ branchId: null, date: '2026-11-03', minutes: 30 }],
      { total: 30, daily: [0, 0, 30], rows: 1 },
    ],
  ])('%s', (_name, items, expected) => {
    const report = workingTimeReport(items, { from: '2026-11-01', to: '2026-11-03' });
    expect(report.total).toBe(expected.total);
    expect(report.daily.map((day) => day.value)).toEqual(expected.daily);
    expect(report.rows).toHaveLength(expected.rows);
  });

  it('sums one branch’s day into one row', () => {
    const report = workingTimeReport(
      [
        { branchId: 1, date: '2026-11-02', minutes: 480 },
        { branchId: 1, date: '2026-11-02', minutes: 60 },
      ],
      { from: '2026-11-02', to: '2026-11-02' },
    );
    expect(report.rows).toEqual([{ day: '2026-11-02', branchId: 1, minutes: 540 }]);
  });
});
