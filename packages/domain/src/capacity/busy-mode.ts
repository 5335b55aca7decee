import { formatZonedTime } from '../hours/time-zone.ts';
import { businessDayOf } from '../menu/sold-out.ts';

/**
 * Busy mode (docs/decisions/037-slot-capacity.md "Busy mode"): the shift manager adds extra
 * preparation minutes for a branch. The setting names its business day, so it ends by itself at
 * the end of that day (like "Heute ausverkauft", docs/decisions/020-sold-out-today.md), or when
 * switched off. The minutes move the earliest order time (`orderWindow`'s `extraMinutes`).
 */
export type BusySetting = {
  readonly busyMinutes: number | null;
  /** The business day (YYYY-MM-DD, shop time zone) it was switched on for. */
  readonly busyDay: string | null;
};

/** The extra preparation minutes in force at `now` (0: off or over). */
export function activeBusyMinutes(busy: BusySetting, now: Date, timeZone: string): number {
  if (!busy.busyMinutes || busy.busyMinutes <= 0 || !busy.busyDay) return 0;
  return busy.busyDay === businessDayOf(now, timeZone) ? busy.busyMinutes : 0;
}

/** What customers read on the branch page and in checkout (ours: the spec has no text). */
export function busyWaitLabel(minutes: number): string | null {
  if (minutes <= 0) return null;
  return `Derzeit längere Wartezeit: ca. ${minutes} Minuten zusätzlich`;
}

/**
 * The other half of busy mode (docs/decisions/041-busy-day-payments-and-pause.md): online
 * ordering paused until an instant (15, 30 or 60 minutes from when it was switched on). Nothing
 * ends it but the clock or "Fortsetzen": past `orderingPausedUntil` the branch takes orders again.
 */
export type PauseSetting = {
  /** ISO instant; null: not paused. */
  readonly orderingPausedUntil: string | null;
};

/** When the pause in force at `now` ends, or null when ordering is not paused. */
export function orderingPausedUntil(branch: PauseSetting, now: Date): Date | null {
  if (!branch.orderingPausedUntil) return null;
  const until = new Date(branch.orderingPausedUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** What customers read while ordering is paused (ours: the spec has no text). */
export function orderingPausedText(until: Date, timeZone: string): string {
  const time = formatZonedTime(until, timeZone);
  return `Online-Bestellungen sind gerade pausiert. Ab ${time} Uhr können Sie wieder bestellen.`;
}

/** The one busy notice of the branch page and checkout: the pause first, else the longer wait. */
export function branchBusyNotice(
  branch: BusySetting & PauseSetting,
  now: Date,
  timeZone: string,
): string | null {
  const until = orderingPausedUntil(branch, now);
  if (until) return orderingPausedText(until, timeZone);
  return busyWaitLabel(activeBusyMinutes(branch, now, timeZone));
}
