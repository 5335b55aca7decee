import { createHash } from 'node:crypto';
import {
  asapSlotWithRoom,
  type BookedOrder,
  bookingIn,
  type CapacitySlot,
  type DeliveryMethod,
  deliveryMethodOf,
  hasRoom,
  type SlotCapacity,
} from '@shop/domain';
import { and, asc, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  branchTicketCounters,
  jobs,
  orderItems,
  orderQuestionnaires,
  orderStatusHistory,
  orders,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { ORDER_EVENTS_CHANNEL } from '../../platform/events.ts';
import type { NewJob } from '../../platform/jobs/jobs.ts';
import { preparedPerDatabase } from '../../platform/prepared.ts';
import { putBackProductStock, takeProductStock } from '../catalogue/product-stock.ts';
import {
  automaticPrintJobsInsert,
  newOrderPrintJobsInsert,
} from '../devices/print-jobs.repository.ts';
import { autoConfirmMinutesSql } from '../devices/print-rules.repository.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';

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
 * Takes stock for all lines (the catalogue's `takeStock`, one statement, rows locked in id order).
 * Returns what was taken from limited products; throws StockExhaustedError when any product has
 * too little left.
 */
async function takeStock(tx: Database, wanted: StockTaken[]): Promise<StockTaken[]> {
  const { taken, missing } = await takeProductStock(tx, wanted);
  if (missing.length > 0) throw new StockExhaustedError(missing);
  return taken;
}

/** Puts back what an order took (a failed payment or a cancellation by the customer). */
export async function releaseStock(tx: Database, orderId: number): Promise<void> {
  const pending = await tx
    .select({ data: orderStatusHistory.data })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'pending')));
  const taken = pending.flatMap(
    (row) => (row.data as { stock?: StockTaken[] } | null)?.stock ?? [],
  );
  await putBackProductStock(tx, taken);
}

export type NewOrder = {
  order: Omit<typeof orders.$inferInsert, 'ticketNumber' | 'id'>;
  items: Omit<typeof orderItems.$inferInsert, 'orderId' | 'id'>[];
  stock: StockTaken[];
  jobs: (orderId: number) => NewJob[];
  now: Date;
  /**
   * Auto-confirm (docs/decisions/042-auto-confirm-day-labels-web-push.md): set for an order the
   * branch's rule may confirm at once (announced now, not a quotation), with busy mode's extra
   * minutes in force; null otherwise. Whether the branch confirms is read in the statement.
   */
  autoConfirm?: { busyMinutes: number } | null;
  /**
   * A phone order (docs/decisions/049-phone-orders.md): the staff member who took it and the
   * message of its first (`pending`) history entry, "Telefonbestellung aufgenommen von …".
   */
  takenBy?: { userId: number; message: string } | null;
};

/**
 * Stores an order (docs/budgets.md P3) in one statement whatever the number of lines: the ticket number
 * (per branch and day, race-free upsert), the order, all lines, the first history entry, the
 * notification jobs and the `orders` event, as data-modifying CTEs of one INSERT (atomic by
 * itself). Only an order with limited-stock products needs a transaction, to take the stock
 * first (one more statement, plus BEGIN and COMMIT).
 */
/**
 * The slot an order must fit into (docs/decisions/037-slot-capacity.md): the branch's capacity
 * and the order's type. For "So schnell wie möglich" (`asap`, docs/decisions/041): the slots from
 * now on it may move to, the first being [start, end); `isOpen` leaves out times the branch takes
 * no orders.
 */
export type SlotLimit = {
  readonly capacity: SlotCapacity;
  readonly method: DeliveryMethod;
  readonly start: Date;
  readonly end: Date;
  readonly asap?: {
    readonly now: Date;
    readonly slots: readonly CapacitySlot[];
    readonly isOpen: (at: Date) => boolean;
  };
};

export class SlotFullError extends Error {
  constructor() {
    super('slot full');
  }
}

/**
 * The orders of a branch that hold a place in [from, to): their due time (the appointment, else
 * the wanted time, else the creation) and order type; rejected, canceled and failed ones give
 * their place back. The one count of the order check and the public full slots (decision 037).
 */
export async function bookedOrdersBetween(
  db: Database,
  branchId: number,
  from: Date,
  to: Date,
): Promise<BookedOrder[]> {
  const due = sql<string>`coalesce(${orders.appointment}, ${orders.appointmentDate}, ${orders.createdAt})`;
  const rows = await db
    .select({ due, isDelivery: orders.isDelivery, isDineIn: orders.isDineIn })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        sql`not ${orders.isRejected} and not ${orders.isCanceled} and not ${orders.isFailed}`,
        sql`${due} >= ${from.toISOString()}::timestamptz and ${due} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => ({ due: new Date(row.due), method: deliveryMethodOf(row) }));
}

/**
 * Refuses an order whose capacity slot is full for its type. A transaction lock per branch (an
 * advisory lock: the branch row belongs to the catalogue) is taken first, so concurrent checkouts
 * for the same branch count one after another and a slot is never oversold. An order without a
 * wanted time counts in the slot of its creation. "So schnell wie möglich" with the current slot
 * full moves to the first later slot with room that is open (decision 041); the start of that
 * slot is returned as the order's wanted time, null when it stays.
 */
async function checkSlot(db: Database, branchId: number, limit: SlotLimit): Promise<Date | null> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-slot:${branchId}`}))`);
  const slots = limit.asap?.slots ?? [{ start: limit.start, end: limit.end }];
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) throw new SlotFullError();
  const booked = await bookedOrdersBetween(db, branchId, first.start, last.end);
  const isFull = (slot: CapacitySlot) =>
    !hasRoom(bookingIn(slot, booked), limit.capacity, limit.method);
  if (!limit.asap) {
    if (isFull(first)) throw new SlotFullError();
    return null;
  }
  const chosen = asapSlotWithRoom({
    now: limit.asap.now,
    slots,
    isOpen: limit.asap.isOpen,
    isFull,
  });
  if (!chosen) throw new SlotFullError();
  return chosen.isMoved ? chosen.at : null;
}

export async function insertOrder(
  db: Database,
  input: NewOrder,
  slot: SlotLimit | null = null,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  if (input.stock.length === 0 && slot === null) return writeOrder(db, input, []);
  return db.transaction(async (tx) => {
    const movedTo = slot ? await checkSlot(tx, input.order.branchId, slot) : null;
    const taken = input.stock.length > 0 ? await takeStock(tx, input.stock) : [];
    const placed = movedTo
      ? { ...input, order: { ...input.order, appointmentDate: movedTo } }
      : input;
    return writeOrder(tx, placed, taken);
  });
}

/**
 * What an order's statement looks like apart from its values: which order columns it sets, whether
 * the branch's auto-confirm rule is read, how many jobs it queues. Orders of one shape share one
 * statement text.
 */
type OrderStatementShape = { orderKeys: string[]; isAutoConfirm: boolean; jobCount: number };

/** A value of the order's statement by name: the value itself, or a placeholder for it. */
type StatementValue = (name: string) => unknown;

async function writeOrder(
  db: Database,
  input: NewOrder,
  taken: StockTaken[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const order = input.order as Record<string, unknown>;
  const newJobs = input.jobs(0);
  const shape: OrderStatementShape = {
    orderKeys: Object.keys(order).filter((key) => order[key] !== undefined),
    isAutoConfirm: Boolean(input.autoConfirm),
    jobCount: newJobs.length,
  };
  const values: Record<string, unknown> = {
    nowIso: input.now.toISOString(),
    appointmentIso: input.order.appointmentDate?.toISOString() ?? null,
    busyMinutes: Math.max(0, input.autoConfirm?.busyMinutes ?? 0),
    takenByMessage: input.takenBy?.message ?? null,
    takenByUserId: input.takenBy?.userId ?? null,
    stock: JSON.stringify({ stock: taken }),
    lines: linesJson(input.items),
  };
  // Encoded here as Drizzle encodes an insert's values (a prepared statement's placeholder would
  // hand null to the column's encoder).
  for (const key of shape.orderKeys) {
    const column = ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS];
    values[`order.${key}`] = order[key] === null ? null : column.mapToDriverValue(order[key]);
  }
  newJobs.forEach((job, index) => {
    values[`job${index}.type`] = job.type;
    values[`job${index}.payload`] = JSON.stringify(job.payload);
    values[`job${index}.runAt`] = job.runAt ?? input.now;
  });
  // An order on the database itself (no stock to take, no slot to check, the common case) runs a
  // statement built once per shape (platform/prepared.ts): building this statement's SQL from
  // the schema objects was about a third of the server thread's work per order (bench/README.md,
  // P3). Inside a transaction it is built with its values, as a prepared query runs outside it.
  const [row] = isTransaction(db)
    ? await orderStatement(db, shape, (name) => values[name])
    : await preparedOrderStatement(db, shape).execute(values);
  if (!row) throw new Error('order not returned');
  const { created, notified: written } = row;
  const items = input.items.map(
    (item, index): OrderItemRow => ({
      ...LINE_DEFAULTS,
      parts: [],
      ...item,
      id: written.lineIds[index] ?? 0,
      orderId: created.id,
    }),
  );
  return { order: created, items };
}

const isTransaction = (db: Database) => 'rollback' in db;
const ORDER_COLUMNS = getTableColumns(orders);

/** The order statements built so far on a database, by shape. */
const orderStatementsOf = preparedPerDatabase(
  () => new Map<string, ReturnType<ReturnType<typeof orderStatement>['prepare']>>(),
);

function preparedOrderStatement(db: Database, shape: OrderStatementShape) {
  const statements = orderStatementsOf(db);
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    // The name follows the text: one shape, one statement text (PostgreSQL keeps named
    // statements per connection, and several databases may share one).
    const name = `insert_order_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
    statement = orderStatement(db, shape, (value) => sql.placeholder(value)).prepare(name);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The order's one statement: ticket, order, lines, history, print and notification jobs and the
 * `orders` event as data-modifying CTEs, every value taken through `value`.
 */
function orderStatement(db: Database, shape: OrderStatementShape, value: StatementValue) {
  const branchId = value('order.branchId') as number | Placeholder;
  const ticket = db.$with('ticket').as(
    db
      .insert(branchTicketCounters)
      .values({ branchId, day: value('order.ticketDay') as string | Placeholder, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [branchTicketCounters.branchId, branchTicketCounters.day],
        set: { lastNumber: sql`${branchTicketCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: branchTicketCounters.lastNumber }),
  );
  // Auto-confirm: confirmed with the appointment of the domain's autoConfirmedAppointment (the
  // wanted time, never earlier than now + preparation + busy minutes), computed here in SQL from
  // the branch's rule so the order stays one statement.
  const confirmMinutes = shape.isAutoConfirm ? autoConfirmMinutesSql(branchId) : null;
  const confirmation = confirmMinutes
    ? {
        isConfirmed: sql<boolean>`${confirmMinutes} is not null`,
        appointment: sql<Date>`case when ${confirmMinutes} is not null then greatest(
          ${value('appointmentIso')}::timestamptz,
          ${value('nowIso')}::timestamptz
            + (greatest(${confirmMinutes}, 0) + ${value('busyMinutes')}::integer) * interval '1 minute'
        ) end`,
      }
    : {};
  const orderValues = Object.fromEntries(
    shape.orderKeys.map((key) => [key, sql`${value(`order.${key}`)}`]),
  ) as unknown as PgInsertValue<typeof orders>;
  const created = db.$with('created').as(
    db
      .insert(orders)
      .values({
        ...orderValues,
        ...confirmation,
        ticketNumber: sql`(select ${ticket.lastNumber} from ${ticket})`,
      })
      .returning(),
  );
  const orderId = sql`(select ${created.id} from ${created})`;
  const lines = db
    .$with('lines', {
      id: sql<number>`id`.as('id'),
      position: sql<number>`position`.as('position'),
    })
    .as(insertLinesFromJson(value('lines'), orderId));
  // An auto-confirmed order gets its `confirmed` entry in the same insert, after the `pending`
  // one (ids in that order), like after a staff confirmation (order-actions.service.ts).
  const history = confirmMinutes
    ? db.$with('history', { id: sql<number>`id`.as('id') }).as(
        sql`insert into ${orderStatusHistory} (order_id, status, message, data, user_id, created_at)
          select c.id, v.status, v.message, v.data, v.user_id, ${value('nowIso')}::timestamptz
          from ${created} c cross join (values
            (1, 'pending', ${value('takenByMessage')}::text, ${value('stock')}::jsonb,
              ${value('takenByUserId')}::integer),
            (2, 'confirmed', ${ORDER_MESSAGES.historyAutoConfirmed}::text,
              jsonb_build_object('action', 'confirm', 'automatic', true,
                'preparationMinutes', ${confirmMinutes}, 'busyMinutes', ${value('busyMinutes')}::integer),
              null::integer)
          ) as v(rank, status, message, data, user_id)
          where v.rank = 1 or c.is_confirmed
          order by v.rank
          returning id`,
      )
    : db.$with('history', { id: sql<number>`id`.as('id') }).as(
        sql`insert into ${orderStatusHistory} (order_id, status, message, data, user_id, created_at)
          values (${orderId}, 'pending', ${value('takenByMessage')}::text, ${value('stock')}::jsonb,
            ${value('takenByUserId')}::integer, ${value('nowIso')}::timestamptz)
          returning id`,
      );
  // The jobs of printers that print on confirmation, for an auto-confirmed order.
  const confirmed = confirmMinutes
    ? [
        db
          .$with('confirmed_printed', { id: sql<number>`id`.as('id') })
          .as(
            automaticPrintJobsInsert(
              sql`(select ${created.id} from ${created})`,
              sql`(select ${created.branchId} from ${created} where ${created.isConfirmed})`,
              'confirmation',
            ),
          ),
      ]
    : [];
  // Every job of a new order is about it: its payload gets the new order's id. Online payments
  // have none yet (they notify once paid).
  const queued =
    shape.jobCount > 0
      ? [
          db.$with('queued').as(
            db
              .insert(jobs)
              .values(
                Array.from({ length: shape.jobCount }, (_, index) => ({
                  type: value(`job${index}.type`) as string,
                  payload: sql`jsonb_set(${value(`job${index}.payload`)}::jsonb, '{orderId}', to_jsonb(${orderId}))`,
                  runAt: value(`job${index}.runAt`) as Date,
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
    shape.jobCount > 0
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
        confirmedEvent:
          sql`case when ${created.isConfirmed} then pg_notify(${ORDER_EVENTS_CHANNEL}, json_build_object('orderId', ${created.id}, 'branchId', ${created.branchId}, 'type', 'confirmed')::text) end`.as(
            'confirmed_event',
          ),
      })
      .from(created),
  );
  return db
    .with(ticket, created, lines, history, ...confirmed, ...queued, ...printed, notified)
    .select()
    .from(created)
    .innerJoin(notified, sql`true`);
}

const LINE_DEFAULTS = {
  comment: null,
  productId: null,
  productUid: null,
  parts: [],
  calculationModel: 'fixed',
  deposit: 0,
} as const;

/** Every column of a line but the generated id, in table order. */
const LINE_COLUMNS = Object.entries(getTableColumns(orderItems)).filter(([key]) => key !== 'id');
/** The columns read from the JSON parameter: all but the order's id. */
const LINE_JSON_COLUMNS = LINE_COLUMNS.filter(([key]) => key !== 'orderId');

/** The order's lines as the one JSON parameter of `insertLinesFromJson`. */
function linesJson(items: NewOrder['items']): string {
  const records = items.map((item) => {
    const full: Record<string, unknown> = { ...LINE_DEFAULTS, ...item };
    return Object.fromEntries(
      LINE_JSON_COLUMNS.map(([key, column]) => [column.name, full[key] ?? null]),
    );
  });
  return JSON.stringify(records);
}

/**
 * Inserts the order's lines from one JSON parameter (`jsonb_to_recordset`), however many there
 * are, so a statement's parameters never grow with the order
 * (docs/decisions/014-order-limits-and-public-addresses.md). Returns their ids and positions.
 */
function insertLinesFromJson(linesParameter: unknown, orderId: SQL): SQL {
  const names = LINE_COLUMNS.map(([, column]) => sql.identifier(column.name));
  const selected = LINE_COLUMNS.map(([key, column]) =>
    key === 'orderId' ? orderId : sql`l.${sql.identifier(column.name)}`,
  );
  const definitions = LINE_JSON_COLUMNS.map(
    ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${orderItems} (${sql.join(names, sql`, `)})
    select ${sql.join(selected, sql`, `)}
    from jsonb_to_recordset(${linesParameter}::jsonb) as l(${sql.join(definitions, sql`, `)})
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
