import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { type HoursEntries, isOpenAt, nextOpeningAfter, shiftAt } from './shifts.ts';
import { formatZonedTime } from './time-zone.ts';

/** spec §9: closing-soon threshold 60 minutes. */
export const CLOSING_SOON_MINUTES = 60;
/** spec §9: default order-time window of 180 days; also how far ahead we look for the next shift. */
export const ORDER_WINDOW_DAYS = 180;

/** spec §4: open = success style, closing soon = warning style, closed = error style. */
export type OpenStatusTone = 'success' | 'warning' | 'error';

export type OpenStatus = {
  readonly isOpen: boolean;
  /** End of the current (merged) shift while open. */
  readonly openUntil: Date | null;
  readonly isClosingSoon: boolean;
  readonly tone: OpenStatusTone;
  /** Start of the next shift while closed (within the order window). */
  readonly nextOpening: Date | null;
};

type BranchHours = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

/** spec §4: delivery uses the delivery hours if enabled, else the opening hours. */
export function deliveryHoursOf(branch: BranchHours): HoursEntries {
  return branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
}

/** The hours an order type runs on: delivery hours for delivery, opening hours otherwise (spec §5). */
export function hoursForMethod(branch: BranchHours, method: DeliveryMethod): HoursEntries {
  return method === 'delivery' ? deliveryHoursOf(branch) : branch.openingHours;
}

/** The hour lists that make a branch open: opening hours plus enabled delivery hours (spec §4). */
function branchSources(branch: BranchHours): HoursEntries[] {
  return branch.isDeliveryHoursEnabled
    ? [branch.openingHours, branch.deliveryHours]
    : [branch.openingHours];
}

/** spec §4: open when opening hours are active now, or (if enabled) delivery hours are. */
export function isBranchOpen(branch: BranchHours, now: Date, timeZone: string): boolean {
  return branchSources(branch).some((entries) => isOpenAt(entries, now, timeZone));
}

/** spec §4: delivery open uses the delivery hours if enabled, else the opening hours. */
export function isDeliveryOpen(branch: BranchHours, now: Date, timeZone: string): boolean {
  return isOpenAt(deliveryHoursOf(branch), now, timeZone);
}

/**
 * Whether an order type can be served right now: delivery on delivery hours (spec §4), takeaway and
 * dine-in on the opening hours. Closed types can only be preordered.
 */
export function isOpenForMethod(
  branch: BranchHours,
  method: DeliveryMethod,
  now: Date,
  timeZone: string,
): boolean {
  return isOpenAt(hoursForMethod(branch, method), now, timeZone);
}

/** Open state of one or more hour lists: open until, closing soon (< 60 min), tone, next opening. */
export function openStatus(
  sources: readonly HoursEntries[],
  now: Date,
  timeZone: string,
): OpenStatus {
  const shift = shiftAt(sources, now, timeZone);
  if (!shift) {
    const nextOpening = nextOpeningAfter(sources, now, timeZone, ORDER_WINDOW_DAYS);
    return { isOpen: false, openUntil: null, isClosingSoon: false, tone: 'error', nextOpening };
  }
  const isClosingSoon = shift.end.getTime() - now.getTime() < CLOSING_SOON_MINUTES * 60_000;
  return {
    isOpen: true,
    openUntil: shift.end,
    isClosingSoon,
    tone: isClosingSoon ? 'warning' : 'success',
    nextOpening: null,
  };
}

/** Open state of a branch over its opening hours and enabled delivery hours. */
export function branchOpenStatus(branch: BranchHours, now: Date, timeZone: string): OpenStatus {
  return openStatus(branchSources(branch), now, timeZone);
}

/** Open state of the delivery service of a branch. */
export function deliveryOpenStatus(branch: BranchHours, now: Date, timeZone: string): OpenStatus {
  return openStatus([deliveryHoursOf(branch)], now, timeZone);
}

/** spec §2 Toolbar: 'Geöffnet bis {time}' or 'Geschlossen'. */
export function openStatusText(status: OpenStatus, timeZone: string): string {
  if (!status.openUntil) return MESSAGES.closed;
  return fillMessage(MESSAGES.openUntil, { time: formatZonedTime(status.openUntil, timeZone) });
}

/** spec §2 Toolbar: 'N Standort geöffnet', 'N Standorte geöffnet' or 'Alle Standorte geschlossen'. */
export function openBranchesText(openCount: number): string {
  if (openCount <= 0) return MESSAGES.allBranchesClosed;
  const template = openCount === 1 ? MESSAGES.branchesOpenOne : MESSAGES.branchesOpenMany;
  return fillMessage(template, { count: openCount });
}
