import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  decimalHours,
  formatSheetMinutes,
  monthlyTimeSheet,
  type SheetActivity,
  type SheetSchedule,
  timeRecordDeletableFrom,
  timeSheetCsvRows,
  timeSheetWarningText,
} from './time-sheet.ts';

const BERLIN = 'Europe/Berlin';
const now = new Date('2027-01-15T00:00:00Z');
const work = (
  startedAt: string,
  endedAt: string | null,
  pauses: { from: string; to: string }[] = [],
  type = 'work',
): SheetActivity => ({
  type,
  startedAt: new Date(startedAt),
  endedAt: endedAt === null ? null : new Date(endedAt),
  pausedAt: null,
  pauses,
});
const plan = (
  startsAt: string,
  endsAt: string,
  type = 'work',
  breakMinutes?: number,
): SheetSchedule => ({
  type,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  ...(breakMinutes === undefined ? {} : { breakMinutes }),
});

describe('daysOfMonth', () => {
  it.each([
    ['2026-11', 30, '2026-11-30'],
    ['2027-02', 28, '2027-02-28'],
    ['2028-02', 29, '2028-02-29'],
    ['2026-12', 31, '2026-12-31'],
  ])('%s has %i days ending %s', (month, count, last) => {
    const days = daysOfMonth(month);
    expect(days).toHaveLength(count);
    expect(days.at(-1)).toBe(last);
  });
});

type Case = {
  name: string;
  month: string;
  activities: SheetActivity[];
  schedules?: SheetSchedule[];
  date: string;
  expected: Record<string, unknown>;
};

describe('monthlyTimeSheet: one day row', () => {
  it.each<Case>([
    {
      name: 'a winter day 08:00–16:30 with a 30 min pause, 8 h planned',
      month: '2026-11',
      // Winter: Berlin = UTC + 1.
      activities: [
        work('2026-11-26T07:00:00Z', '2026-11-26T15:30:00Z', [
          { from: '2026-11-26T11:00:00Z', to: '2026-11-26T11:30:00Z' },
        ]),
      ],
      schedules: [plan('2026-11-26T07:00:00Z', '2026-11-26T15:00:00Z')],
      date: '2026-11-26',
      expected: {
        start: '08:00',
        end: '16:30',
        breakMinutes: 30,
        workedMinutes: 480,
        plannedMinutes: 480,
        differenceMinutes: 0,
        warnings: [],
      },
    },
    {
      name: 'a week-plan shift 08:00–16:30 with a 30 min planned break: 8 h planned',
      month: '2026-11',
      activities: [work('2026-11-26T07:00:00Z', '2026-11-26T15:00:00Z')],
      schedules: [plan('2026-11-26T07:00:00Z', '2026-11-26T15:30:00Z', 'work', 30)],
      date: '2026-11-26',
      expected: { plannedMinutes: 480, differenceMinutes: 0 },
    },
    {
      name: 'two activities with a 45 min gap: the gap is the break',
      month: '2026-11',
      activities: [
        work('2026-11-26T07:00:00Z', '2026-11-26T11:00:00Z'),
        work('2026-11-26T11:45:00Z', '2026-11-26T15:00:00Z'),
      ],
      date: '2026-11-26',
      expected: { start: '08:00', end: '16:00', breakMinutes: 45, workedMinutes: 435 },
    },
    {
      name: '7 h without a break: worked 7 h, warning, −1 h against 8 h planned',
      month: '2026-11',
      activities: [work('2026-11-26T07:00:00Z', '2026-11-26T14:00:00Z')],
      schedules: [plan('2026-11-26T07:00:00Z', '2026-11-26T15:00:00Z')],
      date: '2026-11-26',
      expected: {
        workedMinutes: 420,
        differenceMinutes: -60,
        warnings: [{ code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 0 }],
      },
    },
    {
      name: 'a night shift 22:00–04:00 stays on the day it began',
      month: '2026-11',
      activities: [work('2026-11-26T21:00:00Z', '2026-11-27T03:00:00Z')],
      date: '2026-11-26',
      expected: { start: '22:00', end: '04:00', workedMinutes: 360 },
    },
    {
      name: 'summer time begins: 00:00–06:00 local are 5 real hours',
      month: '2027-03',
      // 2027-03-28 02:00 CET → 03:00 CEST; 00:00 local = 23:00Z, 06:00 local = 04:00Z.
      activities: [work('2027-03-27T23:00:00Z', '2027-03-28T04:00:00Z')],
      date: '2027-03-28',
      expected: { start: '00:00', end: '06:00', workedMinutes: 300 },
    },
    {
      name: 'summer time ends: 00:00–06:00 local are 7 real hours',
      month: '2026-10',
      // 2026-10-25 03:00 CEST → 02:00 CET; 00:00 local = 22:00Z (prev day), 06:00 local = 05:00Z.
      activities: [work('2026-10-24T22:00:00Z', '2026-10-25T05:00:00Z')],
      date: '2026-10-25',
      expected: { start: '00:00', end: '06:00', workedMinutes: 420 },
    },
    {
      name: 'a running activity has a start and no end',
      month: '2027-01',
      activities: [work('2027-01-14T20:00:00Z', null)],
      date: '2027-01-14',
      expected: { start: '21:00', end: null, workedMinutes: 240 },
    },
    {
      name: 'a planned holiday is a holiday day without planned hours',
      month: '2026-11',
      activities: [],
      schedules: [plan('2026-11-23T07:00:00Z', '2026-11-23T15:00:00Z', 'holiday')],
      date: '2026-11-23',
      expected: { start: null, isHoliday: true, plannedMinutes: 0, workedMinutes: 0 },
    },
  ])('$name', ({ month, activities, schedules, date, expected }) => {
    const sheet = monthlyTimeSheet({
      month,
      activities,
      schedules: schedules ?? [],
      timeZone: BERLIN,
      now,
    });
    expect(sheet.days.find((day) => day.date === date)).toMatchObject(expected);
  });

  it('sums the month and counts holiday days', () => {
    const sheet = monthlyTimeSheet({
      month: '2026-11',
      activities: [
        work('2026-11-26T07:00:00Z', '2026-11-26T14:00:00Z'),
        work('2026-11-27T07:00:00Z', '2026-11-27T11:00:00Z'),
        work('2026-11-20T07:00:00Z', '2026-11-20T15:00:00Z', [], 'holiday'),
      ],
      schedules: [plan('2026-11-26T07:00:00Z', '2026-11-26T15:00:00Z')],
      timeZone: BERLIN,
      now,
    });
    expect(sheet.totals).toEqual({
      workedMinutes: 660,
      breakMinutes: 0,
      plannedMinutes: 480,
      differenceMinutes: 180,
      holidayDays: 1,
    });
  });
});

describe('sheet formats', () => {
  it.each([
    [0, '0:00', '0,00'],
    [450, '7:30', '7,50'],
    [-60, '−1:00', '-1,00'],
    [605, '10:05', '10,08'],
  ])('%i minutes read %s and %s h', (minutes, clock, decimal) => {
    expect(formatSheetMinutes(minutes)).toBe(clock);
    expect(decimalHours(minutes)).toBe(decimal);
  });

  it('writes CSV rows only for days with something on them, quoting text with ;', () => {
    const sheet = monthlyTimeSheet({
      month: '2026-11',
      activities: [work('2026-11-26T07:00:00Z', '2026-11-26T14:00:00Z')],
      schedules: [],
      timeZone: BERLIN,
      now,
    });
    expect(timeSheetCsvRows('Berger; Anna', sheet, (w) => w.code)).toEqual([
      '"Berger; Anna";2026-11-26;08:00;15:00;0,00;7,00;0,00;7,00;;breakTooShort',
    ]);
  });
});

describe('record keeping (two years)', () => {
  it.each([
    ['2026-11-26', '2028-11-27'],
    ['2024-02-29', '2026-03-02'],
    ['2026-12-31', '2029-01-01'],
  ])('a record ended on %s may be deleted from %s', (endedOn, from) => {
    expect(timeRecordDeletableFrom(endedOn)).toBe(from);
  });

  it.each([
    [
      { code: 'breakTooShort', requiredMinutes: 30, takenMinutes: 0 } as const,
      'Pause zu kurz (0 von 30 Min., § 4 ArbZG)',
    ],
    [
      { code: 'dayTooLong', workedMinutes: 630 } as const,
      'Mehr als 10 Stunden (10:30 h, § 3 ArbZG)',
    ],
    [{ code: 'restTooShort', restMinutes: 540 } as const, 'Ruhezeit zu kurz (9:00 h, § 5 ArbZG)'],
  ])('warning %o reads %s', (warning, text) => {
    expect(timeSheetWarningText(warning)).toBe(text);
  });
});
