import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { buildBranch } from '../testing/factories.ts';
import { parseTimeOfDay } from './local-date.ts';
import { nextOrderTime, primaryOrderMethod } from './next-order-time.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const weekdays = (from: string, to: string): HoursEntry[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((type) => ({
    type,
    isClosed: false,
    from,
    to,
  }));

// 2025-01-15 is a Wednesday.
const branch = buildBranch({
  openingHours: weekdays('10:00', '22:00'),
  deliveryHours: weekdays('11:00', '21:00'),
  isDeliveryHoursEnabled: true,
});

describe('primaryOrderMethod (the order type a branch card speaks of)', () => {
  it.each([
    [{}, 'takeaway'],
    [{ isTakeawayEnabled: false }, 'delivery'],
    [{ isTakeawayEnabled: false, isDeliveryEnabled: false }, 'dineIn'],
    [{ isTakeawayEnabled: false, isDeliveryEnabled: false, isDineInEnabled: false }, null],
  ] as const)('%j → %s', (overrides, method) => {
    expect(primaryOrderMethod(buildBranch(overrides))).toBe(method);
  });
});

describe('nextOrderTime', () => {
  it.each([
    ['open: now, on the 5-minute grid', 'takeaway', '2025-01-15', '12:00', '2025-01-15', '12:00'],
    ['open: rounded up to 5 minutes', 'takeaway', '2025-01-15', '12:01', '2025-01-15', '12:05'],
    ['before opening: the opening', 'takeaway', '2025-01-15', '08:10', '2025-01-15', '10:00'],
    ['delivery on delivery hours', 'delivery', '2025-01-15', '10:30', '2025-01-15', '11:00'],
    ['after closing: next day', 'takeaway', '2025-01-15', '22:00', '2025-01-16', '10:00'],
    ['friday night: monday', 'takeaway', '2025-01-17', '23:00', '2025-01-20', '10:00'],
  ] as const)('%s', (_name, method, date, time, expectedDate, expectedTime) => {
    const next = nextOrderTime(branch, at(date, time), BERLIN, method);
    expect(next?.instant).toEqual(at(expectedDate, expectedTime));
    expect(next?.time).toBe(expectedTime);
    expect(next?.method).toBe(method);
    expect(next?.isToday).toBe(expectedDate === date);
  });

  it('names the day like the reopening notices', () => {
    expect(nextOrderTime(branch, at('2025-01-17', '23:00'), BERLIN)?.day).toBe('Montag');
  });

  it('waits for orderableFrom', () => {
    const later = { ...branch, orderableFrom: at('2025-01-16', '14:02').toISOString() };
    expect(nextOrderTime(later, at('2025-01-15', '12:00'), BERLIN)?.instant).toEqual(
      at('2025-01-16', '14:05'),
    );
  });

  it('is null without an offered type or without hours in the window', () => {
    const none = { ...branch, isTakeawayEnabled: false, isDeliveryEnabled: false };
    expect(
      nextOrderTime({ ...none, isDineInEnabled: false }, at('2025-01-15', '12:00'), BERLIN),
    ).toBeNull();
    expect(
      nextOrderTime({ ...branch, openingHours: [] }, at('2025-01-15', '12:00'), BERLIN, 'takeaway'),
    ).toBeNull();
  });
});
