import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  branchTicketCounters,
  jobs,
  orderItems,
  orderQuestionnaires,
  orderStatusHistory,
  orders,
  products,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { ORDER_EVENTS_CHANNEL } from '../../platform/events.ts';
import type { NewJob } from '../../platform/jobs/jobs.ts';
import { newOrderPrintJobsInsert } from '../devices/print-jobs.repository.ts';

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
  // One JSON parameter, however many products (docs/decisions/014-order-limits-and-public-addresses.md).
  const result = await tx.execute(sql`
    with wanted as (
      select id, n from jsonb_to_recordset(${JSON.stringify(
        wanted.map(({ productId, units }) => ({ id: productId, n: units })),
      )}::jsonb) as w(id integer, n integer)
    ),
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
 * Stores an order (docs/budgets.md P3) in one statement whatever the number of lines: the ticket number
 * (per branch and day, race-free upsert), the order, all lines, the first history entry, the
 * notification jobs and the `orders` event, as data-modifying CTEs of one INSERT (atomic by
 * itself). Only an order with limited-stock products needs a transaction, to take the stock
 * first (one more statement, plus BEGIN and COMMIT).
 */
export async function insertOrder(
  db: Database,
  input: NewOrder,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  if (input.stock.length === 0) return writeOrder(db, input, []);
  return db.transaction(async (tx) => writeOrder(tx, input, await takeStock(tx, input.stock)));
}

async function writeOrder(
  db: Database,
  input: NewOrder,
  taken: StockTaken[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const ticket = db.$with('ticket').as(
    db
      .insert(branchTicketCounters)
      .values({ branchId: input.order.branchId, day: input.order.ticketDay, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [branchTicketCounters.branchId, branchTicketCounters.day],
        set: { lastNumber: sql`${branchTicketCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: branchTicketCounters.lastNumber }),
  );
  const created = db.$with('created').as(
    db
      .insert(orders)
      .values({ ...input.order, ticketNumber: sql`(select ${ticket.lastNumber} from ${ticket})` })
      .returning(),
  );
  const orderId = sql`(select ${created.id} from ${created})`;
  const lines = db
    .$with('lines', {
      id: sql<number>`id`.as('id'),
      position: sql<number>`position`.as('position'),
    })
    .as(insertLinesFromJson(input.items, orderId));
  const history = db.$with('history').as(
    db
      .insert(orderStatusHistory)
      .values({ orderId, status: 'pending', createdAt: input.now, data: { stock: taken } })
      .returning({ id: orderStatusHistory.id }),
  );
  // Every job of a new order is about it: its payload gets the new order's id. Online payments
  // have none yet (they notify once paid).
  const newJobs = input.jobs(0);
  const queued =
    newJobs.length > 0
      ? [
          db.$with('queued').as(
            db
              .insert(jobs)
              .values(
                newJobs.map((job) => ({
                  type: job.type,
                  payload: sql`jsonb_set(${JSON.stringify(job.payload)}::jsonb, '{orderId}', to_jsonb(${orderId}))`,
                  runAt: job.runAt ?? input.now,
                })),
              )
              .returning({ id: jobs.id }),
          ),
        ]
      : [];
  // The receipt print jobs (docs/decisions/027-devices-and-print-jobs.md), in this same
  // statement, so an order is never stored without its tickets; announced orders only, like the
  // jobs above (an online payment prints once paid).
  const printed =
    newJobs.length > 0
      ? [
          db
            .$with('printed', { id: sql<number>`id`.as('id') })
            .as(
              newOrderPrintJobsInsert(
                sql`(select ${created.id} from ${created})`,
                sql`(select ${created.branchId} from ${created})`,
              ),
            ),
        ]
      : [];
  // The `orders` event (platform/events.ts, same payload), delivered at commit; selected by the
  // main query, as a CTE without data change runs only when it is read.
  const notified = db.$with('notified').as(
    db
      .select({
        lineIds: sql<
          number[]
        >`(select json_agg(${lines.id} order by ${lines.position}) from ${lines})`.as('line_ids'),
        event:
          sql`pg_notify(${ORDER_EVENTS_CHANNEL}, json_build_object('orderId', ${created.id}, 'branchId', ${created.branchId}, 'type', 'created')::text)`.as(
            'event',
          ),
      })
      .from(created),
  );
  const [row] = await db
    .with(ticket, created, lines, history, ...queued, ...printed, notified)
    .select()
    .from(created)
    .innerJoin(notified, sql`true`);
  if (!row) throw new Error('order not returned');
  const { created: order, notified: written } = row;
  const items = input.items.map(
    (item, index): OrderItemRow => ({
      ...LINE_DEFAULTS,
      parts: [],
      ...item,
      id: written.lineIds[index] ?? 0,
      orderId: order.id,
    }),
  );
  return { order, items };
}

const LINE_DEFAULTS = {
  comment: null,
  productId: null,
  productUid: null,
  parts: [],
  calculationModel: 'fixed',
} as const;

/**
 * Inserts the order's lines from one JSON parameter (`jsonb_to_recordset`), however many there
 * are, so a statement's parameters never grow with the order
 * (docs/decisions/014-order-limits-and-public-addresses.md). Returns their ids and positions.
 */
function insertLinesFromJson(items: NewOrder['items'], orderId: SQL): SQL {
  // Every column but the generated id, in table order.
  const columns = Object.entries(getTableColumns(orderItems)).filter(([key]) => key !== 'id');
  const fromJson = columns.filter(([key]) => key !== 'orderId');
  const records = items.map((item) => {
    const full: Record<string, unknown> = { ...LINE_DEFAULTS, ...item };
    return Object.fromEntries(fromJson.map(([key, column]) => [column.name, full[key] ?? null]));
  });
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const selected = columns.map(([key, column]) =>
    key === 'orderId' ? orderId : sql`l.${sql.identifier(column.name)}`,
  );
  const definitions = fromJson.map(
    ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${orderItems} (${sql.join(names, sql`, `)})
    select ${sql.join(selected, sql`, `)}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as l(${sql.join(definitions, sql`, `)})
    returning ${sql.identifier('id')}, ${sql.identifier('position')}`;
}

/** True for a unique-constraint violation (optionally of one named constraint), on both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
