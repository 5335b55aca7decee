import { DELIVERY_METHOD_LABELS, deliveryMethodOf } from '../cart/delivery-methods.ts';
import type { PushNotification } from '../contracts/devices.ts';
import type { Cents } from '../money/cents.ts';
import { formatMoney } from '../money/format.ts';

/** The title of a new order's push, as the notification device words it (decision 027). */
export const NEW_ORDER_PUSH_TITLE = 'Neue Bestellung';

export type NewOrderPushFacts = {
  orderId: number;
  /** The ticket as staff read it ("Bon 12"; the order id when tickets are off). */
  ticket: string;
  isDelivery: boolean;
  isDineIn: boolean;
  totalGross: Cents;
};

/**
 * The Web Push of a new order to the back-office (docs/decisions/053-web-push.md): "Bon 12 ·
 * Lieferung · 12,50 €", opening the order's page. Nothing about the customer: a push crosses a
 * third party's service and shows on a locked screen.
 */
export function newOrderPushNotification(facts: NewOrderPushFacts): PushNotification {
  const method = DELIVERY_METHOD_LABELS[deliveryMethodOf(facts)];
  return {
    title: NEW_ORDER_PUSH_TITLE,
    body: [facts.ticket, method, formatMoney(facts.totalGross)].join(' · '),
    url: `/backend/orders/${facts.orderId}`,
  };
}
