import { describe, expect, it } from 'vitest';
import {
  endPhoneOrder,
  phoneOrder,
  phoneOrderPlaced,
  startPhoneOrder,
} from './phone-order-store.ts';

describe('phone-order mode (docs/decisions/049-phone-orders.md)', () => {
  it('is kept in the tab, remembers the order taken last and ends on the way back', () => {
    expect(phoneOrder()).toBeNull();
    phoneOrderPlaced({ orderId: 1, ticketNumber: '1' });
    expect(phoneOrder()).toBeNull();

    startPhoneOrder('muenchen-schwabing');
    expect(JSON.parse(sessionStorage.getItem('shop-phone-order') ?? 'null')).toEqual({
      branchIdentifier: 'muenchen-schwabing',
    });
    phoneOrderPlaced({ orderId: 42, ticketNumber: '7' });
    expect(phoneOrder()).toEqual({
      branchIdentifier: 'muenchen-schwabing',
      placed: { orderId: 42, ticketNumber: '7' },
    });
    // Another branch: a fresh start without the last order.
    startPhoneOrder('hamburg-eppendorf');
    expect(phoneOrder()).toEqual({ branchIdentifier: 'hamburg-eppendorf' });

    endPhoneOrder();
    expect(phoneOrder()).toBeNull();
    expect(sessionStorage.getItem('shop-phone-order')).toBeNull();
  });
});
