import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  branchTicketCounters,
  orderItems,
  orderQuestionnaires,
  orderStatusHistory,
  orders,
  products,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { enqueueJobs, type NewJob } from '../../platform/jobs/jobs.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order with the rating of its questionnaire (null while unrated). */
export type OrderWithRating = OrderRow & { questionnaireRating: number | null };
export type StockTaken = { productId: number; units: number };

const withRating = {
  ...getTableColumns(orders),
  questionnaireRating: orderQuestionnaires.rating,
};

function selectOrders(db: Database) {
  return db
    .select(withRating)
    .from(orders)
    .leftJoin(orderQuestionnaires, eq(orderQuestionnaires.orderId, orders.id));
}

export async function findOrderByUid(db: Database, uid: string) {
  const [row] = await selectOrders(db).where(eq(orders.uid, uid));
  return row;
}

export async function findOrderById(db: Database, id: number) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

export async function findOrderByIdempotencyKey(db: Database, branchId: number, key: string) {
  const [row] = await selectOrders(db).where(
    and(eq(orders.branchId, branchId), eq(orders.idempotencyKey, key)),
  );
  return row;
}

export async function findOrderByPaymentReference(
  db: Database,
  paymentMethod: 'mollie' | 'datatrans',
  reference: string,
) {
  const [row] = await selectOrders(db).where(
    and(eq(orders.paymentMethod, paymentMethod), eq(orders.paymentReference, reference)),
  );
  return row;
}

export function findOrderItems(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** Thrown inside the order transaction when a product's stock ran out meanwhile (rolls back). */
export class StockExhaustedError extends Error {
  constructor(readonly productIds: number[]) {
    super('stock exhausted');
  }
}

/**
 * Takes stock for all lines in one statement, locking the rows in id order (no deadlocks between
 * two orders of the same products): `stock = stock - n where stock >= n`. Returns what was taken
 * from limited products; throws StockExhaustedError when any product has too little left.
 */
async function takeStock(tx: Database, wanted: StockTaken[]): Promise<StockTaken[]> {
  const values = sql.join(
    wanted.map(({ productId, units }) => sql`(${productId}::integer, ${units}::integer)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted(id, n) as (values ${values}),
    locked as (
      select p.id from ${products} p join wanted w on w.id = p.id order by p.id for update of p
    )
    update ${products} p
    set stock = case when p.stock is null then null else p.stock - w.n end
    from wanted w, locked l
    where p.id = w.id and l.id = p.id and (p.stock is null or p.stock >= w.n)
    returning p.id, p.stock`);
  const rows = (result as unknown as { rows: { id: number; stock: number | null }[] }).rows;
  const updated = new Map(rows.map((row) => [Number(row.id), row.stock]));
  const missing = wanted.filter((entry) => !updated.has(entry.productId));
  if (missing.length > 0) throw new StockExhaustedError(missing.map((entry) => entry.productId));
  return wanted.filter((entry) => updated.get(entry.productId) !== null);
}

/** Puts back what an order took (a failed payment or a cancellation by the customer). */
export async function releaseStock(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} p set stock = p.stock + v.n
    from (
      select (entry->>'productId')::integer as id, (entry->>'units')::integer as n
      from ${orderStatusHistory} h, jsonb_array_elements(coalesce(h.data->'stock', '[]'::jsonb)) entry
      where h.order_id = ${orderId} and h.status = 'pending'
    ) v
    where p.id = v.id and p.stock is not null`);
}

export type NewOrder = {
  order: Omit<typeof orders.$inferInsert, 'ticketNumber' | 'id'>;
  items: Omit<typeof orderItems.$inferInsert, 'orderId' | 'id'>[];
  stock: StockTaken[];
  jobs: (orderId: number) => NewJob[];
  now: Date;
};

/**
 * The order transaction (BUDGETS P3): stock, ticket number (per branch and day, race-free
 * upsert), the order, all lines in one insert, the first history entry, the notification jobs and
 * the `orders` event — a fixed number of statements however many lines the order has.
 */
export async function insertOrder(
  db: Database,
  input: NewOrder,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  return db.transaction(async (tx) => {
    const taken = input.stock.length > 0 ? await takeStock(tx, input.stock) : [];
    const [counter] = await tx
      .insert(branchTicketCounters)
      .values({ branchId: input.order.branchId, day: input.order.ticketDay, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [branchTicketCounters.branchId, branchTicketCounters.day],
        set: { lastNumber: sql`${branchTicketCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: branchTicketCounters.lastNumber });
    if (!counter) throw new Error('ticket counter not returned');
    const [order] = await tx
      .insert(orders)
      .values({ ...input.order, ticketNumber: counter.lastNumber })
      .returning();
    if (!order) throw new Error('order not returned');
    const items = await tx
      .insert(orderItems)
      .values(input.items.map((item) => ({ ...item, orderId: order.id })))
      .returning();
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'pending',
      createdAt: input.now,
      data: { stock: taken },
    });
    await enqueueJobs(tx, input.jobs(order.id), input.now);
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'created' });
    return { order, items };
  });
}

/** True for a unique-constraint violation (optionally of one named constraint), on both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
