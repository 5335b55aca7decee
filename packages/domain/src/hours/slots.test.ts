import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { parseTimeOfDay } from './local-date.ts';
import {
  availableDates,
  defaultPickerTime,
  findFirstOpenTime,
  groupSlotsByHour,
  initialSlot,
  isDateAvailable,
  timeSlotRanges,
  timeSlotsForDate,
  timeSlotsHeading,
} from './slots.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const entry = (type: HoursEntry['type'], from: string, to: string): HoursEntry => ({
  type,
  isClosed: false,
  from,
  to,
});
const monday = [entry('monday', '10:00', '22:00')];
// Monday 2025-01-13, 11:02
const window = { earliest: at('2025-01-13', '11:05'), lastDate: '2025-12-31' };
const options = { window, timeZone: BERLIN };

describe('timeSlotsForDate (spec §5 time picker, minute step 5)', () => {
  it('starts at the earliest time today and ends before closing', () => {
    const slots = timeSlotsForDate(monday, '2025-01-13', options);
    expect(slots[0]?.time).toBe('11:05');
    expect(slots.at(-1)?.time).toBe('21:55');
    expect(slots).toHaveLength(131);
  });

  it.each([
    ['a later Monday', monday, '2025-01-20', 144, '10:00', '21:55'],
    ['a closed day', monday, '2025-01-14', 0, undefined, undefined],
    ['a past day', monday, '2025-01-06', 0, undefined, undefined],
    ['after the window', monday, '2026-01-05', 0, undefined, undefined],
    [
      'the night after a Friday shift',
      [entry('friday', '18:00', '02:00')],
      '2025-01-18',
      24,
      '00:00',
      '01:55',
    ],
    [
      'a 23-hour day in March',
      [entry('daily', '00:00', '24:00')],
      '2025-03-30',
      276,
      '00:00',
      '23:55',
    ],
    [
      'a 25-hour day in October',
      [entry('daily', '00:00', '24:00')],
      '2025-10-26',
      300,
      '00:00',
      '23:55',
    ],
  ])('%s', (_name, hours, date, count, first, last) => {
    const slots = timeSlotsForDate(hours, date, options);
    expect(slots).toHaveLength(count);
    expect(slots[0]?.time).toBe(first);
    expect(slots.at(-1)?.time).toBe(last);
  });

  it('lists no 02:xx on the March day and 02:xx twice in October', () => {
    const whole = [entry('daily', '00:00', '24:00')];
    const march = timeSlotsForDate(whole, '2025-03-30', options).map((s) => s.time);
    expect(march).not.toContain('02:30');
    expect(march.indexOf('03:00') - march.indexOf('01:55')).toBe(1);
    const october = timeSlotsForDate(whole, '2025-10-26', options).map((s) => s.time);
    expect(october.filter((time) => time === '02:30')).toHaveLength(2);
  });

  it('supports another minute step', () => {
    const slots = timeSlotsForDate(monday, '2025-01-20', { ...options, minuteStep: 15 });
    expect(slots.slice(0, 3).map((s) => s.time)).toEqual(['10:00', '10:15', '10:30']);
    expect(slots).toHaveLength(48);
  });

  it('words the picker heading', () => {
    expect(timeSlotsHeading([])).toBe('Zum ausgewählten Tag sind keine Termine verfügbar.');
    expect(timeSlotsHeading(timeSlotsForDate(monday, '2025-01-20', options))).toBe(
      'Verfügbare Zeiten:',
    );
  });
});

describe('date availability (spec §5 date picker)', () => {
  it.each([
    ['today with times left', '2025-01-13', true],
    ['a closed day', '2025-01-14', false],
    ['yesterday', '2025-01-12', false],
  ])('%s → %s', (_name, date, expected) => {
    expect(isDateAvailable(monday, date, options)).toBe(expected);
  });

  it('disables today once the last slot has passed', () => {
    const late = {
      window: { earliest: at('2025-01-13', '22:00'), lastDate: '2025-07-12' },
      timeZone: BERLIN,
    };
    expect(isDateAvailable(monday, '2025-01-13', late)).toBe(false);
  });

  it('lists the available dates within the window', () => {
    const short = {
      window: { earliest: at('2025-01-13', '11:05'), lastDate: '2025-01-27' },
      timeZone: BERLIN,
    };
    expect(availableDates(monday, short)).toEqual(['2025-01-13', '2025-01-20', '2025-01-27']);
    expect(availableDates([], short)).toEqual([]);
  });
});

describe('defaultPickerTime (spec §9: next full hour)', () => {
  it.each([
    ['2025-01-13', '10:20', '2025-01-13', '11:00'],
    ['2025-01-13', '10:00', '2025-01-13', '11:00'],
    ['2025-01-13', '23:30', '2025-01-14', '00:00'],
    ['2025-03-30', '01:30', '2025-03-30', '03:00'],
  ])('%s %s → %s %s', (date, time, nextDate, nextTime) => {
    expect(defaultPickerTime(at(date, time), BERLIN)).toEqual(at(nextDate, nextTime));
  });
});

describe('findFirstOpenTime (spec §9: 30-minute search steps)', () => {
  it.each([
    ['before opening', at('2025-01-13', '09:10'), at('2025-01-13', '10:00')],
    ['at opening', at('2025-01-13', '10:00'), at('2025-01-13', '10:00')],
    ['between steps', at('2025-01-13', '10:10'), at('2025-01-13', '10:30')],
    ['too late for a step today', at('2025-01-13', '21:45'), at('2025-01-20', '10:00')],
  ])('%s', (_name, from, expected) => {
    expect(findFirstOpenTime(monday, from, BERLIN)).toEqual(expected);
  });

  it('answers null without hours or beyond the horizon', () => {
    expect(findFirstOpenTime([], at('2025-01-13', '09:00'), BERLIN)).toBeNull();
    expect(findFirstOpenTime(monday, at('2025-01-14', '09:00'), BERLIN, 30, 3)).toBeNull();
  });
});

describe('time picker helpers (spec §5: hour step 1, minute step 5, the available times)', () => {
  const split = [entry('monday', '06:30', '12:30'), entry('monday', '14:30', '18:30')];
  const later = timeSlotsForDate(split, '2025-01-20', options);

  it.each([
    [
      'two shifts',
      later,
      [
        { from: '06:30', to: '12:25' },
        { from: '14:30', to: '18:25' },
      ],
    ],
    [
      'today from the earliest time',
      timeSlotsForDate(monday, '2025-01-13', options),
      [{ from: '11:05', to: '21:55' }],
    ],
    ['no slots', [], []],
  ])('timeSlotRanges: %s', (_name, slots, expected) => {
    expect(timeSlotRanges(slots)).toEqual(expected);
  });

  it('groups the slots by hour for the hour and minute choice', () => {
    const hours = groupSlotsByHour(later);
    expect(hours.map((group) => group.hour)).toEqual([
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '14',
      '15',
      '16',
      '17',
      '18',
    ]);
    expect(hours[0]?.slots.map((slot) => slot.time)).toEqual([
      '06:30',
      '06:35',
      '06:40',
      '06:45',
      '06:50',
      '06:55',
    ]);
    expect(hours[6]?.slots).toHaveLength(6); // 12:00 … 12:25
    expect(groupSlotsByHour([])).toEqual([]);
  });

  it.each([
    ['the next full hour when it is bookable', at('2025-01-20', '08:10'), '09:00'],
    ['the first slot after a gap', at('2025-01-20', '12:40'), '14:30'],
    ['the first slot of a later day', at('2025-01-13', '09:00'), '06:30'],
    ['the last slot when the next hour is past closing', at('2025-01-20', '18:05'), '06:30'],
  ])('initialSlot: %s', (_name, now, expected) => {
    expect(initialSlot(later, now, BERLIN)?.time).toBe(expected);
  });

  it('initialSlot keeps a chosen time that is still bookable, and is null without slots', () => {
    expect(
      initialSlot(later, at('2025-01-20', '08:10'), BERLIN, at('2025-01-20', '15:45'))?.time,
    ).toBe('15:45');
    expect(
      initialSlot(later, at('2025-01-20', '08:10'), BERLIN, at('2025-01-20', '13:00'))?.time,
    ).toBe('09:00');
    expect(initialSlot([], at('2025-01-20', '08:10'), BERLIN)).toBeNull();
  });
});
