import {
  addDays,
  FRONTDESK_ACTIONS,
  type FrontdeskOrder,
  type FrontdeskResult,
  fillMessage,
  frontdeskActionsFor,
  frontdeskColumnOf,
  isFrontdeskOrder,
  type KeyOrderListResult,
  localDateOf,
  type OrderStatusAction,
  orderStatusOf,
  startOfLocalDay,
} from '@shop/domain';
import { and, eq, or } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { groupBy } from '../../platform/collections.ts';
import { AppError } from '../../platform/errors.ts';
import { branchNameOf } from '../catalogue/catalogue.read-model.ts';
import { changeOrderStatus } from './order-actions.service.ts';
import type { OrderPartSnapshot } from './order-checkout.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import type { OrderItemRow } from './orders.repository.ts';
import { presentListItem } from './staff-orders.presenter.ts';
import {
  findItemsOfOrders,
  findListedOrder,
  findOrders,
  frontdeskWindow,
  type ListedOrderRow,
  listConditions,
} from './staff-orders.repository.ts';

/**
 * The front desk's data (rules in the domain's orders/frontdesk.ts): the day's
 * orders of one branch by column, and the everyday status steps an API key may take.
 */

async function branchOf(deps: OrdersDeps, branchId: number) {
  const branch = await branchNameOf(deps.db, branchId);
  if (!branch) throw AppError.notFound();
  return branch;
}

function presentFrontdeskOrder(
  row: ListedOrderRow,
  lines: OrderItemRow[],
  presenting: { disableTickets: boolean; now: Date },
): FrontdeskOrder | null {
  const column = frontdeskColumnOf(row);
  if (!column) return null;
  return {
    ...presentListItem(row, presenting),
    column,
    actions: frontdeskActionsFor(orderStatusOf(row)),
    comment: row.comment,
    lines: lines.map((line) => ({
      name: line.name,
      amount: line.amount,
      unit: line.unit as FrontdeskOrder['lines'][number]['unit'],
      parts: (line.parts as OrderPartSnapshot[]).map(({ name, values }) => ({ name, values })),
    })),
  };
}

/** GET /api/orders/frontdesk/…: the branch's orders of today (shop time zone) by column. */
export async function frontdeskOrders(
  deps: OrdersDeps,
  branchId: number,
): Promise<FrontdeskResult> {
  const [branch, config] = await Promise.all([branchOf(deps, branchId), loadShopConfig(deps)]);
  const now = deps.now();
  const today = localDateOf(now, config.timeZone);
  const dayStart = startOfLocalDay(today, config.timeZone);
  const dayEnd = startOfLocalDay(addDays(today, 1), config.timeZone);
  const rows = (await findOrders(deps.db, frontdeskWindow(branchId, dayStart, dayEnd))).filter(
    (row) => isFrontdeskOrder(row, now, config.timeZone),
  );
  const items = groupBy(
    await findItemsOfOrders(
      deps.db,
      rows.map((row) => row.id),
    ),
    (item) => item.orderId,
  );
  const presenting = { disableTickets: config.disableTickets, now };
  return {
    branch,
    orders: rows.flatMap(
      (row) => presentFrontdeskOrder(row, items.get(row.id) ?? [], presenting) ?? [],
    ),
    now: now.toISOString(),
  };
}

/** GET /api/orders/backoffice/…: the branch's open orders (current and missed), due first. */
export async function keyOrderList(
  deps: OrdersDeps,
  branchId: number,
): Promise<KeyOrderListResult> {
  const [branch, config] = await Promise.all([branchOf(deps, branchId), loadShopConfig(deps)]);
  const now = deps.now();
  const where = and(
    eq(orders.branchId, branchId),
    or(listConditions('current', now), listConditions('missed', now)),
  );
  const rows = await findOrders(deps.db, where);
  const presenting = { disableTickets: config.disableTickets, now };
  return { branch, orders: rows.map((row) => presentListItem(row, presenting)) };
}

/** POST …/frontdesk/{branchId}/orders/{id}/status/{action}: confirm, ready, complete only. */
export async function frontdeskStatusAction(
  deps: OrdersDeps,
  input: { branchId: number; orderId: number; action: OrderStatusAction; keyName: string },
): Promise<FrontdeskResult> {
  if (!FRONTDESK_ACTIONS.includes(input.action)) {
    throw AppError.forbidden(ORDER_MESSAGES.frontdeskActionNotAllowed);
  }
  const order = await findListedOrder(deps.db, input.orderId);
  // Another branch's order is as unknown to this key as a missing one.
  if (!order || order.branchId !== input.branchId) throw AppError.notFound(ORDER_MESSAGES.notFound);
  await changeOrderStatus(deps, {
    order,
    action: input.action,
    origin: {
      userId: null,
      note: fillMessage(ORDER_MESSAGES.historyFrontdesk, { key: input.keyName }),
    },
  });
  return frontdeskOrders(deps, input.branchId);
}
