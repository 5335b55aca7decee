import { describe, expect, it } from 'vitest';
import { newOrderPushNotification } from './web-push.ts';

describe('newOrderPushNotification', () => {
  it.each([
    [{ isDelivery: true, isDineIn: false }, 1250, 'Bon 12 · Lieferung · 12,50\u00a0€'],
    [{ isDelivery: false, isDineIn: false }, 0, 'Bon 12 · Takeaway · 0,00\u00a0€'],
    [{ isDelivery: false, isDineIn: true }, 123456, 'Bon 12 · Dine In · 1.234,56\u00a0€'],
    // both flags: delivery, like every other place that reads the flags
    [{ isDelivery: true, isDineIn: true }, 5, 'Bon 12 · Lieferung · 0,05\u00a0€'],
  ])('words %o with %i cents as %s', (flags, totalGross, body) => {
    expect(
      newOrderPushNotification({ orderId: 7, ticket: 'Bon 12', totalGross, ...flags }),
    ).toEqual({ title: 'Neue Bestellung', body, url: '/backend/orders/7' });
  });
});
