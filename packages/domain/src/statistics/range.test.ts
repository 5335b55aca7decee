import { describe, expect, it } from 'vitest';
import {
  changePercent,
  daysOfRange,
  parseDateRange,
  presetRange,
  previousRange,
  rangeDayCount,
  rangeInstants,
  STATISTICS_RANGE_MESSAGES,
  visitorHashInput,
  weekdayHourGrid,
  weekdayHourOf,
} from './range.ts';

const BERLIN = 'Europe/Berlin';

describe('presetRange (decision 030)', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['last7Days', '2026-03-03', '2026-02-25', '2026-03-03'],
    ['thisMonth', '2026-03-15', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-03-15', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2026-01-10', '2025-12-01', '2025-12-31'],
    ['thisYear', '2026-03-15', '2026-01-01', '2026-03-15'],
    ['custom', '2026-03-15', '2026-03-15', '2026-03-15'],
  ] as const)('%s on %s is %s…%s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });
});

describe('previousRange', () => {
  it.each([
    [
      { from: '2026-03-15', to: '2026-03-15' },
      { from: '2026-03-14', to: '2026-03-14' },
    ],
    [
      { from: '2026-02-25', to: '2026-03-03' },
      { from: '2026-02-18', to: '2026-02-24' },
    ],
    [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2025-12-01', to: '2025-12-31' },
    ],
  ])('before %o comes %o', (range, previous) => {
    expect(previousRange(range)).toEqual(previous);
    expect(rangeDayCount(previous)).toBe(rangeDayCount(range));
  });
});

describe('rangeInstants: days in the shop time zone', () => {
  it.each([
    // The last Sunday of October has 25 hours, the last Sunday of March 23: each one day.
    ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
    ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 23],
    ['2026-07-01', '2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z', 24],
  ])('%s runs from %s to %s (%d h)', (day, start, end, hours) => {
    const instants = rangeInstants({ from: day, to: day }, BERLIN);
    expect(instants.start.toISOString()).toBe(start);
    expect(instants.end.toISOString()).toBe(end);
    expect((instants.end.getTime() - instants.start.getTime()) / 3_600_000).toBe(hours);
    expect(daysOfRange({ from: day, to: day })).toEqual([day]);
  });
});

describe('parseDateRange', () => {
  it.each([
    ['2026-01-01', '2026-01-31', null],
    ['2026-01-01', '2026-01-01', null],
    ['2026-02-30', '2026-03-01', ['from', STATISTICS_RANGE_MESSAGES.from]],
    [undefined, '2026-03-01', ['from', STATISTICS_RANGE_MESSAGES.from]],
    ['2026-03-01', 'gestern', ['to', STATISTICS_RANGE_MESSAGES.to]],
    ['2026-03-02', '2026-03-01', ['to', STATISTICS_RANGE_MESSAGES.order]],
    ['2025-01-01', '2026-03-01', ['to', STATISTICS_RANGE_MESSAGES.tooLong]],
  ])('%s…%s → %o', (from, to, error) => {
    const result = parseDateRange(from, to);
    if (error === null) expect(result).toEqual({ ok: true, value: { from, to } });
    else expect(result).toEqual({ ok: false, error: { field: error[0], message: error[1] } });
  });
});

describe('changePercent', () => {
  it.each([
    [120, 100, 20],
    [50, 100, -50],
    [0, 0, 0],
    [5, 0, null],
    [1, 3, -66.7],
  ])('%d against %d is %o %', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });
});

describe('weekday × hour', () => {
  it.each([
    // 23:30 local on the last Sunday of October (after the clock went back) is Sunday 23 h.
    ['2026-10-25T22:30:00.000Z', 6, 23],
    ['2026-10-25T00:30:00.000Z', 6, 2],
    ['2026-10-25T01:30:00.000Z', 6, 2],
    ['2026-03-29T01:30:00.000Z', 6, 3],
    ['2026-01-05T08:00:00.000Z', 0, 9],
  ])('%s is weekday %d, hour %d in Berlin', (iso, weekday, hour) => {
    expect(weekdayHourOf(new Date(iso), BERLIN)).toEqual({ weekday, hour });
  });

  it('fills the 7 × 24 grid with zeros and adds repeated cells', () => {
    const grid = weekdayHourGrid([
      { weekday: 6, hour: 23, count: 2 },
      { weekday: 6, hour: 23, count: 1 },
      { weekday: 0, hour: 0, count: 4 },
    ]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === 24)).toBe(true);
    expect(grid[6]?.[23]).toBe(3);
    expect(grid[0]?.[0]).toBe(4);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(7);
  });
});

describe('visitorHashInput', () => {
  it('changes with the day and the salt, so hashes cannot be linked across days', () => {
    const base = { salt: 's1', day: '2026-03-01', ipAddress: '10.0.0.1', userAgent: 'UA' };
    const a = visitorHashInput(base);
    expect(visitorHashInput({ ...base })).toBe(a);
    expect(visitorHashInput({ ...base, day: '2026-03-02' })).not.toBe(a);
    expect(visitorHashInput({ ...base, salt: 's2' })).not.toBe(a);
    expect(visitorHashInput({ ...base, ipAddress: '10.0.0.2' })).not.toBe(a);
  });
});
