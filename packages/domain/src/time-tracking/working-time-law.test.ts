import { describe, expect, it } from 'vitest';
import { type WorkingTimeWarning, workingTimeWarnings } from './working-time-law.ts';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
type Row = { startedAt: string; endedAt: string; pauses?: { from: string; to: string }[] };
const activities = (rows: Row[]) =>
  rows.map((row) => ({
    startedAt: at(row.startedAt),
    endedAt: at(row.endedAt),
    pausedAt: null,
    pauses: row.pauses ?? [],
  }));
const now = at('2026-12-31T00:00:00Z');
// Winter: local = UTC + 1. "T07" UTC is 08:00 in Berlin.
const pause = (from: string, to: string) => ({
  from: `2026-11-26T${from}:00Z`,
  to: `2026-11-26T${to}:00Z`,
});
const day = (from: string, to: string, pauses: { from: string; to: string }[] = []): Row => ({
  startedAt: `2026-11-26T${from}:00Z`,
  endedAt: `2026-11-26T${to}:00Z`,
  pauses,
});

describe('ArbZG warnings of a working day (§3, §4, §5 ArbZG)', () => {
  it.each<[string, Row[], WorkingTimeWarning[]]>([
    ['exactly 6 h without a break is allowed', [day('07:00', '13:00')], []],
    [
      '7 h without a break',
      [day('07:00', '14:00')],
      [{ code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 0 }],
    ],
    [
      '6 h 1 min with a 20 min pause',
      [day('07:00', '13:21', [pause('10:00', '10:20')])],
      [{ code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 20 }],
    ],
    ['7 h with a 30 min pause', [day('07:00', '14:30', [pause('10:00', '10:30')])], []],
    [
      'two pauses of 15 min count together',
      [day('07:00', '14:30', [pause('09:00', '09:15'), pause('11:00', '11:15')])],
      [],
    ],
    [
      'pauses under 15 min do not count',
      [day('07:00', '14:20', [pause('09:00', '09:10'), pause('11:00', '11:10')])],
      [{ code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 0 }],
    ],
    [
      '9 h 30 min with only 30 min break',
      [day('06:00', '16:00', [pause('10:00', '10:30')])],
      [{ code: 'breakTooShort', requiredMinutes: 45, takenMinutes: 30 }],
    ],
    [
      'exactly 9 h with 30 min break is allowed',
      [day('06:00', '15:30', [pause('10:00', '10:30')])],
      [],
    ],
    ['9 h 15 min with 45 min break', [day('06:00', '16:00', [pause('10:00', '10:45')])], []],
    ['a gap between two activities is a break', [day('06:00', '10:00'), day('10:30', '13:30')], []],
    [
      '10 h 30 min worked',
      [day('05:00', '16:15', [pause('10:00', '10:45')])],
      [{ code: 'dayTooLong', workedMinutes: 630 }],
    ],
    ['exactly 10 h is allowed', [day('05:00', '15:45', [pause('10:00', '10:45')])], []],
  ])('%s', (_name, rows, warnings) => {
    expect(workingTimeWarnings(activities(rows), '2026-11-26', BERLIN, now)).toEqual(warnings);
  });

  it.each<[string, Row[], WorkingTimeWarning[]]>([
    [
      '10 h rest after a late shift',
      [
        { startedAt: '2026-11-25T15:00:00Z', endedAt: '2026-11-25T21:00:00Z' },
        day('07:00', '12:00'),
      ],
      [{ code: 'restTooShort', restMinutes: 600 }],
    ],
    [
      'exactly 11 h rest is allowed',
      [
        { startedAt: '2026-11-25T15:00:00Z', endedAt: '2026-11-25T20:00:00Z' },
        day('07:00', '12:00'),
      ],
      [],
    ],
    [
      'a night shift belongs to the day it started',
      [{ startedAt: '2026-11-25T21:00:00Z', endedAt: '2026-11-26T03:00:00Z' }],
      [],
    ],
  ])('%s', (_name, rows, warnings) => {
    expect(workingTimeWarnings(activities(rows), '2026-11-26', BERLIN, now)).toEqual(warnings);
  });

  it('counts a night shift on the day it started, over the change to summer time', () => {
    // 28 Mar 2026 20:00 – 29 Mar 07:00 local: 10 h of real time (one hour skipped), no break.
    const night = activities([
      { startedAt: '2026-03-28T19:00:00Z', endedAt: '2026-03-29T05:00:00Z' },
    ]);
    expect(workingTimeWarnings(night, '2026-03-28', BERLIN, now)).toEqual([
      { code: 'breakTooShort', requiredMinutes: 45, takenMinutes: 0 },
    ]);
    expect(workingTimeWarnings(night, '2026-03-29', BERLIN, now)).toEqual([]);
  });

  it('over the change to winter time an extra hour counts', () => {
    // 24 Oct 2026 20:00 – 25 Oct 06:00 local: 11 h of real time.
    const night = activities([
      { startedAt: '2026-10-24T18:00:00Z', endedAt: '2026-10-25T05:00:00Z' },
    ]);
    expect(workingTimeWarnings(night, '2026-10-24', BERLIN, now)).toEqual([
      { code: 'breakTooShort', requiredMinutes: 45, takenMinutes: 0 },
      { code: 'dayTooLong', workedMinutes: 660 },
    ]);
  });
});
