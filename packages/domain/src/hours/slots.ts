import { MESSAGES } from '../messages.ts';
import { addDays, daysBetween, type LocalDate } from './local-date.ts';
import { ORDER_WINDOW_DAYS } from './open-state.ts';
import type { OrderWindow } from './order-times.ts';
import { eachShiftBetween, type HoursEntries, shiftsBetween } from './shifts.ts';
import { ceilToLocalStep, formatZonedTime, localDateOf, startOfLocalDay } from './time-zone.ts';

/** spec §5 Time picker: minute step default 5, hour step 1. */
export const PICKER_MINUTE_STEP = 5;
export const PICKER_HOUR_STEP = 1;
/** spec §9: opening-hours search steps 30 minutes. */
export const OPENING_SEARCH_STEP_MINUTES = 30;

export type TimeSlot = { readonly instant: Date; readonly time: string };

type SlotOptions = {
  readonly window: OrderWindow;
  readonly timeZone: string;
  readonly minuteStep?: number;
};

/** Bookable instants of a date: within the hours, not before the earliest time, step-aligned. */
function slotInstants(entries: HoursEntries, date: LocalDate, options: SlotOptions): Date[] {
  const { window, timeZone } = options;
  const today = localDateOf(window.earliest, timeZone);
  if (daysBetween(today, date) < 0 || date > window.lastDate) return [];
  const minuteStep = options.minuteStep ?? PICKER_MINUTE_STEP;
  const stepMs = minuteStep * 60_000;
  const dayStart = startOfLocalDay(date, timeZone).getTime();
  const dayEnd = startOfLocalDay(addDays(date, 1), timeZone).getTime();
  const instants: Date[] = [];
  for (const shift of shiftsBetween([entries], addDays(date, -1), date, timeZone)) {
    const from = Math.max(shift.start.getTime(), dayStart, window.earliest.getTime());
    const to = Math.min(shift.end.getTime(), dayEnd);
    const first = ceilToLocalStep(new Date(from), minuteStep, timeZone).getTime();
    for (let time = first; time < to; time += stepMs) instants.push(new Date(time));
  }
  return instants;
}

/**
 * spec §5 Time picker: the bookable times of a day, every 5 minutes by default. Iterates real
 * instants, so the March DST day has 23 hours of slots and the October day 25 (02:xx twice).
 */
export function timeSlotsForDate(
  entries: HoursEntries,
  date: LocalDate,
  options: SlotOptions,
): TimeSlot[] {
  return slotInstants(entries, date, options).map((instant) => ({
    instant,
    time: formatZonedTime(instant, options.timeZone),
  }));
}

/** spec §5: 'Zum ausgewählten Tag sind keine Termine verfügbar.' or 'Verfügbare Zeiten:'. */
export function timeSlotsHeading(slots: readonly TimeSlot[]): string {
  return slots.length === 0 ? MESSAGES.noTimeSlots : MESSAGES.availableTimes;
}

/** spec §5 Date picker: a date is available when it is in the window and has a bookable time. */
export function isDateAvailable(
  entries: HoursEntries,
  date: LocalDate,
  options: SlotOptions,
): boolean {
  return slotInstants(entries, date, options).length > 0;
}

/** The available dates from the earliest order date to the end of the window. */
export function availableDates(entries: HoursEntries, options: SlotOptions): LocalDate[] {
  const first = localDateOf(options.window.earliest, options.timeZone);
  const dates: LocalDate[] = [];
  for (let date = first; date <= options.window.lastDate; date = addDays(date, 1)) {
    if (isDateAvailable(entries, date, options)) dates.push(date);
  }
  return dates;
}

/** spec §9: the time picker starts at the next full hour. */
export function defaultPickerTime(now: Date, timeZone: string): Date {
  return ceilToLocalStep(new Date(now.getTime() + 1), 60, timeZone);
}

/** spec §9: the first open time at or after `from` on a 30-minute grid, within the window; else null. */
export function findFirstOpenTime(
  entries: HoursEntries,
  from: Date,
  timeZone: string,
  stepMinutes: number = OPENING_SEARCH_STEP_MINUTES,
  horizonDays: number = ORDER_WINDOW_DAYS,
): Date | null {
  const today = localDateOf(from, timeZone);
  for (const shift of eachShiftBetween(
    [entries],
    addDays(today, -1),
    addDays(today, horizonDays),
    timeZone,
  )) {
    const start = new Date(Math.max(shift.start.getTime(), from.getTime()));
    const candidate = ceilToLocalStep(start, stepMinutes, timeZone);
    if (candidate < shift.end) return candidate;
  }
  return null;
}

/** A run of bookable times without a gap, as 'HH:mm' of its first and last slot. */
export type TimeSlotRange = { readonly from: string; readonly to: string };

/** spec §5 'Verfügbare Zeiten:': the slots of a day as runs without a gap (e.g. 06:30–12:25). */
export function timeSlotRanges(
  slots: readonly TimeSlot[],
  minuteStep: number = PICKER_MINUTE_STEP,
): TimeSlotRange[] {
  const ranges: { from: TimeSlot; to: TimeSlot }[] = [];
  for (const slot of slots) {
    const last = ranges.at(-1);
    const isContinued =
      last && slot.instant.getTime() - last.to.instant.getTime() === minuteStep * 60_000;
    if (last && isContinued) last.to = slot;
    else ranges.push({ from: slot, to: slot });
  }
  return ranges.map(({ from, to }) => ({ from: from.time, to: to.time }));
}

/** The slots of a day by hour (spec §5: hour step 1), in order; each hour lists its minutes. */
export function groupSlotsByHour(
  slots: readonly TimeSlot[],
): { readonly hour: string; readonly slots: readonly TimeSlot[] }[] {
  const groups: { hour: string; slots: TimeSlot[] }[] = [];
  for (const slot of slots) {
    const hour = slot.time.slice(0, 2);
    const last = groups.at(-1);
    if (last?.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}

/**
 * The time the picker shows first: the chosen one while it is bookable, else the first slot from
 * the next full hour on (spec §9 default start), else the day's first slot; null without slots.
 */
export function initialSlot(
  slots: readonly TimeSlot[],
  now: Date,
  timeZone: string,
  chosen: Date | null = null,
): TimeSlot | null {
  const isChosen = (slot: TimeSlot) =>
    chosen !== null && slot.instant.getTime() === chosen.getTime();
  const nextHour = defaultPickerTime(now, timeZone).getTime();
  return (
    slots.find(isChosen) ??
    slots.find((slot) => slot.instant.getTime() >= nextHour) ??
    slots[0] ??
    null
  );
}
