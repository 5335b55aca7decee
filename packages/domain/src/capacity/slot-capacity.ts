import { type HoursEntries, isOpenAt } from '../hours/shifts.ts';
import type { TimeSlot } from '../hours/slots.ts';
import { ceilToLocalStep, localDateOf } from '../hours/time-zone.ts';

/**
 * Slot capacity of a branch (docs/decisions/037-slot-capacity.md; field notes 1.2: "10 orders /
 * 15 min"): at most `maxOrders` orders whose due time falls in one capacity slot of
 * `slotMinutes` on the local wall clock. A branch without `maxOrders` has no limit.
 */
export type SlotCapacity = { readonly maxOrders: number | null; readonly slotMinutes: number };

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

/** Whether one more order fits into a slot that already holds `booked` orders. */
export function hasRoom(booked: number, capacity: SlotCapacity | null): boolean {
  if (!capacity || capacity.maxOrders === null) return true;
  return booked < capacity.maxOrders;
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
  if (!capacity || capacity.maxOrders === null || fullSlotStarts.length === 0) return [...slots];
  const full = new Set(fullSlotStarts.map((iso) => new Date(iso).getTime()));
  return slots.filter(
    (slot) =>
      !full.has(capacitySlotOf(slot.instant, capacity.slotMinutes, timeZone).start.getTime()),
  );
}

/** Of booked counts per slot start, the starts that are full. */
export function fullSlotStarts(
  booked: readonly { readonly start: Date; readonly count: number }[],
  capacity: SlotCapacity | null,
): string[] {
  return booked
    .filter((slot) => !hasRoom(slot.count, capacity))
    .map((slot) => slot.start.toISOString());
}

/**
 * Booked counts per capacity slot of orders' due times (the public list of full slots counts
 * like the server's check: docs/decisions/037-slot-capacity.md).
 */
export function bookedPerSlot(
  dueTimes: readonly Date[],
  slotMinutes: number,
  timeZone: string,
): { start: Date; count: number }[] {
  const counts = new Map<number, number>();
  for (const due of dueTimes) {
    const start = capacitySlotOf(due, slotMinutes, timeZone).start.getTime();
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, count]) => ({ start: new Date(start), count }));
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
  if (capacity.maxOrders === null || input.fullSlotStarts.length === 0) return null;
  const full = new Set(input.fullSlotStarts.map((iso) => new Date(iso).getTime()));
  const chosen = asapSlotWithRoom({
    now,
    slots: asapSlotsOfToday(now, capacity.slotMinutes, timeZone),
    isFull: (slot) => full.has(slot.start.getTime()),
    isOpen: (at) => isOpenAt(input.hours, at, timeZone),
  });
  return chosen?.isMoved ? chosen.at : null;
}
