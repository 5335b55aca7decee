import { describe, expect, it } from 'vitest';
import { isKitchenOrder, kitchenMinutes, kitchenUrgency } from './kitchen.ts';

const open = {
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivered: false,
  kitchenDoneAt: null,
};
const DONE = new Date('2026-12-02T11:00:00Z');

describe('isKitchenOrder', () => {
  it.each([
    ['waiting for confirmation', {}, false],
    ['confirmed', { isConfirmed: true }, true],
    ['confirmed and marked done', { isConfirmed: true, kitchenDoneAt: DONE }, false],
    ['ready for pickup / in delivery', { isConfirmed: true, isInDelivery: true }, false],
    ['completed', { isConfirmed: true, isCompleted: true }, false],
    ['canceled after confirmation', { isConfirmed: true, isCanceled: true }, false],
    ['rejected', { isRejected: true }, false],
  ] as const)('%s → %s', (_name, flags, expected) => {
    expect(isKitchenOrder({ ...open, ...flags })).toBe(expected);
  });
});

describe('kitchenMinutes and kitchenUrgency', () => {
  const now = new Date('2026-12-02T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it.each([
    ['just confirmed', 0, 0, 'normal'],
    ['9 minutes 59 seconds', 9 + 59 / 60, 9, 'normal'],
    ['10 minutes: amber', 10, 10, 'amber'],
    ['19 minutes', 19.5, 19, 'amber'],
    ['20 minutes: red', 20, 20, 'red'],
    ['an hour', 60, 60, 'red'],
    ['a clock behind the confirmation (never negative)', -2, 0, 'normal'],
  ] as const)('%s → %s min, %s', (_name, minutesAgo, minutes, urgency) => {
    expect(kitchenMinutes(ago(minutesAgo), now)).toBe(minutes);
    expect(kitchenUrgency(kitchenMinutes(ago(minutesAgo), now))).toBe(urgency);
  });

  it('takes other thresholds', () => {
    expect(kitchenUrgency(5, { amberMinutes: 5, redMinutes: 8 })).toBe('amber');
    expect(kitchenUrgency(8, { amberMinutes: 5, redMinutes: 8 })).toBe('red');
  });
});
