import { addDays, MESSAGES, type StaffOrder, startOfLocalDay, ticketLabel } from '@shop/domain';
import { groupBy } from '../../platform/collections.ts';
import { AppError } from '../../platform/errors.ts';
import { findCurrentProducts } from '../catalogue/order-context.read-model.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { presentStaffOrder } from './staff-orders.presenter.ts';
import { dueOnDay, findItemsOfOrders, findOrders } from './staff-orders.repository.ts';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Orders of one day's label run at most (the list query's own bound). */
export const MAX_DAY_LABEL_ORDERS = 500;

/**
 * The orders of a branch due on a day in the shop's time zone, presented like the order screen
 * (the day's labels, docs/decisions/042-auto-confirm-day-labels-web-push.md), oldest due first,
 * with the shop's time zone and ticket label the per-order labels use.
 */
export async function ordersDueOn(
  deps: OrdersDeps,
  branchId: number,
  date: string,
): Promise<{
  orders: Pick<
    StaffOrder,
    'ticketNumber' | 'appointment' | 'appointmentDate' | 'createdAt' | 'customer' | 'lines'
  >[];
  timeZone: string;
  ticketLabel: string;
}> {
  if (!LOCAL_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw AppError.invalid([
      { code: 'invalidDate', field: 'date', message: MESSAGES.invalidDateTime },
    ]);
  }
  const config = await loadShopConfig(deps);
  const rows = await findOrders(
    deps.db,
    dueOnDay(
      branchId,
      startOfLocalDay(date, config.timeZone),
      startOfLocalDay(addDays(date, 1), config.timeZone),
    ),
    MAX_DAY_LABEL_ORDERS,
  );
  const items = await findItemsOfOrders(
    deps.db,
    rows.map((row) => row.id),
  );
  const products = await findCurrentProducts(deps.db, items);
  const itemsOf = groupBy(items, (item) => item.orderId);
  const now = deps.now();
  return {
    orders: rows.map((row) =>
      presentStaffOrder(row, itemsOf.get(row.id) ?? [], [], {
        disableTickets: config.disableTickets,
        now,
        products,
      }),
    ),
    timeZone: config.timeZone,
    ticketLabel: ticketLabel(config),
  };
}
