import type { DeliveryMethod } from '../contracts/enums.ts';
import { type HoursEntries, isOpenAt } from '../hours/shifts.ts';
import type { TimeSlot } from '../hours/slots.ts';
import { ceilToLocalStep, localDateOf } from '../hours/time-zone.ts';

/** At most this many orders of an order type per slot; a type missing or null has no own limit. */
export type SlotMaxByType = Readonly<Partial<Record<DeliveryMethod, number | null>>>;

/**
 * Slot capacity of a branch (docs/decisions/037-slot-capacity.md; field notes 1.2: "10 orders /
 * 15 min"): at most `maxOrders` orders of all order types, and at most `maxOrdersByType[type]`
 * of one order type (the oven for takeaway and delivery, the tables for dine-in), whose due time
 * falls in one capacity slot of `slotMinutes` on the local wall clock. No maximum: no limit.
 */
export type SlotCapacity = {
  readonly maxOrders: number | null;
  readonly maxOrdersByType?: SlotMaxByType;
  readonly slotMinutes: number;
};

/** A branch's capacity fields (contracts/entities.ts) as the rule's input. */
export function slotCapacityOf(branch: {
  readonly maxOrdersPerSlot: number | null;
  readonly maxOrdersPerSlotByType?: SlotMaxByType | null;
  readonly slotMinutes: number;
}): SlotCapacity {
  return {
    maxOrders: branch.maxOrdersPerSlot,
    maxOrdersByType: branch.maxOrdersPerSlotByType ?? {},
    slotMinutes: branch.slotMinutes,
  };
}

/** The maximum of one order type, null when the type has none. */
function maxOfType(capacity: SlotCapacity, method: DeliveryMethod): number | null {
  return capacity.maxOrdersByType?.[method] ?? null;
}

/**
 * Whether the capacity limits the slots of `method` (without a method: of any order type). Only
 * then is a slot counted (the server's lock, the checkout's request for full slots).
 */
export function limitsSlots(capacity: SlotCapacity | null, method?: DeliveryMethod): boolean {
  if (!capacity) return false;
  if (capacity.maxOrders !== null) return true;
  const byType = capacity.maxOrdersByType ?? {};
  if (method) return maxOfType(capacity, method) !== null;
  return Object.values(byType).some((max) => max !== null && max !== undefined);
}

/** The orders a slot holds: all of them and per order type. */
export type SlotBooking = {
  readonly total: number;
  readonly byType: Readonly<Partial<Record<DeliveryMethod, number>>>;
};

/** A booked order as the count sees it: its due time and order type. */
export type BookedOrder = { readonly due: Date; readonly method: DeliveryMethod };

export const CAPACITY_MESSAGES = {
  // ours (the spec has no text for a full slot)
  slotFull:
    'Zu dieser Zeit können wir leider keine weiteren Bestellungen annehmen. Bitte wählen Sie eine andere Zeit.',
} as const;

export type CapacitySlot = { readonly start: Date; readonly end: Date };

/** The capacity slot an instant falls in: [start, start + slotMinutes) on the local clock. */
export function capacitySlotOf(instant: Date, slotMinutes: number, timeZone: string): CapacitySlot {
  const stepMs = slotMinutes * 60_000;
  // The slot ends at the next local step after the instant; it starts one step before.
  const end = ceilToLocalStep(new Date(instant.getTime() + 1), slotMinutes, timeZone);
  return { start: new Date(end.getTime() - stepMs), end };
}

/**
 * Whether one more order of `method` fits into a slot that already holds `booked`: below the
 * maximum of all order types and below the maximum of its own type.
 */
export function hasRoom(
  booked: SlotBooking,
  capacity: SlotCapacity | null,
  method: DeliveryMethod,
): boolean {
  if (!capacity) return true;
  if (capacity.maxOrders !== null && booked.total >= capacity.maxOrders) return false;
  const maxOfMethod = maxOfType(capacity, method);
  return maxOfMethod === null || (booked.byType[method] ?? 0) < maxOfMethod;
}

/**
 * The picker's slots without those in a full capacity slot (`fullSlotStarts`: the starts the
 * server reports as full), so customers are offered only times with room.
 */
export function slotsWithRoom(
  slots: readonly TimeSlot[],
  fullSlotStarts: readonly string[],
  capacity: SlotCapacity | null,
  timeZone: string,
): TimeSlot[] {
  if (!capacity || fullSlotStarts.length === 0) return [...slots];
  const full = new Set(fullSlotStarts.map((iso) => new Date(iso).getTime()));
  return slots.filter(
    (slot) =>
      !full.has(capacitySlotOf(slot.instant, capacity.slotMinutes, timeZone).start.getTime()),
  );
}

/** Of the bookings per slot start, the starts that are full for an order of `method`. */
export function fullSlotStarts(
  booked: readonly (SlotBooking & { readonly start: Date })[],
  capacity: SlotCapacity | null,
  method: DeliveryMethod,
): string[] {
  return booked
    .filter((slot) => !hasRoom(slot, capacity, method))
    .map((slot) => slot.start.toISOString());
}

/** The booking of the orders among `booked` that fall in `slot`. */
export function bookingIn(slot: CapacitySlot, booked: readonly BookedOrder[]): SlotBooking {
  const from = slot.start.getTime();
  const to = slot.end.getTime();
  return bookingOf(
    booked.filter((order) => order.due.getTime() >= from && order.due.getTime() < to),
  );
}

function bookingOf(booked: readonly BookedOrder[]): SlotBooking {
  const byType: Partial<Record<DeliveryMethod, number>> = {};
  for (const order of booked) byType[order.method] = (byType[order.method] ?? 0) + 1;
  return { total: booked.length, byType };
}

/**
 * Booked counts per capacity slot of orders' due times (the public list of full slots counts
 * like the server's check: docs/decisions/037-slot-capacity.md).
 */
export function bookedPerSlot(
  booked: readonly BookedOrder[],
  slotMinutes: number,
  timeZone: string,
): (SlotBooking & { start: Date })[] {
  const perStart = new Map<number, BookedOrder[]>();
  for (const order of booked) {
    const start = capacitySlotOf(order.due, slotMinutes, timeZone).start.getTime();
    const inSlot = perStart.get(start);
    if (inSlot) inSlot.push(order);
    else perStart.set(start, [order]);
  }
  return [...perStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, orders]) => ({ start: new Date(start), ...bookingOf(orders) }));
}

/**
 * The capacity slots from the one `from` falls in on, `count` of them in a row on the local clock
 * ("So schnell wie möglich" looks through them, docs/decisions/041-busy-day-payments-and-pause.md).
 */
export function capacitySlotsFrom(
  from: Date,
  slotMinutes: number,
  timeZone: string,
  count: number,
): CapacitySlot[] {
  const slots: CapacitySlot[] = [];
  let next = capacitySlotOf(from, slotMinutes, timeZone);
  for (let index = 0; index < count; index += 1) {
    slots.push(next);
    next = capacitySlotOf(next.end, slotMinutes, timeZone);
  }
  return slots;
}

/** When an ASAP order is due: now when its slot has room, else the start of a later slot. */
export type AsapSlot = {
  readonly slot: CapacitySlot;
  readonly at: Date;
  readonly isMoved: boolean;
};

/**
 * "So schnell wie möglich" under slot capacity (docs/decisions/041): the first of `slots` (the
 * first holds now) with room and open; `at` is `now` in the first slot, else the slot's start
 * (where the order is then due). `isOpen` leaves out slots when the branch takes no orders (its
 * hours), `isFull` says which slots are full. Null: no slot with room (the order is refused).
 */
export function asapSlotWithRoom(input: {
  readonly now: Date;
  readonly slots: readonly CapacitySlot[];
  readonly isFull: (slot: CapacitySlot) => boolean;
  readonly isOpen?: (at: Date) => boolean;
}): AsapSlot | null {
  for (const [index, slot] of input.slots.entries()) {
    const at = index === 0 ? input.now : slot.start;
    if (input.isFull(slot)) continue;
    if (index > 0 && input.isOpen && !input.isOpen(at)) continue;
    return { slot, at, isMoved: index > 0 };
  }
  return null;
}

/**
 * The slots "So schnell wie möglich" may move through: from now's slot to the end of today (local
 * day), never into tomorrow: an order for the next morning is no longer "as soon as possible".
 */
export function asapSlotsOfToday(now: Date, slotMinutes: number, timeZone: string): CapacitySlot[] {
  const today = localDateOf(now, timeZone);
  return capacitySlotsFrom(now, slotMinutes, timeZone, Math.ceil((24 * 60) / slotMinutes)).filter(
    (slot) => localDateOf(slot.start, timeZone) === today,
  );
}

/**
 * What the checkout shows for "So schnell wie möglich" (docs/decisions/041): the time the order
 * would move to when now's slot is full (from the day's full slot starts, as the picker has them),
 * else null (it stays "as soon as possible", or no slot with room is left and the server says so).
 * The server decides again under its lock when the order is sent.
 */
export function asapMovedTo(input: {
  readonly now: Date;
  readonly capacity: SlotCapacity;
  readonly fullSlotStarts: readonly string[];
  readonly hours: HoursEntries;
  readonly timeZone: string;
}): Date | null {
  const { now, capacity, timeZone } = input;
  if (!limitsSlots(capacity) || input.fullSlotStarts.length === 0) return null;
  const full = new Set(input.fullSlotStarts.map((iso) => new Date(iso).getTime()));
  const chosen = asapSlotWithRoom({
    now,
    slots: asapSlotsOfToday(now, capacity.slotMinutes, timeZone),
    isFull: (slot) => full.has(slot.start.getTime()),
    isOpen: (at) => isOpenAt(input.hours, at, timeZone),
  });
  return chosen?.isMoved ? chosen.at : null;
}
