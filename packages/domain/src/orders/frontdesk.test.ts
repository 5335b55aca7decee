import { describe, expect, it } from 'vitest';
import { buildListedOrder } from '../testing/factories.ts';
import { frontdeskActionsFor, frontdeskColumnOf, isFrontdeskOrder } from './frontdesk.ts';
import type { ListedOrder } from './order-lists.ts';

const NOW = new Date('2026-12-02T11:00:00Z'); // Wednesday 12:00 in Berlin
const TZ = 'Europe/Berlin';

const order = (overrides: Partial<ListedOrder> = {}) =>
  buildListedOrder(new Date('2026-12-02T10:50:00Z'), overrides);

describe('frontdeskColumnOf', () => {
  it.each([
    ['pending', {}, 'new'],
    ['confirmed', { isConfirmed: true }, 'preparing'],
    ['in delivery', { isConfirmed: true, isInDelivery: true }, 'ready'],
    ['completed', { isConfirmed: true, isCompleted: true }, 'completed'],
    ['rejected', { isRejected: true }, null],
    ['canceled', { isConfirmed: true, isCanceled: true }, null],
    ['failed', { paymentMethod: 'mollie', isFailed: true }, null],
    ['unpaid online', { paymentMethod: 'mollie' }, null],
    ['paid online', { paymentMethod: 'mollie', isPaid: true }, 'new'],
  ] as const)('%s → %s', (_name, overrides, column) => {
    expect(frontdeskColumnOf(order(overrides))).toBe(column);
  });
});

describe('isFrontdeskOrder', () => {
  it.each([
    ['an ASAP order of today', {}, true],
    ['an order for tonight', { appointmentDate: new Date('2026-12-02T21:00:00Z') }, true],
    // 23:30 UTC is already 3 December in Berlin
    [
      'an order for just after midnight',
      { appointmentDate: new Date('2026-12-02T23:30:00Z') },
      false,
    ],
    ['an order for tomorrow', { appointmentDate: new Date('2026-12-03T09:00:00Z') }, false],
    [
      'yesterday’s order still open',
      { createdAt: new Date('2026-12-01T09:00:00Z'), isConfirmed: true },
      true,
    ],
    [
      'yesterday’s completed order',
      { createdAt: new Date('2026-12-01T09:00:00Z'), isConfirmed: true, isCompleted: true },
      false,
    ],
    ['today’s completed order', { isConfirmed: true, isCompleted: true }, true],
    ['today’s canceled order', { isCanceled: true }, false],
  ] as const)('%s → %s', (_name, overrides, expected) => {
    expect(isFrontdeskOrder(order(overrides), NOW, TZ)).toBe(expected);
  });
});

describe('frontdeskActionsFor (what an API key may do)', () => {
  it.each([
    ['pending', ['confirm']],
    ['confirmed', ['in-delivery', 'completed']],
    ['inDelivery', ['completed']],
    ['completed', []],
    ['canceled', []],
  ] as const)('%s → %j', (status, actions) => {
    expect(frontdeskActionsFor(status)).toEqual(actions);
  });
});
