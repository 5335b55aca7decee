import {
  addDays,
  DEVICE_MESSAGES,
  isKitchenOrder,
  type KitchenScreen,
  type KitchenTicket,
  localDateOf,
  type NotificationScreen,
  orderStatusOf,
  startOfLocalDay,
} from '@shop/domain';
import { and, eq, inArray, isNotNull, isNull, min } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { groupBy } from '../../platform/collections.ts';
import { AppError } from '../../platform/errors.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { branchNameOf } from '../catalogue/catalogue.read-model.ts';
import type { OrderPartSnapshot } from './order-checkout.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import type { OrderItemRow } from './orders.repository.ts';
import { ticketLabelOf } from './staff-orders.presenter.ts';
import {
  findItemsOfOrders,
  findOrders,
  findWaitingOrders,
  frontdeskWindow,
  type ListedOrderRow,
} from './staff-orders.repository.ts';

/**
 * GET /api/devices/notifications: the branch's orders waiting for confirmation, newest first (a
 * notification device rings for them; docs/decisions/027-devices-and-print-jobs.md).
 */
export async function notificationScreen(
  deps: OrdersDeps,
  input: { branchId: number; deviceName: string },
): Promise<NotificationScreen> {
  const [branch, config, waiting] = await Promise.all([
    branchNameOf(deps.db, input.branchId),
    loadShopConfig(deps),
    findWaitingOrders(deps.db, [input.branchId]),
  ]);
  if (!branch) throw AppError.notFound();
  return {
    device: { name: input.deviceName },
    branch,
    waiting: waiting.map((row) => ({
      id: row.id,
      ticketNumber: ticketLabelOf(row, config.disableTickets),
      createdAt: row.createdAt.toISOString(),
    })),
    now: deps.now().toISOString(),
  };
}

/**
 * The kitchen display's data (docs/decisions/034-kitchen-display.md; rules in the domain's
 * devices/kitchen.ts): the branch's confirmed orders of the day that the kitchen has not marked
 * done, oldest due first, with lines and parts and no prices. "Fertig" and "Zurückholen" set and
 * clear the kitchen's own mark; the customer's status stays as it is.
 */

function ticketType(row: ListedOrderRow): KitchenTicket['type'] {
  if (row.isDelivery) return 'delivery';
  return row.isDineIn ? 'dineIn' : 'takeaway';
}

function presentTicket(
  row: ListedOrderRow,
  lines: OrderItemRow[],
  confirmedAt: Date,
  disableTickets: boolean,
): KitchenTicket {
  return {
    id: row.id,
    ticketNumber: ticketLabelOf(row, disableTickets),
    type: ticketType(row),
    tableIdentifier: row.tableIdentifier,
    appointment: (row.appointment ?? row.appointmentDate)?.toISOString() ?? null,
    confirmedAt: confirmedAt.toISOString(),
    comment: row.comment,
    lines: lines.map((line) => ({
      name: line.name,
      amount: line.amount,
      unit: line.unit as KitchenTicket['lines'][number]['unit'],
      parts: (line.parts as OrderPartSnapshot[]).map(({ name, values }) => ({ name, values })),
    })),
  };
}

/** When each order was confirmed (its first `confirmed` status entry). */
async function confirmationTimes(deps: OrdersDeps, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, Date>();
  const rows = await deps.db
    .select({ orderId: orderStatusHistory.orderId, at: min(orderStatusHistory.createdAt) })
    .from(orderStatusHistory)
    .where(
      and(
        inArray(orderStatusHistory.orderId, orderIds),
        eq(orderStatusHistory.status, 'confirmed'),
      ),
    )
    .groupBy(orderStatusHistory.orderId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.orderId, row.at] as const] : [])));
}

/** The day's orders of the branch as the front desk sees them (shop time zone). */
async function ordersOfTheDay(deps: OrdersDeps, branchId: number) {
  const config = await loadShopConfig(deps);
  const now = deps.now();
  const today = localDateOf(now, config.timeZone);
  const window = frontdeskWindow(
    branchId,
    startOfLocalDay(today, config.timeZone),
    startOfLocalDay(addDays(today, 1), config.timeZone),
  );
  return { rows: await findOrders(deps.db, window), config, now };
}

/** GET /api/devices/kitchen: the display's tickets and the last ticket marked done. */
export async function kitchenScreen(
  deps: OrdersDeps,
  input: { branchId: number; deviceName: string },
): Promise<KitchenScreen> {
  const branch = await branchNameOf(deps.db, input.branchId);
  if (!branch) throw AppError.notFound();
  const { rows, config, now } = await ordersOfTheDay(deps, input.branchId);
  const open = rows.filter(isKitchenOrder);
  const [items, confirmed] = await Promise.all([
    findItemsOfOrders(
      deps.db,
      open.map((row) => row.id),
    ),
    confirmationTimes(
      deps,
      open.map((row) => row.id),
    ),
  ]);
  const linesOf = groupBy(items, (item) => item.orderId);
  const lastDone = rows
    .filter((row) => orderStatusOf(row) === 'confirmed' && row.kitchenDoneAt !== null)
    .sort((a, b) => b.kitchenDoneAt!.getTime() - a.kitchenDoneAt!.getTime())[0];
  return {
    device: { name: input.deviceName },
    branch,
    tickets: open.map((row) =>
      presentTicket(
        row,
        linesOf.get(row.id) ?? [],
        confirmed.get(row.id) ?? row.createdAt,
        config.disableTickets,
      ),
    ),
    lastDone: lastDone
      ? { id: lastDone.id, ticketNumber: ticketLabelOf(lastDone, config.disableTickets) }
      : null,
    now: now.toISOString(),
  };
}

/**
 * Sets or clears the kitchen's mark on a confirmed order of the branch; refused with the German
 * 404 when the order is not (or no longer) one the kitchen may change. Announced to every screen.
 */
export async function setKitchenDone(
  deps: OrdersDeps,
  input: { branchId: number; orderId: number; isDone: boolean },
): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ kitchenDoneAt: input.isDone ? deps.now() : null })
      .where(
        and(
          eq(orders.id, input.orderId),
          eq(orders.branchId, input.branchId),
          eq(orders.isConfirmed, true),
          eq(orders.isInDelivery, false),
          eq(orders.isCompleted, false),
          eq(orders.isCanceled, false),
          eq(orders.isRejected, false),
          eq(orders.isFailed, false),
          input.isDone ? isNull(orders.kitchenDoneAt) : isNotNull(orders.kitchenDoneAt),
        ),
      )
      .returning({ id: orders.id, branchId: orders.branchId });
    if (row)
      await publishOrderEvent(tx, { orderId: row.id, branchId: row.branchId, type: 'updated' });
    return row !== undefined;
  });
  if (!changed) {
    throw AppError.notFound(
      input.isDone ? DEVICE_MESSAGES.kitchenOrderNotFound : DEVICE_MESSAGES.nothingToRecall,
    );
  }
}
