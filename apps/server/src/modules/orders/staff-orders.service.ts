import {
  type Access,
  ORDER_SORT_FIELDS,
  type OrderListQuery,
  type OrderSummary,
  type Paged,
  parseSort,
  type StaffOrder,
  type StaffOrderListItem,
} from '@shop/domain';
import { and } from 'drizzle-orm';
import { assertBranchAccess, branchFilterOf } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { findCurrentProducts } from '../catalogue/order-context.read-model.ts';
import { findMessageJobs, orderMessagesOf, resendBlockOf } from './order-messages.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { findOrderItems } from './orders.repository.ts';
import { presentListItem, presentStaffOrder, ticketLabelOf } from './staff-orders.presenter.ts';
import {
  countOrderSummary,
  filterConditions,
  findListedOrder,
  findOrderPage,
  findStatusHistory,
  findWaitingOrders,
  type ListedOrderRow,
  listConditions,
  type OrderListKind,
  type OrderSortField,
} from './staff-orders.repository.ts';

/** The staff member behind a back-office call (roles and branch list from the session). */
export type OrderActor = { id: number; roles: readonly string[]; branchIds: readonly number[] };

const DEFAULT_SORT: Readonly<Record<OrderListKind, string>> = {
  history: '-createdAt',
  current: 'dueAt',
  missed: 'dueAt',
};

function sortOf(kind: OrderListKind, sort: string | undefined) {
  const parsed = parseSort(sort, DEFAULT_SORT[kind]);
  if (!(ORDER_SORT_FIELDS as readonly string[]).includes(parsed.field)) {
    throw AppError.invalid([
      { code: 'invalid_sort', message: ORDER_MESSAGES.unknownSort, field: 'sort' },
    ]);
  }
  return { field: parsed.field as OrderSortField, direction: parsed.direction };
}

/**
 * The branches a list may show: the user's scope (spec §6: an employee only their branches), and
 * a branch filter outside it answers 403 with the German branch message.
 */
function scopeFor(actor: OrderActor, branch: number | undefined): number[] | null {
  const scope = branchFilterOf(actor, 'orders');
  if (branch !== undefined) assertBranchAccess(actor, branch, 'orders');
  return scope;
}

/** GET /api/orders (history), /current and /missed: one page, filtered and sorted. */
export async function listStaffOrders(
  deps: OrdersDeps,
  input: { kind: OrderListKind; query: OrderListQuery; actor: OrderActor },
): Promise<Paged<StaffOrderListItem>> {
  const { kind, query } = input;
  const sort = sortOf(kind, query.sort);
  const scope = scopeFor(input.actor, query.branch);
  const config = await loadShopConfig(deps);
  const now = deps.now();
  const { rows, total } = await findOrderPage(deps.db, {
    where: and(listConditions(kind, now), filterConditions(query, scope, config.timeZone)),
    sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    pinWaiting: kind === 'current',
  });
  const presenting = { disableTickets: config.disableTickets, now };
  return {
    items: rows.map((row) => presentListItem(row, presenting)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /api/orders/summary: the navigation badges (orders waiting for confirmation, missed), the
 * newest waiting orders (the alarm rings until someone has seen them) and the server's clock, so
 * a tablet with a wrong clock still shows how long an order has waited.
 */
export async function getOrderSummary(deps: OrdersDeps, actor: OrderActor): Promise<OrderSummary> {
  const scope = scopeFor(actor, undefined);
  const now = deps.now();
  const config = await loadShopConfig(deps);
  const [counts, waiting] = await Promise.all([
    countOrderSummary(deps.db, scope, now),
    findWaitingOrders(deps.db, scope),
  ]);
  return {
    ...counts,
    waiting: waiting.map((row) => ({
      id: row.id,
      ticketNumber: ticketLabelOf(row, config.disableTickets),
      createdAt: row.createdAt.toISOString(),
    })),
    now: now.toISOString(),
  };
}

/** An order the actor may `access`: 404 when it does not exist, 403 for another branch's order. */
export async function findOrderFor(
  deps: Pick<OrdersDeps, 'db'>,
  orderId: number,
  actor: OrderActor,
  access: Access,
): Promise<ListedOrderRow> {
  const row = await findListedOrder(deps.db, orderId);
  if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
  assertBranchAccess(actor, row.branchId, 'orders', access);
  return row;
}

/** The detail of an order as the back-office shows it (after every action, too). */
export async function presentOrderById(deps: OrdersDeps, orderId: number): Promise<StaffOrder> {
  const row = await findListedOrder(deps.db, orderId);
  if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
  const [items, history, config, messageJobs] = await Promise.all([
    findOrderItems(deps.db, orderId),
    findStatusHistory(deps.db, orderId),
    loadShopConfig(deps),
    findMessageJobs(deps.db, orderId),
  ]);
  return {
    ...presentStaffOrder(row, items, history, {
      disableTickets: config.disableTickets,
      now: deps.now(),
      products: await findCurrentProducts(deps.db, items),
    }),
    messages: orderMessagesOf(messageJobs, row),
    canResend: {
      email: resendBlockOf('email', row, deps.settings, config) === null,
      sms: resendBlockOf('sms', row, deps.settings, config) === null,
    },
  };
}

/** GET /api/orders/{id}. */
export async function getStaffOrder(
  deps: OrdersDeps,
  orderId: number,
  actor: OrderActor,
): Promise<StaffOrder> {
  await findOrderFor(deps, orderId, actor, 'read');
  return presentOrderById(deps, orderId);
}
