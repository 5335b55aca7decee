import { describe, expect, it } from 'vitest';
import type { OrderFlags } from './order-view.ts';
import {
  allowedStatusActions,
  applyStatusAction,
  applyStatusToFlags,
  canTransition,
  ORDER_STATUS_ACTIONS,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
  orderStatusOf,
} from './status.ts';

const none: OrderFlags = {
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivered: false,
};

describe('canTransition (our table; the spec leaves transitions open)', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'rejected'],
    ['pending', 'canceled'],
    ['pending', 'failed'],
    ['confirmed', 'inDelivery'],
    ['confirmed', 'completed'],
    ['confirmed', 'canceled'],
    ['inDelivery', 'completed'],
    ['inDelivery', 'canceled'],
  ];
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it('has final states with no way out and no self-transitions', () => {
    for (const status of ['completed', 'rejected', 'canceled', 'failed'] as const) {
      expect(ORDER_STATUS_TRANSITIONS[status]).toEqual([]);
    }
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });
});

describe('applyStatusAction (spec §7 back-office actions)', () => {
  it.each([
    ['pending', 'confirm', 'confirmed'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'cancel', 'canceled'],
    ['confirmed', 'in-delivery', 'inDelivery'],
    ['confirmed', 'completed', 'completed'],
    ['inDelivery', 'completed', 'completed'],
  ] as const)('%s + %s → %s', (status, action, expected) => {
    expect(applyStatusAction(status, action)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['pending', 'in-delivery'],
    ['pending', 'completed'],
    ['confirmed', 'reject'],
    ['completed', 'cancel'],
    ['canceled', 'confirm'],
  ] as const)('refuses %s + %s with the German error', (status, action) => {
    const result = applyStatusAction(status, action);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('transitionNotAllowed');
    expect(result.error.message).toMatch(/^Bestellstatus konnte nicht geändert werden: /);
  });

  it.each([
    ['confirmed', 'reject', true, '„Bestätigt“ kann nicht abgelehnt werden.'],
    ['pending', 'in-delivery', true, '„Neu“ kann nicht in Zustellung gegeben werden.'],
    ['pending', 'in-delivery', false, '„Neu“ kann nicht als abholbereit markiert werden.'],
    ['completed', 'cancel', false, '„Abgeschlossen“ kann nicht storniert werden.'],
    ['canceled', 'confirm', true, '„Storniert“ kann nicht bestätigt werden.'],
    ['rejected', 'completed', true, '„Abgelehnt“ kann nicht abgeschlossen werden.'],
    ['failed', 'confirm', true, '„Fehlgeschlagen“ kann nicht bestätigt werden.'],
    ['inDelivery', 'in-delivery', true, '„In Zustellung“ kann nicht in Zustellung gegeben werden.'],
    ['inDelivery', 'confirm', false, '„Abholbereit“ kann nicht bestätigt werden.'],
  ] as const)(
    'names status and action: %s + %s (delivery %s)',
    (status, action, isDelivery, end) => {
      const result = applyStatusAction(status, action, { isDelivery });
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'transitionNotAllowed',
          message: `Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status ${end}`,
        },
      });
    },
  );

  it('lists the five actions of the spec', () => {
    expect(ORDER_STATUS_ACTIONS).toEqual([
      'cancel',
      'confirm',
      'reject',
      'in-delivery',
      'completed',
    ]);
  });
});

describe('flags ↔ status', () => {
  it.each([
    [{}, 'pending'],
    [{ isConfirmed: true }, 'confirmed'],
    [{ isConfirmed: true, isInDelivery: true }, 'inDelivery'],
    [{ isConfirmed: true, isInDelivery: true, isCompleted: true }, 'completed'],
    [{ isRejected: true }, 'rejected'],
    [{ isConfirmed: true, isCanceled: true }, 'canceled'],
    [{ isFailed: true, isCanceled: true }, 'failed'],
  ] as const)('%j → %s', (flags, status) => {
    expect(orderStatusOf({ ...none, ...flags })).toBe(status);
  });

  it.each([
    ['confirmed', false, { isConfirmed: true }],
    ['inDelivery', true, { isConfirmed: true, isInDelivery: true }],
    ['completed', true, { isConfirmed: true, isCompleted: true, isDelivered: true }],
    ['completed', false, { isConfirmed: true, isCompleted: true }],
    ['rejected', false, { isRejected: true }],
    ['canceled', false, { isCanceled: true }],
    ['failed', false, { isFailed: true }],
    ['pending', false, {}],
  ] as const)('moving to %s (delivery %s) sets %j', (status, isDelivery, expected) => {
    expect(applyStatusToFlags(none, status, isDelivery)).toEqual({ ...none, ...expected });
  });

  it('round-trips every status through the flags', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusOf(applyStatusToFlags(none, status, true))).toBe(status);
    }
  });

  it('keeps earlier progress when canceling', () => {
    const delivering = applyStatusToFlags(none, 'inDelivery', true);
    expect(applyStatusToFlags(delivering, 'canceled', true)).toEqual({
      ...delivering,
      isCanceled: true,
    });
  });
});

describe('orderStatusLabel (back-office names)', () => {
  it.each([
    ['pending', true, 'Neu'],
    ['confirmed', true, 'Bestätigt'],
    ['inDelivery', true, 'In Zustellung'],
    ['inDelivery', false, 'Abholbereit'],
    ['completed', false, 'Abgeschlossen'],
    ['rejected', true, 'Abgelehnt'],
    ['canceled', true, 'Storniert'],
    ['failed', false, 'Fehlgeschlagen'],
  ] as const)('%s (delivery %s) → %s', (status, isDelivery, label) => {
    expect(orderStatusLabel(status, isDelivery)).toBe(label);
  });
});

describe('allowedStatusActions', () => {
  it.each([
    ['pending', ['cancel', 'confirm', 'reject']],
    ['confirmed', ['cancel', 'in-delivery', 'completed']],
    ['inDelivery', ['cancel', 'completed']],
    ['completed', []],
    ['rejected', []],
    ['canceled', []],
    ['failed', []],
  ] as const)('%s → %j', (status, actions) => {
    expect(allowedStatusActions(status)).toEqual(actions);
  });
});
