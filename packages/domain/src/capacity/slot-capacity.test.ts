import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../hours/slots.ts';
import {
  asapMovedTo,
  asapSlotsOfToday,
  asapSlotWithRoom,
  bookedPerSlot,
  bookingIn,
  capacitySlotOf,
  capacitySlotsFrom,
  fullSlotStarts,
  hasRoom,
  limitsSlots,
  slotCapacityOf,
  slotsWithRoom,
} from './slot-capacity.ts';

const BERLIN = 'Europe/Berlin';

describe('capacitySlotOf (local wall clock)', () => {
  it.each([
    ['18:00 opens the 18:00 slot', '2026-12-04T17:00:00.000Z', 15, '17:00', '17:15'],
    ['18:14 is still in it', '2026-12-04T17:14:59.000Z', 15, '17:00', '17:15'],
    ['18:15 starts the next', '2026-12-04T17:15:00.000Z', 15, '17:15', '17:30'],
    ['30-minute slots', '2026-12-04T17:40:00.000Z', 30, '17:30', '18:00'],
    ['hour slots in summer time', '2026-07-03T16:20:00.000Z', 60, '16:00', '17:00'],
  ] as const)('%s', (_name, instant, minutes, start, end) => {
    const slot = capacitySlotOf(new Date(instant), minutes, BERLIN);
    expect(slot.start.toISOString().slice(11, 16)).toBe(start);
    expect(slot.end.toISOString().slice(11, 16)).toBe(end);
  });
});

describe('hasRoom', () => {
  const booked = (total: number, byType = {}) => ({ total, byType });
  it.each([
    ['no capacity set', booked(99), null, 'takeaway', true],
    ['no maximum', booked(99), { maxOrders: null, slotMinutes: 15 }, 'takeaway', true],
    ['one place left', booked(9), { maxOrders: 10, slotMinutes: 15 }, 'takeaway', true],
    ['full', booked(10), { maxOrders: 10, slotMinutes: 15 }, 'delivery', false],
    [
      'overfull (capacity lowered later)',
      booked(12),
      { maxOrders: 10, slotMinutes: 15 },
      'dineIn',
      false,
    ],
    ['zero places', booked(0), { maxOrders: 0, slotMinutes: 15 }, 'takeaway', false],
    [
      'own type full, total has room',
      booked(4, { delivery: 3 }),
      { maxOrders: 10, maxOrdersByType: { delivery: 3 }, slotMinutes: 15 },
      'delivery',
      false,
    ],
    [
      'another type full: this one still fits',
      booked(4, { delivery: 3 }),
      { maxOrders: 10, maxOrdersByType: { delivery: 3 }, slotMinutes: 15 },
      'takeaway',
      true,
    ],
    [
      'only a type maximum, below it',
      booked(50, { dineIn: 5 }),
      { maxOrders: null, maxOrdersByType: { dineIn: 6 }, slotMinutes: 15 },
      'dineIn',
      true,
    ],
    [
      'type has room, all types full',
      booked(10, { takeaway: 1 }),
      { maxOrders: 10, maxOrdersByType: { takeaway: 5 }, slotMinutes: 15 },
      'takeaway',
      false,
    ],
    [
      'a null type maximum is no limit',
      booked(3, { takeaway: 3 }),
      { maxOrders: null, maxOrdersByType: { takeaway: null }, slotMinutes: 15 },
      'takeaway',
      true,
    ],
  ] as const)('%s', (_name, slot, capacity, method, room) => {
    expect(hasRoom(slot, capacity, method)).toBe(room);
  });
});

describe('limitsSlots (whether a slot is counted at all)', () => {
  it.each([
    ['no capacity', null, undefined, false],
    ['nothing set', { maxOrders: null, maxOrdersByType: {}, slotMinutes: 15 }, undefined, false],
    ['all types', { maxOrders: 10, slotMinutes: 15 }, 'dineIn', true],
    [
      'delivery only, asked for delivery',
      { maxOrders: null, maxOrdersByType: { delivery: 4 }, slotMinutes: 15 },
      'delivery',
      true,
    ],
    [
      'delivery only, asked for takeaway',
      { maxOrders: null, maxOrdersByType: { delivery: 4 }, slotMinutes: 15 },
      'takeaway',
      false,
    ],
    [
      'delivery only, any type',
      { maxOrders: null, maxOrdersByType: { delivery: 4 }, slotMinutes: 15 },
      undefined,
      true,
    ],
    [
      'a null type maximum',
      { maxOrders: null, maxOrdersByType: { delivery: null }, slotMinutes: 15 },
      undefined,
      false,
    ],
  ] as const)('%s', (_name, capacity, method, limited) => {
    expect(limitsSlots(capacity, method)).toBe(limited);
  });

  it('reads a branch', () => {
    expect(
      slotCapacityOf({
        maxOrdersPerSlot: null,
        maxOrdersPerSlotByType: { dineIn: 6 },
        slotMinutes: 30,
      }),
    ).toEqual({ maxOrders: null, maxOrdersByType: { dineIn: 6 }, slotMinutes: 30 });
  });
});

describe('slotsWithRoom and fullSlotStarts', () => {
  const at = (iso: string): TimeSlot => ({ instant: new Date(iso), time: iso.slice(11, 16) });
  const slots = [
    at('2026-12-04T16:55:00.000Z'),
    at('2026-12-04T17:00:00.000Z'),
    at('2026-12-04T17:10:00.000Z'),
    at('2026-12-04T17:15:00.000Z'),
  ];
  const capacity = { maxOrders: 2, maxOrdersByType: { delivery: 1 }, slotMinutes: 15 };
  const booked = [
    { start: new Date('2026-12-04T17:00:00.000Z'), total: 2, byType: { takeaway: 2 } },
    { start: new Date('2026-12-04T17:15:00.000Z'), total: 1, byType: { delivery: 1 } },
  ];
  const full = fullSlotStarts(booked, capacity, 'takeaway');
  it('reports only the slots that are full', () => {
    expect(full).toEqual(['2026-12-04T17:00:00.000Z']);
  });
  it('reports the slots full for the order type asked for', () => {
    expect(fullSlotStarts(booked, capacity, 'delivery')).toEqual([
      '2026-12-04T17:00:00.000Z',
      '2026-12-04T17:15:00.000Z',
    ]);
  });
  it.each([
    ['hides every time of a full slot', capacity, ['16:55', '17:15']],
    ['keeps all without a capacity', null, ['16:55', '17:00', '17:10', '17:15']],
  ] as const)('%s', (_name, given, times) => {
    expect(slotsWithRoom(slots, full, given, BERLIN).map((slot) => slot.time)).toEqual(times);
  });
});

describe('bookedPerSlot (counted like the server check)', () => {
  it.each([
    ['nothing booked', [], []],
    [
      'two in one slot, one in the next',
      ['2026-12-04T17:00:00.000Z', '2026-12-04T17:14:00.000Z', '2026-12-04T17:15:00.000Z'],
      ['17:00=2', '17:15=1'],
    ],
    [
      'sorted by start',
      ['2026-12-04T18:05:00.000Z', '2026-12-04T17:05:00.000Z'],
      ['17:00=1', '18:00=1'],
    ],
  ] as const)('%s', (_name, due, expected) => {
    const counted = bookedPerSlot(
      due.map((iso) => ({ due: new Date(iso), method: 'takeaway' as const })),
      15,
      BERLIN,
    ).map((slot) => `${slot.start.toISOString().slice(11, 16)}=${slot.total}`);
    expect(counted).toEqual(expected);
  });

  it('counts each order type of a slot', () => {
    const booked = [
      { due: new Date('2026-12-04T17:01:00.000Z'), method: 'delivery' as const },
      { due: new Date('2026-12-04T17:02:00.000Z'), method: 'takeaway' as const },
      { due: new Date('2026-12-04T17:03:00.000Z'), method: 'delivery' as const },
      { due: new Date('2026-12-04T17:20:00.000Z'), method: 'dineIn' as const },
    ];
    expect(bookedPerSlot(booked, 15, BERLIN)).toEqual([
      {
        start: new Date('2026-12-04T17:00:00.000Z'),
        total: 3,
        byType: { delivery: 2, takeaway: 1 },
      },
      { start: new Date('2026-12-04T17:15:00.000Z'), total: 1, byType: { dineIn: 1 } },
    ]);
    const slot = capacitySlotOf(new Date('2026-12-04T17:10:00.000Z'), 15, BERLIN);
    expect(bookingIn(slot, booked)).toEqual({ total: 3, byType: { delivery: 2, takeaway: 1 } });
  });
});

describe('capacitySlotsFrom', () => {
  it('lists the slots in a row from the one now falls in', () => {
    const slots = capacitySlotsFrom(new Date('2026-12-04T17:07:00.000Z'), 15, BERLIN, 3);
    expect(slots.map((slot) => slot.start.toISOString().slice(11, 16))).toEqual([
      '17:00',
      '17:15',
      '17:30',
    ]);
    expect(slots[2]?.end.toISOString().slice(11, 16)).toBe('17:45');
  });

  it.each([
    ['18:07, 15 minutes: 18:00 … 23:45', '2026-12-04T17:07:00.000Z', 15, 24, '22:45'],
    ['23:50: only its own slot', '2026-12-04T22:50:00.000Z', 15, 1, '22:45'],
    ['hour slots in summer time', '2026-07-03T19:20:00.000Z', 60, 3, '21:00'],
  ] as const)('ASAP looks through the rest of today: %s', (_name, now, minutes, count, last) => {
    const slots = asapSlotsOfToday(new Date(now), minutes, BERLIN);
    expect(slots).toHaveLength(count);
    expect(slots.at(-1)?.start.toISOString().slice(11, 16)).toBe(last);
  });
});

describe('asapSlotWithRoom ("So schnell wie möglich" under capacity, decision 041)', () => {
  // Friday 18:07 in Berlin; slots 18:00, 18:15, 18:30, 18:45 (local).
  const now = new Date('2026-12-04T17:07:00.000Z');
  const slots = capacitySlotsFrom(now, 15, BERLIN, 4);
  const local = (at: Date) =>
    new Intl.DateTimeFormat('de-DE', { timeStyle: 'short', timeZone: BERLIN }).format(at);
  it.each([
    ['room now: stays now', [], undefined, '18:07', false],
    ['current slot full: the next', ['18:00'], undefined, '18:15', true],
    ['two full: the third', ['18:00', '18:15'], undefined, '18:30', true],
    ['a gap is used', ['18:00', '18:30'], undefined, '18:15', true],
    ['closed at 18:15: skipped', ['18:00'], (at: Date) => local(at) !== '18:15', '18:30', true],
    ['all full: none', ['18:00', '18:15', '18:30', '18:45'], undefined, null, false],
    ['closed after the full one: none', ['18:00'], () => false, null, false],
  ] as const)('%s', (_name, full, isOpen, at, isMoved) => {
    const result = asapSlotWithRoom({
      now,
      slots,
      isFull: (slot) => (full as readonly string[]).includes(local(slot.start)),
      ...(isOpen ? { isOpen } : {}),
    });
    expect(result ? local(result.at) : null).toBe(at);
    expect(result?.isMoved ?? false).toBe(isMoved);
  });
});

describe('asapMovedTo (what the checkout shows, decision 041)', () => {
  // Friday 18:07 in Berlin, open 10:00–22:00; 15-minute slots.
  const now = new Date('2026-12-04T17:07:00.000Z');
  const hours = [{ type: 'daily', isClosed: false, from: '10:00', to: '22:00' }] as const;
  const capacity = { maxOrders: 2, slotMinutes: 15 };
  it.each([
    ['no maximum', { maxOrders: null, slotMinutes: 15 }, ['2026-12-04T17:00:00.000Z'], null],
    [
      'a type maximum only: now full, 18:15',
      { maxOrders: null, maxOrdersByType: { delivery: 3 }, slotMinutes: 15 },
      ['2026-12-04T17:00:00.000Z'],
      '2026-12-04T17:15:00.000Z',
    ],
    ['nothing full', capacity, [], null],
    ['another slot full', capacity, ['2026-12-04T17:30:00.000Z'], null],
    ['now full: 18:15', capacity, ['2026-12-04T17:00:00.000Z'], '2026-12-04T17:15:00.000Z'],
    [
      'now and 18:15 full: 18:30',
      capacity,
      ['2026-12-04T17:00:00.000Z', '2026-12-04T17:15:00.000Z'],
      '2026-12-04T17:30:00.000Z',
    ],
  ] as const)('%s', (_name, slotCapacity, full, moved) => {
    const result = asapMovedTo({
      now,
      capacity: slotCapacity,
      fullSlotStarts: full,
      hours,
      timeZone: BERLIN,
    });
    expect(result?.toISOString() ?? null).toBe(moved);
  });

  it('no slot left before closing: null (the server refuses with its message)', () => {
    const late = new Date('2026-12-04T20:50:00.000Z');
    const full = ['2026-12-04T20:45:00.000Z'];
    expect(
      asapMovedTo({ now: late, capacity, fullSlotStarts: full, hours, timeZone: BERLIN }),
    ).toBeNull();
  });
});
