import {
  ASAP_CONFIRMATION_MINUTES,
  addDays,
  isOnlinePayment,
  type OrderListQuery,
  type OrderStatus,
  PAYMENT_METHODS,
  startOfLocalDay,
} from '@shop/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  orderItems,
  orderQuestionnaires,
  orderStatusHistory,
  orders,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { branchIdentifierSql, branchNameSql } from '../catalogue/catalogue.read-model.ts';
import { staffNamesById } from '../users/users.read-model.ts';

/**
 * Queries of the back-office order lists. The list rules are the domain's (orders/order-lists.ts);
 * the SQL below states the same rules for the database (status from the flags like orderStatusOf,
 * due time like orderDueAt, awaiting payment like isAwaitingPayment) and a test checks that both
 * pick the same orders.
 */

/** The status the flags describe (domain orderStatusOf): a final flag wins over progress flags. */
export const orderStatusSql = sql<OrderStatus>`case
  when ${orders.isFailed} then 'failed'
  when ${orders.isCanceled} then 'canceled'
  when ${orders.isRejected} then 'rejected'
  when ${orders.isCompleted} then 'completed'
  when ${orders.isInDelivery} then 'inDelivery'
  when ${orders.isConfirmed} then 'confirmed'
  else 'pending' end`;

/** domain orderDueAt: agreed time, pending counter-appointment, desired time, else ASAP window. */
export const orderDueAtSql = sql`coalesce(
  ${orders.appointment},
  case when ${orders.counterAppointmentStatus} = 'proposed' then ${orders.counterAppointment} end,
  ${orders.appointmentDate},
  ${orders.createdAt} + ${ASAP_CONFIRMATION_MINUTES}::integer * interval '1 minute')`;

const ONLINE_METHODS = PAYMENT_METHODS.filter(isOnlinePayment);

/** domain isAwaitingPayment. */
const awaitingPaymentSql = and(
  inArray(orders.paymentMethod, ONLINE_METHODS),
  sql`not ${orders.isPaid} and not ${orders.isRefunded} and not ${orders.isFailed}`,
) as SQL;

const isOpenSql = sql`not (${orders.isCompleted} or ${orders.isRejected} or ${orders.isCanceled} or ${orders.isFailed})`;
const isPendingSql = sql`${isOpenSql} and not ${orders.isConfirmed}`;

export type OrderListKind = 'history' | 'current' | 'missed';

/** domain isWaitingForConfirmation: pending and not an unpaid online order. */
const isWaitingSql = sql`${isPendingSql} and not (${awaitingPaymentSql})`;

/**
 * The conditions of one list (domain orderListsOf) within the user's branches (null: all). The
 * current list keeps every open order, a missed one too (it is pinned to the top, see
 * `findOrderPage`'s `pinWaiting`).
 */
export function listConditions(kind: OrderListKind, now: Date): SQL | undefined {
  const dueAt = sql`${orderDueAtSql} <= ${now.toISOString()}::timestamptz`;
  if (kind === 'history') return undefined;
  if (kind === 'missed') return sql`${isWaitingSql} and ${dueAt}`;
  return sql`${isOpenSql} and not (${awaitingPaymentSql})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every word must occur in a customer field, the uid, or equal the ticket number or order id. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(orders.firstName, pattern),
      ilike(orders.lastName, pattern),
      ilike(orders.name, pattern),
      ilike(orders.company, pattern),
      ilike(orders.email, pattern),
      ilike(orders.phone, pattern),
      ilike(orders.uid, pattern),
      sql`${orders.ticketNumber}::text = ${word}`,
      sql`${orders.id}::text = ${word}`,
    );
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The filters of the list query (branch, order date range in the shop's zone, status, payment). */
export function filterConditions(
  query: OrderListQuery,
  scope: number[] | null,
  timeZone: string,
): SQL | undefined {
  return and(
    scopeCondition(scope),
    query.branch === undefined ? undefined : eq(orders.branchId, query.branch),
    query.from === undefined
      ? undefined
      : gte(orders.createdAt, startOfLocalDay(query.from, timeZone)),
    query.to === undefined
      ? undefined
      : lt(orders.createdAt, startOfLocalDay(addDays(query.to, 1), timeZone)),
    query.status === undefined ? undefined : sql`${orderStatusSql} = ${query.status}`,
    query.payment === undefined ? undefined : eq(orders.paymentMethod, query.payment),
    searchCondition(query.search),
  );
}

/** Only the user's branches (null: every branch; an empty list: none). */
export function scopeCondition(scope: number[] | null): SQL | undefined {
  return scope === null ? undefined : inArray(orders.branchId, scope.length > 0 ? scope : [-1]);
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  dueAt: orderDueAtSql,
  totalGross: orders.totalGross,
  ticketNumber: orders.ticketNumber,
} as const;
export type OrderSortField = keyof typeof SORT_COLUMNS;

const listColumns = {
  ...getTableColumns(orders),
  questionnaireRating: orderQuestionnaires.rating,
  // The catalogue owns the branches (docs/decisions/024-server-area-modules.md).
  branchName: branchNameSql(orders.branchId),
  branchIdentifier: branchIdentifierSql(orders.branchId),
  itemCount: sql<number>`(select count(*)::integer from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
};

function selectListed(db: Database) {
  return db
    .select(listColumns)
    .from(orders)
    .leftJoin(orderQuestionnaires, eq(orderQuestionnaires.orderId, orders.id));
}

export type ListedOrderRow = Awaited<
  ReturnType<ReturnType<typeof selectListed>['execute']>
>[number];

/** One page of orders and the total. */
export async function findOrderPage(
  db: Database,
  input: {
    where: SQL | undefined;
    sort: { field: OrderSortField; direction: 'asc' | 'desc' };
    offset: number;
    limit: number;
    /** Orders waiting for confirmation first, whatever the sort (the current list). */
    pinWaiting?: boolean;
  },
): Promise<{ rows: ListedOrderRow[]; total: number }> {
  const order = input.sort.direction === 'asc' ? asc : desc;
  const pinned = input.pinWaiting ? [sql`case when ${isWaitingSql} then 0 else 1 end`] : [];
  const [rows, totals] = await Promise.all([
    selectListed(db)
      .where(input.where)
      .orderBy(...pinned, order(SORT_COLUMNS[input.sort.field]), order(orders.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ value: count() }).from(orders).where(input.where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** Every order matching `where`, oldest due first (front desk and key lists; bounded). */
export function findOrders(db: Database, where: SQL | undefined, limit = 500) {
  return selectListed(db).where(where).orderBy(asc(orderDueAtSql), asc(orders.id)).limit(limit);
}

export async function findListedOrder(db: Database, id: number) {
  const [row] = await selectListed(db).where(eq(orders.id, id));
  return row;
}

/** How many orders wait for confirmation (missed ones included) and how many are missed. */
export async function countOrderSummary(db: Database, scope: number[] | null, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::integer`,
      missed: sql<number>`count(*) filter (where ${listConditions('missed', now)})::integer`,
    })
    .from(orders)
    .where(and(scopeCondition(scope), isWaitingSql));
  return { pending: row?.pending ?? 0, missed: row?.missed ?? 0 };
}

/** The newest orders waiting for confirmation (the back-office's new-order alarm), bounded. */
export function findWaitingOrders(db: Database, scope: number[] | null, limit = 50) {
  return db
    .select({ id: orders.id, ticketNumber: orders.ticketNumber, createdAt: orders.createdAt })
    .from(orders)
    .where(and(scopeCondition(scope), isWaitingSql))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The lines of several orders in one query, in order and line order. */
export function findItemsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** The status history of an order, oldest first, with the staff member's name (users' read model). */
export async function findStatusHistory(db: Database, orderId: number) {
  const rows = await db
    .select({
      status: orderStatusHistory.status,
      message: orderStatusHistory.message,
      createdAt: orderStatusHistory.createdAt,
      userId: orderStatusHistory.userId,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const ids = rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
  const names = await staffNamesById(db, [...new Set(ids)]);
  return rows.map((row) => {
    const staff = row.userId === null ? undefined : names.get(row.userId);
    return {
      ...row,
      firstName: staff?.firstName ?? null,
      lastName: staff?.lastName ?? null,
      email: staff?.email ?? null,
    };
  });
}

export type StatusHistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];

/** Orders due between two instants or still open and due before (the front desk's day). */
/**
 * The orders due on one day of a branch (its labels, docs/decisions/042): due time (appointment,
 * wanted time, else creation) in [dayStart, dayEnd), announced (not waiting for an online
 * payment), and not rejected, canceled or failed.
 */
export function dueOnDay(branchId: number, dayStart: Date, dayEnd: Date): SQL {
  return and(
    eq(orders.branchId, branchId),
    sql`not (${awaitingPaymentSql})`,
    sql`not (${orders.isRejected} or ${orders.isCanceled} or ${orders.isFailed})`,
    sql`${orderDueAtSql} >= ${dayStart.toISOString()}::timestamptz`,
    sql`${orderDueAtSql} < ${dayEnd.toISOString()}::timestamptz`,
  ) as SQL;
}

export function frontdeskWindow(branchId: number, dayStart: Date, dayEnd: Date): SQL {
  const due = orderDueAtSql;
  return and(
    eq(orders.branchId, branchId),
    sql`not (${awaitingPaymentSql})`,
    sql`not (${orders.isRejected} or ${orders.isCanceled} or ${orders.isFailed})`,
    or(
      and(
        sql`${due} >= ${dayStart.toISOString()}::timestamptz`,
        sql`${due} < ${dayEnd.toISOString()}::timestamptz`,
      ),
      and(sql`${due} < ${dayStart.toISOString()}::timestamptz`, isOpenSql),
    ),
  ) as SQL;
}
