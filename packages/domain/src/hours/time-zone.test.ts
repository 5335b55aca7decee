import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatLocalDate,
  formatTimeOfDay,
  parseTimeOfDay,
  weekdayIndex,
} from './local-date.ts';
import {
  ceilToLocalStep,
  formatZonedTime,
  isValidTimeZone,
  localDateOf,
  registerZoneOffsets,
  startOfLocalDay,
  tableOffsetMinutes,
  toZonedDateTime,
  zonedTimeToInstant,
  zoneOffsetTable,
} from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const utc = (iso: string) => new Date(iso);

describe('local dates', () => {
  it.each([
    ['2025-01-06', 0], // Monday
    ['2025-03-30', 6], // Sunday
    ['2024-02-29', 3], // Thursday
  ])('%s has weekday index %d', (date, index) => {
    expect(weekdayIndex(date)).toBe(index);
  });

  it('adds days across months, leap years and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-29', 0)).toBe('2025-03-29');
    expect(daysBetween('2025-03-29', '2025-04-02')).toBe(4);
    expect(daysBetween('2025-04-02', '2025-03-29')).toBe(-4);
  });

  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('parses and formats %s', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
    expect(formatTimeOfDay(minutes)).toBe(text);
  });

  it('formats dates the German way', () => {
    expect(formatLocalDate('2025-12-24')).toBe('24.12.2025');
  });
});

describe('toZonedDateTime (Intl, never the machine zone)', () => {
  it.each([
    ['2025-01-15T11:00:00Z', BERLIN, '2025-01-15', '12:00'],
    ['2025-07-15T11:00:00Z', BERLIN, '2025-07-15', '13:00'],
    ['2025-01-15T23:30:00Z', BERLIN, '2025-01-16', '00:30'], // midnight crossing
    ['2025-03-30T00:59:59Z', BERLIN, '2025-03-30', '01:59'], // just before the March jump
    ['2025-03-30T01:00:00Z', BERLIN, '2025-03-30', '03:00'], // just after it
    ['2025-10-26T00:30:00Z', BERLIN, '2025-10-26', '02:30'], // first 02:30 (CEST)
    ['2025-10-26T01:30:00Z', BERLIN, '2025-10-26', '02:30'], // second 02:30 (CET)
    ['2025-01-15T11:00:00Z', 'Asia/Kolkata', '2025-01-15', '16:30'],
    ['2025-01-15T11:00:00Z', 'America/New_York', '2025-01-15', '06:00'],
    ['2025-01-15T11:00:00Z', 'UTC', '2025-01-15', '11:00'],
  ])('%s in %s is %s %s', (iso, zone, date, time) => {
    expect(localDateOf(utc(iso), zone)).toBe(date);
    expect(formatZonedTime(utc(iso), zone)).toBe(time);
  });
});

const referenceFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant read straight from Intl, without any offset cache: the reference. */
function intlWallClock(ms: number, zone: string): { date: string; minutes: number } {
  const formatter =
    referenceFormatters.get(zone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: 'numeric',
    });
  referenceFormatters.set(zone, formatter);
  const parts = formatter.formatToParts(new Date(ms));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

describe('toZonedDateTime agrees with Intl read directly (offsets cached per zone and day)', () => {
  const zones = [
    BERLIN,
    'America/New_York',
    'Asia/Kathmandu', // +05:45
    'Australia/Lord_Howe', // 30-minute DST
    'Pacific/Chatham', // +12:45/+13:45
    'America/Santiago', // transitions at local midnight
    'UTC',
  ];

  it.each([
    ['2025-03-30', BERLIN], // spring forward at 01:00 UTC
    ['2025-10-26', BERLIN], // fall back at 01:00 UTC
    ['2026-03-29', BERLIN],
    ['2026-10-25', BERLIN],
    ['2025-03-09', 'America/New_York'], // 07:00 UTC
    ['2025-04-05', 'Australia/Lord_Howe'], // 15:00 UTC, half an hour back
    ['2025-04-05', 'Pacific/Chatham'],
  ])('every minute of the transition day %s in %s, in either order', (date, zone) => {
    const start = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
    const minutes = Array.from({ length: 3 * 1440 }, (_, index) => start + index * 60_000);
    for (const ms of [...minutes].reverse()) {
      expect(toZonedDateTime(new Date(ms), zone)).toEqual(intlWallClock(ms, zone));
    }
    for (const ms of minutes) {
      expect(toZonedDateTime(new Date(ms), zone)).toEqual(intlWallClock(ms, zone));
    }
  });

  it('at random instants in any zone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(toZonedDateTime(new Date(ms), zone)).toEqual(intlWallClock(ms, zone));
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** The offset in minutes at an instant, from the wall clock Intl reads (the reference). */
function intlOffsetMinutes(ms: number, zone: string): number {
  const { date, minutes } = intlWallClock(ms, zone);
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return (wall - Math.floor(ms / 60_000) * 60_000) / 60_000;
}

describe('zone offset tables (computed by the server, read by the storefront instead of Intl)', () => {
  const from = utc('2025-01-01T00:00:00Z');
  const until = utc('2028-01-01T00:00:00Z');

  it.each([
    // zone, entries (start + transitions in 2025–2027), offset on 1 January 2025
    [BERLIN, 7, 60],
    ['America/New_York', 7, -300],
    ['Australia/Lord_Howe', 7, 660], // southern summer, 30-minute DST
    ['Pacific/Chatham', 7, 825],
    ['Asia/Kathmandu', 1, 345],
    ['America/Sao_Paulo', 1, -180], // no DST since 2019
    ['UTC', 1, 0],
  ])('%s from 2025 to 2027: %d entries, %d minutes on 1 January', (zone, count, first) => {
    const table = zoneOffsetTable(zone, from, until);
    expect(table.from).toBe(from.getTime());
    expect(table.until).toBe(until.getTime());
    expect(table.changes).toHaveLength(count);
    expect(table.changes[0]).toEqual({ at: from.getTime(), offsetMinutes: first });
  });

  it('starts a span at UTC midnight before `from` and ends it at UTC midnight after `until`', () => {
    const table = zoneOffsetTable(BERLIN, utc('2025-03-10T13:00:00Z'), utc('2025-03-20T01:00:00Z'));
    expect(new Date(table.from).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(new Date(table.until).toISOString()).toBe('2025-03-21T00:00:00.000Z');
    expect(tableOffsetMinutes(table, table.from - 1)).toBeUndefined();
    expect(tableOffsetMinutes(table, table.until)).toBeUndefined();
    expect(tableOffsetMinutes(table, table.until - 1)).toBe(60);
  });

  it.each([
    [BERLIN, '2025-03-30T01:00:00Z', 60, 120],
    [BERLIN, '2025-10-26T01:00:00Z', 120, 60],
    ['America/New_York', '2025-03-09T07:00:00Z', -300, -240],
    ['Australia/Lord_Howe', '2025-04-05T15:00:00Z', 660, 630],
  ])('%s changes at %s from %d to %d minutes', (zone, iso, before, after) => {
    const table = zoneOffsetTable(zone, from, until);
    expect(tableOffsetMinutes(table, Date.parse(iso) - 1)).toBe(before);
    expect(tableOffsetMinutes(table, Date.parse(iso))).toBe(after);
  });

  it('agrees with Intl at random instants of its span in any zone (property)', () => {
    const zones = [
      BERLIN,
      'America/New_York',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Santiago',
      'UTC',
    ];
    const tables = new Map(zones.map((zone) => [zone, zoneOffsetTable(zone, from, until)]));
    fc.assert(
      fc.property(
        fc.integer({ min: from.getTime(), max: until.getTime() - 1 }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const table = tables.get(zone);
          expect(table && tableOffsetMinutes(table, ms)).toBe(intlOffsetMinutes(ms, zone));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is what the conversions read once registered, within its span only', () => {
    // A made-up table, so the test sees which source answered: +05:30 throughout June 2025.
    const june = {
      timeZone: BERLIN,
      from: Date.parse('2025-06-01T00:00:00Z'),
      until: Date.parse('2025-07-01T00:00:00Z'),
      changes: [{ at: Date.parse('2025-06-01T00:00:00Z'), offsetMinutes: 330 }],
    };
    const forget = registerZoneOffsets(june);
    try {
      expect(formatZonedTime(utc('2025-06-15T10:00:00Z'), BERLIN)).toBe('15:30');
      expect(zonedTimeToInstant('2025-06-15', parseTimeOfDay('15:30'), BERLIN).toISOString()).toBe(
        '2025-06-15T10:00:00.000Z',
      );
      expect(formatZonedTime(utc('2025-07-15T10:00:00Z'), BERLIN)).toBe('12:00'); // Intl
      expect(formatZonedTime(utc('2025-06-15T10:00:00Z'), 'Europe/Vienna')).toBe('12:00');
    } finally {
      forget();
    }
    expect(formatZonedTime(utc('2025-06-15T10:00:00Z'), BERLIN)).toBe('12:00');
  });

  it.each([
    [
      'starting after its span start',
      { from: 0, until: 10, changes: [{ at: 5, offsetMinutes: 60 }] },
    ],
    [
      'out of order',
      {
        from: 0,
        until: 10,
        changes: [
          { at: 0, offsetMinutes: 60 },
          { at: 8, offsetMinutes: 120 },
          { at: 4, offsetMinutes: 60 },
        ],
      },
    ],
    ['empty', { from: 0, until: 10, changes: [] }],
  ])('is ignored when %s', (_case, span) => {
    const forget = registerZoneOffsets({ timeZone: BERLIN, ...span });
    expect(formatZonedTime(new Date(5), BERLIN)).toBe('01:00');
    forget();
  });

  it.each([
    ['2025-03-30', BERLIN],
    ['2025-10-26', BERLIN],
    ['2025-03-09', 'America/New_York'],
    ['2025-04-05', 'Australia/Lord_Howe'],
  ])(
    'registered, gives the wall clock of Intl for every minute of the transition day %s in %s',
    (date, zone) => {
      const forget = registerZoneOffsets(zoneOffsetTable(zone, from, until));
      try {
        const start = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 60_000) {
          expect(toZonedDateTime(new Date(ms), zone)).toEqual(intlWallClock(ms, zone));
        }
        const zoned = toZonedDateTime(utc(`${date}T12:00:00Z`), zone);
        expect(zonedTimeToInstant(zoned.date, zoned.minutes, zone).toISOString()).toBe(
          `${date}T12:00:00.000Z`,
        );
      } finally {
        forget();
      }
    },
  );
});

describe('zonedTimeToInstant', () => {
  it.each([
    ['2025-01-15', '12:00', '2025-01-15T11:00:00.000Z'],
    ['2025-07-15', '12:00', '2025-07-15T10:00:00.000Z'],
    ['2025-03-30', '00:00', '2025-03-29T23:00:00.000Z'],
    ['2025-03-30', '01:59', '2025-03-30T00:59:00.000Z'],
    ['2025-03-30', '02:00', '2025-03-30T01:00:00.000Z'], // skipped: moves forward to 03:00 CEST
    ['2025-03-30', '02:30', '2025-03-30T01:30:00.000Z'], // skipped: 03:30 CEST
    ['2025-03-30', '03:00', '2025-03-30T01:00:00.000Z'],
    ['2025-10-26', '02:30', '2025-10-26T00:30:00.000Z'], // repeated: first occurrence
    ['2025-10-26', '03:00', '2025-10-26T02:00:00.000Z'],
    ['2025-10-26', '24:00', '2025-10-26T23:00:00.000Z'], // 24:00 = next midnight
  ])('%s %s Berlin = %s', (date, time, iso) => {
    expect(zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN).toISOString()).toBe(iso);
  });

  it('knows the length of DST days', () => {
    const hours = (date: string) =>
      (startOfLocalDay(addDays(date, 1), BERLIN).getTime() -
        startOfLocalDay(date, BERLIN).getTime()) /
      3_600_000;
    expect(hours('2025-03-30')).toBe(23);
    expect(hours('2025-10-26')).toBe(25);
    expect(hours('2025-06-01')).toBe(24);
  });

  it('round-trips every wall time that exists (property)', () => {
    const zones = [BERLIN, 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const zoned = toZonedDateTime(new Date(ms), zone);
          const instant = zonedTimeToInstant(zoned.date, zoned.minutes, zone);
          expect(toZonedDateTime(instant, zone)).toEqual(zoned);
          expect(instant.getTime()).toBeLessThanOrEqual(ms);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ceilToLocalStep and isValidTimeZone', () => {
  it.each([
    ['2025-01-15T11:02:00Z', 5, BERLIN, '2025-01-15T11:05:00.000Z'],
    ['2025-01-15T11:05:00Z', 5, BERLIN, '2025-01-15T11:05:00.000Z'],
    ['2025-01-15T11:05:01Z', 5, BERLIN, '2025-01-15T11:10:00.000Z'],
    ['2025-01-15T10:40:00Z', 60, 'Asia/Kolkata', '2025-01-15T11:30:00.000Z'], // 16:10 → 17:00 local
    ['2025-01-15T23:50:00Z', 30, BERLIN, '2025-01-16T00:00:00.000Z'],
  ])('%s up to %d min in %s = %s', (iso, step, zone, expected) => {
    expect(ceilToLocalStep(utc(iso), step, zone).toISOString()).toBe(expected);
  });

  it('accepts IANA zones only', () => {
    expect(isValidTimeZone(BERLIN)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
