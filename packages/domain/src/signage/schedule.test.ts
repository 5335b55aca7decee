import { describe, expect, it } from 'vitest';
import { isSegmentScheduled, nextScheduleChange, type SegmentSchedule } from './schedule.ts';

const TZ = 'Europe/Berlin';
const always: SegmentSchedule = {
  weekdays: [],
  playFrom: null,
  playUntil: null,
  startDate: null,
  endDate: null,
};
const breakfast = { ...always, playUntil: '11:00' };
const lunch = { ...always, playFrom: '11:00' };
const weekend = { ...always, weekdays: [5, 6] };
// Friday night over midnight: 22:00 until 02:00.
const fridayNight = { ...always, weekdays: [4], playFrom: '22:00', playUntil: '02:00' };
const advent = { ...always, startDate: '2026-11-29', endDate: '2026-12-24' };

// Thursday 26 Nov 2026; Berlin is UTC+1 in winter.
const at = (local: string) => new Date(`${local}+01:00`);

describe('when a segment plays (decision 033 schedules, shop time zone)', () => {
  it.each([
    ['always', always, '2026-11-26T03:00:00', true],
    ['breakfast at 10:59', breakfast, '2026-11-26T10:59:00', true],
    ['breakfast at 11:00', breakfast, '2026-11-26T11:00:00', false],
    ['lunch at 10:59', lunch, '2026-11-26T10:59:00', false],
    ['lunch at 11:00', lunch, '2026-11-26T11:00:00', true],
    ['weekend on Thursday', weekend, '2026-11-26T12:00:00', false],
    ['weekend on Saturday', weekend, '2026-11-28T12:00:00', true],
    ['Friday night on Friday 23:00', fridayNight, '2026-11-27T23:00:00', true],
    ['Friday night on Saturday 01:30 (began Friday)', fridayNight, '2026-11-28T01:30:00', true],
    ['Friday night on Saturday 02:00', fridayNight, '2026-11-28T02:00:00', false],
    ['Friday night on Saturday 23:00', fridayNight, '2026-11-28T23:00:00', false],
    ['Friday night on Friday 01:00 (Thursday night)', fridayNight, '2026-11-27T01:00:00', false],
    ['Advent before its first day', advent, '2026-11-28T23:59:00', false],
    ['Advent on its first day', advent, '2026-11-29T00:00:00', true],
    ['Advent on its last day', advent, '2026-12-24T23:59:00', true],
    ['Advent after it', advent, '2026-12-25T00:00:00', false],
  ] as const)('%s: %s', (_, schedule, local, expected) => {
    expect(isSegmentScheduled(schedule, at(local), TZ)).toBe(expected);
  });

  it('follows the shop’s clock on the day summer time begins (29 Mar 2026)', () => {
    // 10:59 summer time is 08:59 UTC.
    expect(isSegmentScheduled(breakfast, new Date('2026-03-29T08:59:00Z'), TZ)).toBe(true);
    expect(isSegmentScheduled(breakfast, new Date('2026-03-29T09:00:00Z'), TZ)).toBe(false);
  });
});

describe('the next moment a board changes', () => {
  it.each([
    ['nothing scheduled', [always], '2026-11-26T08:00:00', null],
    ['breakfast ends at 11:00', [breakfast, lunch], '2026-11-26T08:00:00', '2026-11-26T11:00:00'],
    ['after 11:00 the next is midnight', [breakfast], '2026-11-26T12:00:00', '2026-11-27T00:00:00'],
    ['Friday night begins at 22:00', [fridayNight], '2026-11-27T21:00:00', '2026-11-27T22:00:00'],
    ['… and ends at 02:00', [fridayNight], '2026-11-28T01:00:00', '2026-11-28T02:00:00'],
  ] as const)('%s', (_, schedules, local, expected) => {
    const next = nextScheduleChange(schedules, at(local), TZ);
    expect(next?.toISOString() ?? null).toBe(expected === null ? null : at(expected).toISOString());
  });
});
