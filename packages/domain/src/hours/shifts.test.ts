import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { addDays, daysBetween, parseTimeOfDay } from './local-date.ts';
import {
  entriesForDate,
  isOpenAt,
  isScheduleActive,
  mergeShifts,
  nextOpeningAfter,
  shiftsBetween,
  shiftsStartingOn,
} from './shifts.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const entry = (overrides: Partial<HoursEntry>): HoursEntry => ({
  type: 'daily',
  isClosed: false,
  from: '10:00',
  to: '22:00',
  ...overrides,
});
const iso = (d: Date) => d.toISOString();

describe('entriesForDate (once overrides weekly, weekday overrides daily)', () => {
  const daily = entry({ type: 'daily' });
  const sunday = entry({ type: 'sunday', isClosed: true });
  const christmas = entry({ type: 'once', date: '2024-12-24', from: '10:00', to: '14:00' });
  const hours = [daily, sunday, christmas];

  it.each([
    ['a Tuesday', '2024-12-17', [daily]],
    ['a Sunday', '2024-12-22', [sunday]],
    ['the one-off date', '2024-12-24', [christmas]],
    ['a date with no entries', '2024-12-24', []],
  ] as const)('picks the entries of %s', (name, date, expected) => {
    const source = name === 'a date with no entries' ? [] : hours;
    expect(entriesForDate(source, date)).toEqual(expected);
  });
});

describe('shiftsStartingOn', () => {
  it.each([
    ['a normal day', [entry({})], '2025-01-15', [['10:00', '2025-01-15', '22:00', '2025-01-15']]],
    [
      'past midnight',
      [entry({ from: '18:00', to: '02:00' })],
      '2025-01-17',
      [['18:00', '2025-01-17', '02:00', '2025-01-18']],
    ],
    [
      'until 24:00',
      [entry({ from: '18:00', to: '24:00' })],
      '2025-01-17',
      [['18:00', '2025-01-17', '00:00', '2025-01-18']],
    ],
    [
      'missing times = whole day',
      [entry({ from: null, to: null })],
      '2025-01-17',
      [['00:00', '2025-01-17', '00:00', '2025-01-18']],
    ],
    [
      'equal times = 24 hours',
      [entry({ from: '06:00', to: '06:00' })],
      '2025-01-17',
      [['06:00', '2025-01-17', '06:00', '2025-01-18']],
    ],
    ['closed', [entry({ isClosed: true })], '2025-01-17', []],
    [
      'closed wins over hours of the same day',
      [entry({ type: 'friday', isClosed: true }), entry({ type: 'friday' })],
      '2025-01-17',
      [],
    ],
    [
      'two shifts sorted',
      [entry({ from: '17:00', to: '22:00' }), entry({ from: '11:00', to: '14:00' })],
      '2025-01-17',
      [
        ['11:00', '2025-01-17', '14:00', '2025-01-17'],
        ['17:00', '2025-01-17', '22:00', '2025-01-17'],
      ],
    ],
    ['no entries', [], '2025-01-17', []],
  ] as const)('%s', (_name, hours, date, expected) => {
    const shifts = shiftsStartingOn(hours, date, BERLIN);
    expect(shifts.map((s) => [iso(s.start), iso(s.end)])).toEqual(
      expected.map(([from, fromDate, to, toDate]) => [
        iso(at(fromDate, from)),
        iso(at(toDate, to)),
      ]),
    );
  });

  it('has a 23-hour whole day on the last Sunday of March and 25 hours in October', () => {
    const whole = [entry({ from: '00:00', to: '24:00' })];
    const length = (date: string) => {
      const [shift] = shiftsStartingOn(whole, date, BERLIN);
      return shift ? (shift.end.getTime() - shift.start.getTime()) / 3_600_000 : 0;
    };
    expect(length('2025-03-30')).toBe(23);
    expect(length('2025-10-26')).toBe(25);
    expect(length('2024-03-31')).toBe(23);
    expect(length('2024-10-27')).toBe(25);
  });

  it('counts a night shift over the March jump as two real hours', () => {
    const [shift] = shiftsStartingOn([entry({ from: '01:00', to: '04:00' })], '2025-03-30', BERLIN);
    expect(shift && iso(shift.start)).toBe('2025-03-30T00:00:00.000Z');
    expect(shift && iso(shift.end)).toBe('2025-03-30T02:00:00.000Z');
  });
});

describe('isOpenAt (bounds, midnight, DST)', () => {
  const weekdays = [
    entry({ type: 'friday', from: '18:00', to: '02:00' }),
    entry({ type: 'monday' }),
  ];

  it.each([
    ['opening minute', '2025-01-13', '10:00', true],
    ['one minute before', '2025-01-13', '09:59', false],
    ['last minute', '2025-01-13', '21:59', true],
    ['closing minute', '2025-01-13', '22:00', false],
    ['midnight on a day without entry', '2025-01-14', '00:00', false],
    ['Friday night', '2025-01-17', '23:59', true],
    ['Saturday after midnight (Friday shift)', '2025-01-18', '00:00', true],
    ['Saturday 01:59', '2025-01-18', '01:59', true],
    ['Saturday 02:00', '2025-01-18', '02:00', false],
    ['Friday before the shift', '2025-01-17', '17:59', false],
  ])('%s → %s', (_name, date, time, expected) => {
    expect(isOpenAt(weekdays, at(date, time), BERLIN)).toBe(expected);
  });

  it('stays correct across the DST changes', () => {
    const nights = [entry({ type: 'saturday', from: '20:00', to: '04:00' })];
    // March: Saturday 20:00 CET … Sunday 04:00 CEST
    expect(isOpenAt(nights, new Date('2025-03-30T01:30:00Z'), BERLIN)).toBe(true); // 03:30 CEST
    expect(isOpenAt(nights, new Date('2025-03-30T02:00:00Z'), BERLIN)).toBe(false); // 04:00 CEST
    // October: the night gets an extra hour, still closing at 04:00 CET
    expect(isOpenAt(nights, new Date('2025-10-26T02:59:00Z'), BERLIN)).toBe(true); // 03:59 CET
    expect(isOpenAt(nights, new Date('2025-10-26T03:00:00Z'), BERLIN)).toBe(false); // 04:00 CET
  });

  it('does not depend on the zone it is asked in', () => {
    const instant = new Date('2025-01-13T21:30:00Z'); // 22:30 Berlin, 21:30 London
    expect(isOpenAt([entry({})], instant, BERLIN)).toBe(false);
    expect(isOpenAt([entry({})], instant, 'Europe/London')).toBe(true);
  });
});

describe('isScheduleActive (spec §4: null or empty schedule = always)', () => {
  const now = at('2025-01-13', '08:00');
  it.each([
    ['null', null, true],
    ['undefined', undefined, true],
    ['empty', [], true],
    ['outside the schedule', [entry({})], false],
    ['inside the schedule', [entry({ from: '07:00' })], true],
  ])('%s → %s', (_name, schedule, expected) => {
    expect(isScheduleActive(schedule, now, BERLIN)).toBe(expected);
  });
});

describe('mergeShifts and nextOpeningAfter', () => {
  it('merges touching and overlapping shifts, keeps gaps', () => {
    const s = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });
    expect(
      mergeShifts([
        s('2025-01-01T12:00Z', '2025-01-01T14:00Z'),
        s('2025-01-01T08:00Z', '2025-01-01T12:00Z'),
        s('2025-01-01T09:00Z', '2025-01-01T10:00Z'),
        s('2025-01-01T15:00Z', '2025-01-01T16:00Z'),
      ]),
    ).toEqual([
      s('2025-01-01T08:00Z', '2025-01-01T14:00Z'),
      s('2025-01-01T15:00Z', '2025-01-01T16:00Z'),
    ]);
    expect(mergeShifts([])).toEqual([]);
  });

  it('finds the next start after an instant, or null within the horizon', () => {
    const hours = [
      entry({ type: 'monday' }),
      entry({ type: 'monday', from: '06:00', to: '08:00' }),
    ];
    expect(nextOpeningAfter([hours], at('2025-01-13', '09:00'), BERLIN, 30)).toEqual(
      at('2025-01-13', '10:00'),
    );
    expect(nextOpeningAfter([hours], at('2025-01-13', '10:00'), BERLIN, 30)).toEqual(
      at('2025-01-20', '06:00'),
    );
    expect(nextOpeningAfter([hours], at('2025-01-14', '09:00'), BERLIN, 3)).toBeNull();
    expect(nextOpeningAfter([[]], at('2025-01-14', '09:00'), BERLIN, 180)).toBeNull();
  });
});

describe('shiftsBetween (computed a day at a time)', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 15, 30, 45))
    .map(([hours, minutes]) =>
      hours === 24
        ? '24:00'
        : `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    );
  const hoursEntry = fc.record({
    type: fc.constantFrom('daily', 'monday', 'saturday', 'sunday', 'once'),
    isClosed: fc.boolean(),
    date: fc.constantFrom('2025-03-29', '2025-03-30', '2025-10-26'),
    from: fc.option(time, { nil: null }),
    to: fc.option(time, { nil: null }),
  }) as fc.Arbitrary<HoursEntry>;

  it('equals merging every shift of every day at once, across DST changes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(hoursEntry, { maxLength: 4 }), { minLength: 1, maxLength: 2 }),
        fc.constantFrom('2025-03-27', '2025-10-23', '2025-06-01'),
        fc.integer({ min: 0, max: 6 }),
        (sources, from, days) => {
          const to = addDays(from, days);
          const everyShift = Array.from({ length: daysBetween(from, to) + 1 }, (_, offset) =>
            sources.flatMap((entries) => shiftsStartingOn(entries, addDays(from, offset), BERLIN)),
          ).flat();
          expect(shiftsBetween(sources, from, to, BERLIN)).toEqual(mergeShifts(everyShift));
        },
      ),
      { numRuns: 300 },
    );
  });
});
