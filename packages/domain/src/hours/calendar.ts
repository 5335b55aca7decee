import {
  addDays,
  type LocalDate,
  localDateToUtcMs,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  weekdayIndex,
} from './local-date.ts';

/** A calendar month, 'YYYY-MM'. */
export type LocalMonth = string;

/** One row of a month grid: the ISO week number and its seven days from Monday. */
export type CalendarWeek = { readonly weekNumber: number; readonly days: readonly LocalDate[] };

/** spec §9: the ISO 8601 week number (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeekNumber(date: LocalDate): number {
  const thursday = addDays(date, 3 - weekdayIndex(date));
  const yearStart = Date.UTC(Number(thursday.slice(0, 4)), 0, 1);
  return Math.floor((localDateToUtcMs(thursday) - yearStart) / 86_400_000 / 7) + 1;
}

/** The month a date falls in. */
export function monthOf(date: LocalDate): LocalMonth {
  return date.slice(0, 7);
}

/** Adds calendar months (negative to go back). */
export function addMonths(month: LocalMonth, count: number): LocalMonth {
  const [year = Number.NaN, monthNumber = Number.NaN] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'März 2026' (spec §9: German month names). */
export function monthLabel(month: LocalMonth): string {
  const [year, monthNumber = 1] = month.split('-').map(Number);
  return `${MONTH_NAMES[monthNumber - 1] ?? ''} ${year}`;
}

/**
 * The date picker's grid (spec §5, §9): the weeks that touch a month, each from Monday to Sunday
 * with its ISO week number; days of the neighbouring months fill the first and last week.
 */
export function monthGrid(month: LocalMonth): CalendarWeek[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const weeks: CalendarWeek[] = [];
  for (
    let monday = addDays(first, -weekdayIndex(first));
    monday < next;
    monday = addDays(monday, 7)
  ) {
    const days = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
    weeks.push({ weekNumber: isoWeekNumber(monday), days });
  }
  return weeks;
}

/** 'Mittwoch, 2. Dezember 2026': a date as the date picker names it to screen readers. */
export function longDateLabel(date: LocalDate): string {
  const [year, month = 1, day] = date.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekdayIndex(date)]}, ${day}. ${MONTH_NAMES[month - 1]} ${year}`;
}
