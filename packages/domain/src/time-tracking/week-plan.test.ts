import { describe, expect, it } from 'vitest';
import { activityWorkedMinutes } from './durations.ts';
import {
  copyShiftToWeek,
  findShiftOverlap,
  overlappingShiftIds,
  type PlannedShift,
  plannedShiftAsActivity,
  plannedShiftMinutes,
  shiftInstants,
  shiftLocalTimes,
  weekDates,
  weekStartOf,
} from './week-plan.ts';
import { workingTimeWarnings } from './working-time-law.ts';

const BERLIN = 'Europe/Berlin';

describe('weekStartOf: the Monday of the week (ISO weeks, Monday first)', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-27', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('%s → %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
    expect(weekDates(date)).toHaveLength(7);
    expect(weekDates(date)[0]).toBe(monday);
  });
});

describe('shiftInstants: local date + wall times in the shop time zone', () => {
  it.each([
    {
      name: 'a winter day shift',
      date: '2026-11-27',
      start: '09:00',
      end: '17:00',
      startsAt: '2026-11-27T08:00:00.000Z',
      endsAt: '2026-11-27T16:00:00.000Z',
      elapsed: 480,
    },
    {
      name: 'a summer day shift',
      date: '2026-07-01',
      start: '09:00',
      end: '17:00',
      startsAt: '2026-07-01T07:00:00.000Z',
      endsAt: '2026-07-01T15:00:00.000Z',
      elapsed: 480,
    },
    {
      name: 'a shift over midnight ends the next day',
      date: '2026-11-27',
      start: '22:00',
      end: '06:00',
      startsAt: '2026-11-27T21:00:00.000Z',
      endsAt: '2026-11-28T05:00:00.000Z',
      elapsed: 480,
    },
    {
      name: 'a night into summer time (29 March 2026) is one hour shorter',
      date: '2026-03-28',
      start: '22:00',
      end: '06:00',
      startsAt: '2026-03-28T21:00:00.000Z',
      endsAt: '2026-03-29T04:00:00.000Z',
      elapsed: 420,
    },
    {
      name: 'a night back to winter time (25 October 2026) is one hour longer',
      date: '2026-10-24',
      start: '22:00',
      end: '06:00',
      startsAt: '2026-10-24T20:00:00.000Z',
      endsAt: '2026-10-25T05:00:00.000Z',
      elapsed: 540,
    },
    {
      name: 'the same start and end is a 24-hour shift',
      date: '2026-11-27',
      start: '08:00',
      end: '08:00',
      startsAt: '2026-11-27T07:00:00.000Z',
      endsAt: '2026-11-28T07:00:00.000Z',
      elapsed: 1440,
    },
  ])('$name', ({ date, start, end, startsAt, endsAt, elapsed }) => {
    const shift = shiftInstants({ date, start, end }, BERLIN);
    expect(shift.startsAt.toISOString()).toBe(startsAt);
    expect(shift.endsAt.toISOString()).toBe(endsAt);
    expect(plannedShiftMinutes({ ...shift, breakMinutes: 0 })).toBe(elapsed);
    expect(shiftLocalTimes(shift, BERLIN)).toEqual({ date, start, end });
  });
});

describe('plannedShiftMinutes: elapsed time minus the planned break', () => {
  it.each([
    ['09:00', '17:00', 30, 450],
    ['09:00', '15:00', 0, 360],
    ['09:00', '09:30', 60, 0],
  ])('%s–%s with %i min break → %i min', (start, end, breakMinutes, minutes) => {
    const shift = shiftInstants({ date: '2026-11-27', start, end }, BERLIN);
    expect(plannedShiftMinutes({ ...shift, breakMinutes })).toBe(minutes);
  });
});

const shift = (id: number, userId: number, date: string, start: string, end: string) => ({
  id,
  userId,
  ...shiftInstants({ date, start, end }, BERLIN),
});

describe('findShiftOverlap / overlappingShiftIds: one employee cannot be in two shifts at once', () => {
  const existing: PlannedShift[] = [
    shift(1, 7, '2026-11-27', '09:00', '14:00'),
    shift(2, 7, '2026-11-27', '22:00', '06:00'),
    shift(3, 8, '2026-11-27', '10:00', '18:00'),
  ];
  it.each([
    { name: 'back to back is allowed', c: shift(0, 7, '2026-11-27', '14:00', '18:00'), hit: null },
    { name: 'overlapping the morning', c: shift(0, 7, '2026-11-27', '13:00', '18:00'), hit: 1 },
    { name: 'inside the morning', c: shift(0, 7, '2026-11-27', '10:00', '11:00'), hit: 1 },
    { name: 'another employee', c: shift(0, 9, '2026-11-27', '10:00', '11:00'), hit: null },
    {
      name: 'next morning under the night',
      c: shift(0, 7, '2026-11-28', '05:00', '09:00'),
      hit: 2,
    },
    {
      name: 'next morning after the night',
      c: shift(0, 7, '2026-11-28', '06:00', '09:00'),
      hit: null,
    },
    {
      name: 'the edited shift itself is no overlap',
      c: shift(1, 7, '2026-11-27', '08:00', '14:00'),
      hit: null,
    },
  ])('$name', ({ c, hit }) => {
    expect(findShiftOverlap(c, existing)?.id ?? null).toBe(hit);
  });

  it('flags every shift that overlaps another of the same employee', () => {
    const shifts = [...existing, shift(4, 7, '2026-11-27', '13:00', '15:00')];
    expect([...overlappingShiftIds(shifts)].sort()).toEqual([1, 4]);
    expect(overlappingShiftIds(existing).size).toBe(0);
  });
});

describe('copyShiftToWeek: same weekday and wall-clock times a week later', () => {
  it.each([
    {
      name: 'a winter week',
      date: '2026-11-23',
      start: '09:00',
      end: '17:00',
      target: { date: '2026-11-30', start: '09:00', end: '17:00' },
      elapsed: 480,
    },
    {
      name: 'into the week of the change to summer time: still 09:00 local',
      date: '2026-03-23',
      start: '09:00',
      end: '17:00',
      target: { date: '2026-03-30', start: '09:00', end: '17:00' },
      elapsed: 480,
    },
    {
      name: 'a Saturday night copied onto the night of the change to summer time',
      date: '2026-03-21',
      start: '22:00',
      end: '06:00',
      target: { date: '2026-03-28', start: '22:00', end: '06:00' },
      elapsed: 420,
    },
    {
      name: 'a Saturday night copied onto the night back to winter time',
      date: '2026-10-17',
      start: '22:00',
      end: '06:00',
      target: { date: '2026-10-24', start: '22:00', end: '06:00' },
      elapsed: 540,
    },
  ])('$name', ({ date, start, end, target, elapsed }) => {
    const source = shiftInstants({ date, start, end }, BERLIN);
    const copy = copyShiftToWeek(source, 7, BERLIN);
    expect(shiftLocalTimes(copy, BERLIN)).toEqual(target);
    expect(plannedShiftMinutes({ ...copy, breakMinutes: 0 })).toBe(elapsed);
  });
});

describe('plannedShiftAsActivity: the ArbZG warnings on a planned week', () => {
  const planned = (date: string, start: string, end: string, breakMinutes: number) => ({
    ...shiftInstants({ date, start, end }, BERLIN),
    breakMinutes,
  });
  const now = new Date('2026-11-01T00:00:00Z');
  it.each([
    {
      name: '8 h with 30 min break',
      shifts: [planned('2026-11-27', '09:00', '17:00', 30)],
      date: '2026-11-27',
      codes: [],
    },
    {
      name: '8 h without a break',
      shifts: [planned('2026-11-27', '09:00', '17:00', 0)],
      date: '2026-11-27',
      codes: ['breakTooShort'],
    },
    {
      name: '11:30 h with 30 min break: too long, break too short',
      shifts: [planned('2026-11-27', '08:00', '19:30', 30)],
      date: '2026-11-27',
      codes: ['breakTooShort', 'dayTooLong'],
    },
    {
      name: 'a night until 06:00 then 14:00 the next day: 8 h rest',
      shifts: [
        planned('2026-11-26', '22:00', '06:00', 30),
        planned('2026-11-27', '14:00', '18:00', 0),
      ],
      date: '2026-11-27',
      codes: ['restTooShort'],
    },
    {
      name: 'a night until 06:00 then 17:00: 11 h rest is enough',
      shifts: [
        planned('2026-11-26', '22:00', '06:00', 30),
        planned('2026-11-27', '17:00', '21:00', 0),
      ],
      date: '2026-11-27',
      codes: [],
    },
  ])('$name', ({ shifts, date, codes }) => {
    const activities = shifts.map(plannedShiftAsActivity);
    expect(workingTimeWarnings(activities, date, BERLIN, now).map((w) => w.code)).toEqual(codes);
    for (const [index, shift] of shifts.entries()) {
      const activity = activities[index];
      if (!activity) throw new Error('missing');
      expect(activityWorkedMinutes(activity, now)).toBe(plannedShiftMinutes(shift));
    }
  });
});
