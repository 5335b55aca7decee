import {
  DEFAULT_TIME_ZONE,
  deliveryMethodOf,
  formatMoney,
  formatZonedTime,
  localDateOf,
  type StaffOrderListItem,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { formatDateTime } from '../ui/format.ts';

const t = de.backofficeOrders;

/** "12:15 Uhr" for today (shop time zone), else "03.12.2026, 10:00". */
export function formatDue(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  const isToday = localDateOf(instant, DEFAULT_TIME_ZONE) === localDateOf(now, DEFAULT_TIME_ZONE);
  return isToday ? `${formatZonedTime(instant, DEFAULT_TIME_ZONE)} Uhr` : formatDateTime(iso);
}

/** Takeaway / Lieferung / Dine In (spec §9), with the table for dine-in. */
export function orderTypeLabel(
  order: Pick<StaffOrderListItem, 'isDelivery' | 'isDineIn' | 'tableIdentifier'>,
): string {
  const label = t.types[deliveryMethodOf(order)];
  return order.isDineIn && order.tableIdentifier
    ? `${label} · ${t.lists.table(order.tableIdentifier)}`
    : label;
}

/** Money of an order ("17,80 €"). */
export const orderMoney = (cents: number, currency: string) => formatMoney(cents, currency);
