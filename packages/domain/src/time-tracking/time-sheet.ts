import { addDays, type LocalDate } from '../hours/local-date.ts';
import { formatZonedTime, localDateOf } from '../hours/time-zone.ts';
import type { ActivityTimes } from './durations.ts';
import { plannedShiftMinutes } from './week-plan.ts';
import {
  activitiesOfWorkingDay,
  type WorkingTimeWarning,
  workingDaySummary,
  workingTimeWarnings,
} from './working-time-law.ts';

/**
 * The monthly time sheet of one employee (docs/decisions/035-time-tracking-projects-and-sheets.md):
 * one row per calendar day of the month with the first start, the last end, breaks, worked,
 * planned and difference minutes, holidays and the ArbZG warnings. A day holds the activities
 * that began on it in the shop's time zone (a night shift stays on the day it began, like the
 * warnings of docs/decisions/028-time-tracking.md), so start, end and hours of a row belong
 * together and the row can be signed.
 */

export type SheetActivity = ActivityTimes & { readonly type: string };
export type SheetSchedule = {
  readonly type: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The planned break of the shift (week plan); planned hours are elapsed time minus it. */
  readonly breakMinutes?: number;
};

export type TimeSheetDay = {
  readonly date: LocalDate;
  /** Local "HH:MM" of the first start and the last end; null without work (end: still running). */
  readonly start: string | null;
  readonly end: string | null;
  readonly breakMinutes: number;
  readonly workedMinutes: number;
  readonly plannedMinutes: number;
  /** worked − planned. */
  readonly differenceMinutes: number;
  /** A holiday (Urlaub) was recorded or planned on the day. */
  readonly isHoliday: boolean;
  readonly warnings: readonly WorkingTimeWarning[];
};

export type TimeSheet = {
  /** "YYYY-MM". */
  readonly month: string;
  readonly days: readonly TimeSheetDay[];
  readonly totals: {
    readonly workedMinutes: number;
    readonly breakMinutes: number;
    readonly plannedMinutes: number;
    readonly differenceMinutes: number;
    readonly holidayDays: number;
  };
};

/** Activity and schedule types that count as holiday rather than work. */
export const HOLIDAY_TYPE = 'holiday';
const WORK_TYPE = 'work';

/** The calendar days of a month "YYYY-MM". */
export function daysOfMonth(month: string): LocalDate[] {
  const first = `${month}-01`;
  const days: LocalDate[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

export function monthlyTimeSheet(input: {
  month: string;
  activities: readonly SheetActivity[];
  schedules: readonly SheetSchedule[];
  timeZone: string;
  now: Date;
}): TimeSheet {
  const { month, timeZone, now } = input;
  const work = input.activities.filter((activity) => activity.type === WORK_TYPE);
  const days = daysOfMonth(month).map((date): TimeSheetDay => {
    const today = activitiesOfWorkingDay(work, date, timeZone);
    const { workedMinutes, breakMinutes } = workingDaySummary(today, now);
    const planned = input.schedules.filter(
      (schedule) =>
        schedule.type === WORK_TYPE && localDateOf(schedule.startsAt, timeZone) === date,
    );
    const plannedMinutes = planned.reduce(
      (sum, schedule) =>
        sum + plannedShiftMinutes({ ...schedule, breakMinutes: schedule.breakMinutes ?? 0 }),
      0,
    );
    const isHoliday =
      input.activities.some(
        (a) => a.type === HOLIDAY_TYPE && localDateOf(a.startedAt, timeZone) === date,
      ) ||
      input.schedules.some(
        (s) => s.type === HOLIDAY_TYPE && localDateOf(s.startsAt, timeZone) === date,
      );
    const starts = today.map((activity) => activity.startedAt.getTime());
    const ends = today.map((activity) => activity.endedAt?.getTime() ?? null);
    const isRunning = ends.includes(null);
    const lastEnd = ends.reduce<number>((max, end) => Math.max(max, end ?? 0), 0);
    return {
      date,
      start: today.length > 0 ? formatZonedTime(new Date(Math.min(...starts)), timeZone) : null,
      end: today.length > 0 && !isRunning ? formatZonedTime(new Date(lastEnd), timeZone) : null,
      breakMinutes,
      workedMinutes,
      plannedMinutes,
      differenceMinutes: workedMinutes - plannedMinutes,
      isHoliday,
      warnings: workingTimeWarnings(work, date, timeZone, now),
    };
  });
  const sum = (pick: (day: TimeSheetDay) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  return {
    month,
    days,
    totals: {
      workedMinutes: sum((day) => day.workedMinutes),
      breakMinutes: sum((day) => day.breakMinutes),
      plannedMinutes: sum((day) => day.plannedMinutes),
      differenceMinutes: sum((day) => day.differenceMinutes),
      holidayDays: sum((day) => (day.isHoliday ? 1 : 0)),
    },
  };
}

/** Minutes as "H:MM" (negative with a minus sign), the way payroll reads hours. */
export function formatSheetMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours with a German comma, two places ("7,50"), for the CSV. */
export function decimalHours(minutes: number): string {
  return (minutes / 60).toFixed(2).replace('.', ',');
}

export const TIME_SHEET_CSV_HEADER = [
  'Mitarbeiter',
  'Datum',
  'Beginn',
  'Ende',
  'Pausen (h)',
  'Arbeitszeit (h)',
  'Soll (h)',
  'Differenz (h)',
  'Urlaub',
  'Hinweise',
] as const;

const csvCell = (value: string) =>
  /[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The CSV for payroll: ';'-separated (German Excel), one row per day with work, plan or holiday. */
export function timeSheetCsvRows(
  employee: string,
  sheet: TimeSheet,
  warningText: (warning: WorkingTimeWarning) => string,
): string[] {
  return sheet.days
    .filter((day) => day.workedMinutes > 0 || day.plannedMinutes > 0 || day.isHoliday || day.start)
    .map((day) =>
      [
        employee,
        day.date,
        day.start ?? '',
        day.end ?? '',
        decimalHours(day.breakMinutes),
        decimalHours(day.workedMinutes),
        decimalHours(day.plannedMinutes),
        decimalHours(day.differenceMinutes),
        day.isHoliday ? 'ja' : '',
        day.warnings.map(warningText).join(' '),
      ]
        .map(csvCell)
        .join(';'),
    );
}

/** Short German notes for the sheet's warnings (ArbZG §3–§5), for the PDF and the CSV. */
export function timeSheetWarningText(warning: WorkingTimeWarning): string {
  switch (warning.code) {
    case 'breakTooShort':
      return `Pause zu kurz (${warning.takenMinutes} von ${warning.requiredMinutes} Min., § 4 ArbZG)`;
    case 'dayTooLong':
      return `Mehr als 10 Stunden (${formatSheetMinutes(warning.workedMinutes)} h, § 3 ArbZG)`;
    case 'restTooShort':
      return `Ruhezeit zu kurz (${formatSheetMinutes(warning.restMinutes)} h, § 5 ArbZG)`;
  }
}

/**
 * Records are kept at least two years (§ 17 MiLoG, § 16 ArbZG; field notes row 15): the first day
 * on which a record that ended on `endedOn` may be deleted.
 */
export const TIME_RECORD_RETENTION_YEARS = 2;
export function timeRecordDeletableFrom(endedOn: LocalDate): LocalDate {
  const [year, rest] = [Number(endedOn.slice(0, 4)), endedOn.slice(4)];
  const target = `${year + TIME_RECORD_RETENTION_YEARS}${rest === '-02-29' ? '-03-01' : rest}`;
  return addDays(target, 1);
}
