import { describe, expect, it } from 'vitest';
import { activityWorkedMinutes, activityWorkIntervals, workedMinutesOnDay } from './durations.ts';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
type Row = {
  startedAt: string;
  endedAt: string | null;
  pausedAt?: string | null;
  pauses?: { from: string; to: string }[];
};
const activity = (row: Row) => ({
  startedAt: at(row.startedAt),
  endedAt: row.endedAt ? at(row.endedAt) : null,
  pausedAt: row.pausedAt ? at(row.pausedAt) : null,
  pauses: row.pauses ?? [],
});

describe('worked minutes of one activity (pauses taken off)', () => {
  const now = '2026-11-26T16:00:00Z';
  it.each<[string, Row, number]>([
    [
      'finished, no pause',
      { startedAt: '2026-11-26T07:00:00Z', endedAt: '2026-11-26T15:00:00Z' },
      480,
    ],
    [
      'finished with two pauses',
      {
        startedAt: '2026-11-26T07:00:00Z',
        endedAt: '2026-11-26T15:00:00Z',
        pauses: [
          { from: '2026-11-26T09:00:00Z', to: '2026-11-26T09:15:00Z' },
          { from: '2026-11-26T12:00:00Z', to: '2026-11-26T12:30:00Z' },
        ],
      },
      435,
    ],
    ['running: counts up to now', { startedAt: '2026-11-26T15:00:00Z', endedAt: null }, 60],
    [
      'paused: the open pause does not count',
      { startedAt: '2026-11-26T14:00:00Z', endedAt: null, pausedAt: '2026-11-26T15:30:00Z' },
      90,
    ],
    ['zero length', { startedAt: '2026-11-26T07:00:00Z', endedAt: '2026-11-26T07:00:00Z' }, 0],
  ])('%s', (_name, row, minutes) => {
    expect(activityWorkedMinutes(activity(row), at(now))).toBe(minutes);
  });

  it('splits the activity into work intervals around its pauses', () => {
    const intervals = activityWorkIntervals(
      activity({
        startedAt: '2026-11-26T07:00:00Z',
        endedAt: '2026-11-26T10:00:00Z',
        pauses: [{ from: '2026-11-26T08:00:00Z', to: '2026-11-26T08:30:00Z' }],
      }),
      at(now),
    );
    expect(intervals.map((i) => [i.from.toISOString(), i.to.toISOString()])).toEqual([
      ['2026-11-26T07:00:00.000Z', '2026-11-26T08:00:00.000Z'],
      ['2026-11-26T08:30:00.000Z', '2026-11-26T10:00:00.000Z'],
    ]);
  });
});

describe('worked minutes per day in the shop time zone (Europe/Berlin)', () => {
  const now = '2026-12-31T00:00:00Z';
  it.each<[string, Row, string, number]>([
    // 22:00–06:00 local in winter (UTC+1): 2 h on the first day, 6 h on the next.
    [
      'night shift, first day',
      { startedAt: '2026-11-26T21:00:00Z', endedAt: '2026-11-27T05:00:00Z' },
      '2026-11-26',
      120,
    ],
    [
      'night shift, second day',
      { startedAt: '2026-11-26T21:00:00Z', endedAt: '2026-11-27T05:00:00Z' },
      '2026-11-27',
      360,
    ],
    [
      'night shift, other day',
      { startedAt: '2026-11-26T21:00:00Z', endedAt: '2026-11-27T05:00:00Z' },
      '2026-11-28',
      0,
    ],
    // 23:00 UTC is already the next local day in winter.
    [
      'late UTC evening is the next Berlin day',
      { startedAt: '2026-11-26T23:30:00Z', endedAt: '2026-11-27T01:00:00Z' },
      '2026-11-27',
      90,
    ],
    // Spring forward 29 Mar 2026 02:00 → 03:00: 22:00–06:00 local is only 7 h.
    [
      'night into summer time, first day',
      { startedAt: '2026-03-28T21:00:00Z', endedAt: '2026-03-29T04:00:00Z' },
      '2026-03-28',
      120,
    ],
    [
      'night into summer time, second day',
      { startedAt: '2026-03-28T21:00:00Z', endedAt: '2026-03-29T04:00:00Z' },
      '2026-03-29',
      300,
    ],
    // Fall back 25 Oct 2026 03:00 → 02:00: 22:00–06:00 local is 9 h.
    [
      'night into winter time, first day',
      { startedAt: '2026-10-24T20:00:00Z', endedAt: '2026-10-25T05:00:00Z' },
      '2026-10-24',
      120,
    ],
    [
      'night into winter time, second day',
      { startedAt: '2026-10-24T20:00:00Z', endedAt: '2026-10-25T05:00:00Z' },
      '2026-10-25',
      420,
    ],
    [
      'pause across midnight is split too',
      {
        startedAt: '2026-11-26T21:00:00Z',
        endedAt: '2026-11-27T01:00:00Z',
        pauses: [{ from: '2026-11-26T22:30:00Z', to: '2026-11-26T23:30:00Z' }],
      },
      '2026-11-26',
      90,
    ],
  ])('%s', (_name, row, date, minutes) => {
    expect(workedMinutesOnDay([activity(row)], date, BERLIN, at(now))).toBe(minutes);
  });
});
