import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPendingPayment,
  pendingPaymentFor,
  rememberPendingPayment,
} from './pending-payment.ts';

// spec §4: the cart stays filled while the customer pays online; the status page clears it once
// the order it names is paid, and only in the browser session that started the payment.

afterEach(() => window.sessionStorage.clear());

describe('pending payment', () => {
  it.each([
    {
      case: 'the order this session sent to payment',
      stored: { uid: 'o-1', branchIdentifier: 'wien' },
      uid: 'o-1',
      expected: { uid: 'o-1', branchIdentifier: 'wien' },
    },
    {
      case: 'another order',
      stored: { uid: 'o-2', branchIdentifier: 'wien' },
      uid: 'o-1',
      expected: null,
    },
    { case: 'no branch', stored: { uid: 'o-1' }, uid: 'o-1', expected: null },
    { case: 'not an object', stored: 'o-1', uid: 'o-1', expected: null },
  ])('$case', ({ stored, uid, expected }) => {
    window.sessionStorage.setItem('shop.pending-payment', JSON.stringify(stored));
    expect(pendingPaymentFor(uid)).toEqual(expected);
  });

  it('remembers, reads back and forgets', () => {
    expect(pendingPaymentFor('o-1')).toBeNull();
    rememberPendingPayment({ uid: 'o-1', branchIdentifier: 'graz' });
    expect(pendingPaymentFor('o-1')).toEqual({ uid: 'o-1', branchIdentifier: 'graz' });
    forgetPendingPayment();
    expect(pendingPaymentFor('o-1')).toBeNull();
  });

  it('unreadable storage is no pending payment', () => {
    window.sessionStorage.setItem('shop.pending-payment', '{kaputt');
    expect(pendingPaymentFor('o-1')).toBeNull();
  });
});
