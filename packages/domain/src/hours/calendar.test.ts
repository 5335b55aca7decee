import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isoWeekNumber,
  longDateLabel,
  monthGrid,
  monthLabel,
  monthOf,
} from './calendar.ts';

describe('isoWeekNumber (spec §9: ISO week numbers, weeks start on Monday)', () => {
  it.each([
    ['2026-01-01', 1], // a Thursday: week 1 holds the year's first Thursday
    ['2025-12-29', 1], // the Monday of 2026's week 1
    ['2025-12-28', 52], // the Sunday before it
    ['2021-01-03', 53], // 2020 had 53 weeks
    ['2021-01-04', 1],
    ['2026-12-02', 49],
    ['2026-12-31', 53], // 2026 starts on a Thursday: 53 weeks
    ['2027-01-01', 53],
    ['2027-01-04', 1],
    ['2024-12-30', 1], // a Monday that belongs to 2025's week 1
    ['2023-01-01', 52], // a Sunday at the end of 2022's last week
  ])('%s is in week %i', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });
});

describe('monthGrid (a month as whole weeks from Monday)', () => {
  it('December 2026 starts on a Tuesday and fills five weeks', () => {
    const grid = monthGrid('2026-12');
    expect(grid.map((week) => week.weekNumber)).toEqual([49, 50, 51, 52, 53]);
    expect(grid[0]?.days).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(grid.at(-1)?.days.at(-1)).toBe('2027-01-03');
  });

  it.each([
    ['2026-02', 5, '2026-01-26'], // starts on a Sunday
    ['2027-02', 4, '2027-02-01'], // starts on a Monday and has 28 days: exactly four weeks
    ['2026-03', 6, '2026-02-23'], // starts on a Sunday and has 31 days: six weeks
  ])('%s has %i weeks from %s', (month, weeks, firstDay) => {
    const grid = monthGrid(month);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.days.length === 7)).toBe(true);
    expect(grid[0]?.days[0]).toBe(firstDay);
  });

  it('every week starts on a Monday and the weeks follow each other', () => {
    const days = monthGrid('2026-08').flatMap((week) => week.days);
    for (let index = 1; index < days.length; index += 1) {
      const previous = Date.parse(`${days[index - 1]}T00:00:00Z`);
      expect(Date.parse(`${days[index]}T00:00:00Z`) - previous).toBe(86_400_000);
    }
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('months', () => {
  it.each([
    ['2026-12', 1, '2027-01'],
    ['2026-12', -1, '2026-11'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', 0, '2026-05'],
    ['2026-05', 14, '2027-07'],
  ])('addMonths(%s, %i) = %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it('names a month in German and reads the month of a date', () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(monthOf('2026-12-02')).toBe('2026-12');
  });
});

describe('longDateLabel (spec §9: German weekday and month names)', () => {
  it.each([
    ['2026-12-02', 'Mittwoch, 2. Dezember 2026'],
    ['2027-03-01', 'Montag, 1. März 2027'],
    ['2026-12-27', 'Sonntag, 27. Dezember 2026'],
  ])('%s reads %s', (date, label) => {
    expect(longDateLabel(date)).toBe(label);
  });
});
