import { describe, expect, it } from 'vitest';
import { buildListedOrder } from '../testing/factories.ts';
import {
  ASAP_CONFIRMATION_MINUTES,
  isAwaitingPayment,
  isOrderMissed,
  isWaitingForConfirmation,
  type ListedOrder,
  minutesWaited,
  orderDueAt,
  orderListsOf,
} from './order-lists.ts';

const NOW = new Date('2026-12-02T11:00:00Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000);

const order = (overrides: Partial<ListedOrder> = {}) => buildListedOrder(at(-5), overrides);

describe('orderDueAt', () => {
  it.each([
    ['ASAP: creation plus the confirmation window', {}, at(-5 + ASAP_CONFIRMATION_MINUTES)],
    ['the desired time', { appointmentDate: at(60) }, at(60)],
    [
      'the agreed time before the desired one',
      { appointmentDate: at(60), appointment: at(90) },
      at(90),
    ],
    [
      'a pending counter-appointment before the desired time',
      {
        appointmentDate: at(60),
        counterAppointment: at(120),
        counterAppointmentStatus: 'proposed',
      },
      at(120),
    ],
    [
      'a rejected counter-appointment is ignored',
      {
        appointmentDate: at(60),
        counterAppointment: at(120),
        counterAppointmentStatus: 'rejected',
      },
      at(60),
    ],
    [
      'an accepted counter-appointment became the appointment',
      {
        appointmentDate: at(60),
        appointment: at(120),
        counterAppointment: at(120),
        counterAppointmentStatus: 'accepted',
      },
      at(120),
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(orderDueAt(order(overrides))).toEqual(expected);
  });
});

describe('isOrderMissed and orderListsOf', () => {
  it.each([
    ['a fresh ASAP order', {}, false, ['current']],
    [
      'an ASAP order exactly at the end of the window',
      { createdAt: at(-15) },
      true,
      ['current', 'missed'],
    ],
    ['an ASAP order one minute before the end', { createdAt: at(-14) }, false, ['current']],
    [
      'a pending order past its desired time',
      { appointmentDate: at(-1) },
      true,
      ['current', 'missed'],
    ],
    ['a pending order due right now', { appointmentDate: at(0) }, true, ['current', 'missed']],
    ['a preorder for later', { createdAt: at(-600), appointmentDate: at(600) }, false, ['current']],
    [
      'a confirmed order past its time',
      { appointmentDate: at(-60), isConfirmed: true },
      false,
      ['current'],
    ],
    [
      'an order in delivery past its time',
      { appointmentDate: at(-60), isConfirmed: true, isInDelivery: true },
      false,
      ['current'],
    ],
    ['a completed order', { createdAt: at(-600), isConfirmed: true, isCompleted: true }, false, []],
    ['a rejected order', { createdAt: at(-600), isRejected: true }, false, []],
    ['a canceled order', { createdAt: at(-600), isCanceled: true }, false, []],
    [
      'a failed online order',
      { createdAt: at(-600), paymentMethod: 'mollie', isFailed: true },
      false,
      [],
    ],
    ['an unpaid online order', { createdAt: at(-600), paymentMethod: 'mollie' }, false, []],
    [
      'a paid online order, overdue',
      { createdAt: at(-600), paymentMethod: 'mollie', isPaid: true },
      true,
      ['current', 'missed'],
    ],
    [
      'a pending counter-appointment in the future keeps it current',
      {
        appointmentDate: at(-30),
        counterAppointment: at(30),
        counterAppointmentStatus: 'proposed',
      },
      false,
      ['current'],
    ],
  ] as const)('%s', (_name, overrides, isMissed, list) => {
    expect(isOrderMissed(order(overrides), NOW)).toBe(isMissed);
    // An unconfirmed order stays in the current list once missed (at the top, marked).
    expect(orderListsOf(order(overrides), NOW)).toEqual(list);
  });
});

describe('isAwaitingPayment', () => {
  it.each([
    ['cash', {}, false],
    ['atm-card', { paymentMethod: 'atm-card' }, false],
    ['mollie, open', { paymentMethod: 'mollie' }, true],
    ['datatrans, open', { paymentMethod: 'datatrans' }, true],
    ['mollie, paid', { paymentMethod: 'mollie', isPaid: true }, false],
    ['mollie, refunded', { paymentMethod: 'mollie', isRefunded: true }, false],
    ['datatrans, failed', { paymentMethod: 'datatrans', isFailed: true }, false],
  ] as const)('%s → %s', (_name, overrides, expected) => {
    expect(isAwaitingPayment(order(overrides))).toBe(expected);
  });
});

describe('isWaitingForConfirmation', () => {
  it.each([
    ['a fresh cash order', {}, true],
    ['a missed cash order', { createdAt: at(-600) }, true],
    ['a confirmed order', { isConfirmed: true }, false],
    ['a rejected order', { isRejected: true }, false],
    ['an unpaid online order', { paymentMethod: 'mollie' }, false],
    ['a paid online order', { paymentMethod: 'mollie', isPaid: true }, true],
  ] as const)('%s → %s', (_name, overrides, expected) => {
    expect(isWaitingForConfirmation(order(overrides))).toBe(expected);
  });
});

describe('minutesWaited', () => {
  it.each([
    ['just placed', 0, 0],
    ['59 seconds', -59 / 60, 0],
    ['one minute', -1, 1],
    ['17 and a half minutes', -17.5, 17],
    ['a clock behind the order (never negative)', 2, 0],
  ] as const)('%s → %s', (_name, createdMinutesFromNow, expected) => {
    expect(minutesWaited(at(createdMinutesFromNow), NOW)).toBe(expected);
  });
});
