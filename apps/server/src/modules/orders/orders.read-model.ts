import { daysOfRange, rangeInstants } from '@shop/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  orderItems,
  orderRollupDays,
  orderRollupState,
  orderRollups,
  orders,
} from '../../db/schema/index.ts';
import {
  branchFilter,
  instantsOf,
  planDays,
  type ReportWindow,
  type Row,
  rolledUpDays,
  statisticsRows as rowsOf,
  runsOf,
  type WindowPlan,
} from '../../platform/daily-rollups.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the orders (docs/decisions/024-server-area-modules.md). Today: the
// statistics reports (docs/decisions/030-statistics-reports.md), aggregated in SQL with days
// and hours counted in the shop's time zone (`at time zone`). Whole past days are read from the
// daily rollups, the other days live from the orders through orders_created_idx /
// orders_branch_created_idx (docs/decisions/038-statistics-rollups-and-consent.md); one SQL per
// figure ("facts") both fills the rollups and answers the live days, so both give the same figures.

/** The days `from`…`to` (shop time zone), limited to `branchIds` unless null. */
export type OrderWindow = ReportWindow;
export type { WindowPlan };

/** A placed order (decision 030): not a quotation and not a failed payment. */
const placed = sql`not o.is_quotation and not o.is_failed`;
/** Revenue counts placed orders that were neither canceled nor rejected. */
const earning = sql`${placed} and not o.is_canceled and not o.is_rejected`;
const cancelled = sql`${placed} and (o.is_canceled or o.is_rejected)`;

const ordersTable = sql`${orders} o`;
const itemsJoin = sql`${orderItems} i join ${orders} o on o.id = i.order_id`;

/** The figure groups of the rollup (decision 038); each row: day, branch, key1, key2 and sums. */
export const ROLLUP_DIMENSIONS = [
  'placed',
  'hour',
  'earning',
  'taxRate',
  'canceled',
  'item',
  'part',
] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

const orderType = sql`case when o.is_delivery then 'delivery' when o.is_dine_in then 'dineIn' else 'pickup' end`;

/**
 * The live facts of one dimension over the orders matching `where` (alias `o`), per local day
 * and branch: `day, branch_id, key1, key2, count, quantity, gross, net, tax`.
 */
function liveFacts(dimension: RollupDimension, timeZone: string, where: SQL): SQL {
  // A date, not text: the reports group and take weekdays of hundreds of thousands of rollup rows,
  // and formatting each of them cost as much as the aggregation itself (bench S1, order-times).
  const day = sql`(o.created_at at time zone ${timeZone})::date`;
  const columns = (key1: SQL, key2: SQL, sums: SQL) =>
    sql`select ${day} as day, o.branch_id as branch_id, ${key1} as key1, ${key2} as key2, ${sums}`;
  const zero = sql`0::int as count, 0::float8 as quantity`;
  const money = (prefix: SQL) =>
    sql`coalesce(sum(${prefix}gross), 0)::float8 as gross, coalesce(sum(${prefix}net), 0)::float8 as net, coalesce(sum(${prefix}tax), 0)::float8 as tax`;
  const orderMoney = sql`coalesce(sum(o.total_gross), 0)::float8 as gross, coalesce(sum(o.total_net), 0)::float8 as net, coalesce(sum(o.total_tax), 0)::float8 as tax`;
  const noMoney = sql`0::float8 as gross, 0::float8 as net, 0::float8 as tax`;
  switch (dimension) {
    case 'placed':
      return sql`${columns(orderType, sql`o.channel`, sql`count(*)::int as count, 0::float8 as quantity, ${orderMoney}`)}
        from ${ordersTable} where ${where} and ${placed} group by 1, 2, 3, 4`;
    case 'hour':
      return sql`${columns(sql`extract(hour from o.created_at at time zone ${timeZone})::int::text`, sql`''`, sql`count(*)::int as count, 0::float8 as quantity, ${noMoney}`)}
        from ${ordersTable} where ${where} and ${placed} group by 1, 2, 3, 4`;
    case 'earning':
      return sql`${columns(orderType, sql`o.payment_method`, sql`count(*)::int as count, 0::float8 as quantity, ${orderMoney}`)}
        from ${ordersTable} where ${where} and ${earning} group by 1, 2, 3, 4`;
    case 'taxRate':
      // `offset 0` keeps the window's orders a subquery of their own: the planner then reads
      // them through the index before unfolding the JSON, instead of guessing 100 rows per array.
      return sql`select day, branch_id, (t->>'rate')::float8::text as key1, '' as key2, ${zero},
          coalesce(sum((t->>'gross')::bigint), 0)::float8 as gross, coalesce(sum((t->>'net')::bigint), 0)::float8 as net,
          coalesce(sum((t->>'tax')::bigint), 0)::float8 as tax
        from (select ${day} as day, o.branch_id, o.taxes from ${ordersTable} where ${where} and ${earning} offset 0) x
          cross join lateral jsonb_array_elements(x.taxes) t
        group by 1, 2, 3, 4`;
    case 'canceled':
      return sql`${columns(sql`case when o.is_rejected then 'rejected' else 'canceled' end`, sql`coalesce(nullif(trim(o.rejection_message), ''), '')`, sql`count(*)::int as count, 0::float8 as quantity, ${orderMoney}`)}
        from ${ordersTable} where ${where} and ${cancelled} group by 1, 2, 3, 4`;
    case 'item':
      return sql`${columns(sql`i.name`, sql`''`, sql`count(*)::int as count, coalesce(sum(i.amount), 0)::float8 as quantity, ${money(sql`i.`)}`)}
        from ${itemsJoin} where ${where} and ${earning} group by 1, 2, 3, 4`;
    case 'part':
      return sql`select day, branch_id, concat_ws(': ', p->>'name', v->>'name') as key1, '' as key2,
          0::int as count, coalesce(sum(x.amount), 0)::float8 as quantity, ${noMoney}
        from (select ${day} as day, o.branch_id, i.amount, i.parts from ${itemsJoin}
            where ${where} and ${earning} offset 0) x
          cross join lateral jsonb_array_elements(case when jsonb_typeof(x.parts) = 'array' then x.parts else '[]'::jsonb end) p
          cross join lateral jsonb_array_elements(case when jsonb_typeof(p->'options') = 'array' then p->'options' else '[]'::jsonb end) v
        where v->>'name' is not null group by 1, 2, 3, 4`;
  }
}

/**
 * Days with a complete rollup in the shop's current time zone, minus the days of orders changed
 * since the last rollup run (orders_updated_idx): those and all others are read live.
 */
export async function planWindow(db: Database, w: OrderWindow): Promise<WindowPlan> {
  const days = daysOfRange(w);
  const built = await rowsOf(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day from ${orderRollupDays} d
      where d.time_zone = ${w.timeZone} and d.day >= ${w.from}::date and d.day <= ${w.to}::date`,
  );
  if (built.length === 0) return { rolledUp: [], live: runsOf(days) };
  const stale = await rowsOf(
    db,
    sql`select distinct to_char(o.created_at at time zone ${w.timeZone}, 'YYYY-MM-DD') as day
      from ${ordersTable}
      where o.updated_at >= (select s.checked_at from ${orderRollupState} s where s.id = 1)`,
  );
  const [state] = await rowsOf(db, sql`select 1 from ${orderRollupState} where id = 1`);
  const staleDays = new Set(stale.map((row) => String(row.day)));
  const fresh = new Set(
    state ? built.map((row) => String(row.day)).filter((day) => !staleDays.has(day)) : [],
  );
  return planDays(days, fresh);
}

/**
 * The facts of one dimension over the window: rollup rows for the rolled-up days, live rows for
 * the others; columns `day` (a date), `branch_id`, `key1`, `key2`, `count`, `quantity`, `gross`, `net`, `tax`.
 */
async function factsOf(db: Database, w: OrderWindow, dimension: RollupDimension): Promise<SQL> {
  const plan = await planWindow(db, w);
  const rolled = rolledUpDays(plan.rolledUp, sql`r.day`);
  const live = liveFacts(
    dimension,
    w.timeZone,
    sql`${instantsOf(w.timeZone, plan.live, sql`o.created_at`)} and ${branchFilter(w.branchIds, sql`o.branch_id`)}`,
  );
  return sql`(select r.day, r.branch_id, r.key1, r.key2, r.count, r.quantity,
      r.gross::float8 as gross, r.net::float8 as net, r.tax::float8 as tax
    from ${orderRollups} r
    where r.dimension = ${dimension} and ${rolled} and ${branchFilter(w.branchIds, sql`r.branch_id`)}
    union all
    select day, branch_id, key1, key2, count, quantity, gross, net, tax from (${live}) l) f`;
}

export type DailyRow = { day: string; value: number };

function daily(rows: Row[]): DailyRow[] {
  return rows.map((row) => ({ day: String(row.day), value: Number(row.value) }));
}

async function dailySum(
  db: Database,
  w: OrderWindow,
  dimension: RollupDimension,
  column: SQL,
): Promise<DailyRow[]> {
  const facts = await factsOf(db, w, dimension);
  return daily(
    await rowsOf(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(${column})::float8 as value from ${facts}
        group by f.day having sum(${column}) <> 0 order by f.day`,
    ),
  );
}

/** Placed orders per local day. */
export function dailyOrderCounts(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return dailySum(db, w, 'placed', sql`f.count`);
}

/** Placed orders by type (delivery, dine-in, pickup) and channel. */
export async function orderTypeCounts(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'placed');
  const rows = await rowsOf(
    db,
    sql`select key1 as type, key2 as channel, sum(count)::int as count from ${facts}
      group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    type: String(row.type),
    channel: String(row.channel),
    count: Number(row.count),
  }));
}

/** Gross revenue in cents per local day. */
export function dailyRevenue(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return dailySum(db, w, 'earning', sql`f.gross`);
}

/**
 * Gross revenue in cents per local day and branch (the labour-per-revenue report, decision 047);
 * days without revenue are left out.
 */
export async function dailyRevenueByBranch(
  db: Database,
  w: OrderWindow,
): Promise<{ date: string; branchId: number | null; gross: number }[]> {
  const facts = await factsOf(db, w, 'earning');
  const rows = await rowsOf(
    db,
    sql`select to_char(f.day, 'YYYY-MM-DD') as day, f.branch_id, sum(gross)::float8 as gross from ${facts}
      group by f.day, f.branch_id having sum(gross) <> 0 order by f.day, f.branch_id`,
  );
  return rows.map((row) => ({
    date: String(row.day),
    branchId: row.branch_id === null ? null : Number(row.branch_id),
    gross: Number(row.gross),
  }));
}

/** Revenue totals: count, gross, net, VAT in cents. */
export async function revenueTotals(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'earning');
  const [row] = await rowsOf(
    db,
    sql`select coalesce(sum(count), 0)::int as count, coalesce(sum(gross), 0)::float8 as gross,
        coalesce(sum(net), 0)::float8 as net, coalesce(sum(tax), 0)::float8 as tax from ${facts}`,
  );
  return {
    count: Number(row?.count ?? 0),
    gross: Number(row?.gross ?? 0),
    net: Number(row?.net ?? 0),
    tax: Number(row?.tax ?? 0),
  };
}

/** Net, VAT and gross per VAT rate, from each order's tax summary (spec §3 Cart totals taxes). */
export async function revenueByTaxRate(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'taxRate');
  const rows = await rowsOf(
    db,
    sql`select key1::float8 as rate, sum(net)::float8 as net, sum(tax)::float8 as tax,
        sum(gross)::float8 as gross from ${facts} group by 1 order by 1`,
  );
  return rows.map((row) => ({
    rate: Number(row.rate),
    net: Number(row.net),
    tax: Number(row.tax),
    gross: Number(row.gross),
  }));
}

/** Revenue split by order type and by payment method. */
export async function revenueBreakdown(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'earning');
  const rows = await rowsOf(
    db,
    sql`select key1 as type, key2 as payment, sum(count)::int as count, sum(gross)::float8 as gross
      from ${facts} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    type: String(row.type),
    payment: String(row.payment),
    count: Number(row.count),
    gross: Number(row.gross),
  }));
}

/** Canceled or rejected orders per local day. */
export function dailyCanceledCounts(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return dailySum(db, w, 'canceled', sql`f.count`);
}

/** Canceled or rejected orders by kind and the message the shop gave (empty: none). */
export async function canceledReasons(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'canceled');
  const rows = await rowsOf(
    db,
    sql`select key1 as kind, key2 as reason, sum(count)::int as count,
        coalesce(sum(gross), 0)::float8 as gross
      from ${facts} group by 1, 2 order by 3 desc, 1, 2`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    reason: String(row.reason),
    count: Number(row.count),
    gross: Number(row.gross),
  }));
}

/** Sold quantity (sum of line amounts) per local day, of orders that earn revenue. */
export function dailyItemQuantities(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return dailySum(db, w, 'item', sql`f.quantity`);
}

/** Sold items by product name with quantity, lines and gross revenue (cents), best first. */
export async function popularItems(db: Database, w: OrderWindow, limit = 50) {
  const facts = await factsOf(db, w, 'item');
  const rows = await rowsOf(
    db,
    sql`select key1 as name, sum(quantity)::float8 as quantity, sum(count)::int as lines,
        sum(gross)::float8 as gross
      from ${facts} group by 1 order by 2 desc, 4 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({
    name: String(row.name),
    quantity: Number(row.quantity),
    lines: Number(row.lines),
    gross: Number(row.gross),
  }));
}

/** Chosen part options (e.g. "Größe: Groß", order snapshot `parts[].options`) by quantity, best first. */
export async function popularParts(db: Database, w: OrderWindow, limit = 50) {
  const facts = await factsOf(db, w, 'part');
  const rows = await rowsOf(
    db,
    sql`select key1 as name, sum(quantity)::float8 as quantity from ${facts}
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({ name: String(row.name), quantity: Number(row.quantity) }));
}

/** Placed orders by weekday (0 = Monday) and hour in the shop time zone. */
export async function orderWeekdayHours(db: Database, w: OrderWindow) {
  const facts = await factsOf(db, w, 'hour');
  const rows = await rowsOf(
    db,
    sql`select (extract(isodow from f.day)::int - 1) as weekday, key1::int as hour,
        sum(count)::int as count
      from ${facts} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }));
}

/** A plain indexed count of the placed orders in the window (the bench's reference, decision 038). */
export async function plainOrderCount(db: Database, w: OrderWindow): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as count from ${ordersTable}
      where o.created_at >= ${w.start.toISOString()}::timestamptz and o.created_at < ${w.end.toISOString()}::timestamptz
        and ${branchFilter(w.branchIds, sql`o.branch_id`)} and ${placed}`,
  );
  return Number(row?.count ?? 0);
}

// ---- building the rollups (decision 038) ----

/** Rebuilds the rollup of one local day: every dimension, then marks the day complete. */
export async function rollUpDay(
  db: Database,
  day: string,
  timeZone: string,
  builtAt: Date,
): Promise<void> {
  const { start, end } = rangeInstants({ from: day, to: day }, timeZone);
  const where = sql`o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    for (const dimension of ROLLUP_DIMENSIONS) {
      await tx.execute(
        sql`delete from ${orderRollups} where dimension = ${dimension} and day = ${day}::date`,
      );
      await tx.execute(
        sql`insert into ${orderRollups} (dimension, day, branch_id, key1, key2, count, quantity, gross, net, tax)
          select ${dimension}, day::date, branch_id, key1, key2, count, quantity, gross::bigint, net::bigint, tax::bigint
          from (${liveFacts(dimension, timeZone, where)}) l`,
      );
    }
    await tx.execute(
      sql`insert into ${orderRollupDays} (day, time_zone, built_at)
        values (${day}::date, ${timeZone}, ${builtAt.toISOString()}::timestamptz)
        on conflict (day) do update set time_zone = excluded.time_zone, built_at = excluded.built_at`,
    );
  });
}

/**
 * The rollup run (decision 038): rebuilds every past local day (before `now`'s day) that has no
 * complete rollup in `timeZone` or whose orders changed since the last run, at most `maxDays`
 * per run (oldest first), then moves the watermark. Returns the days rebuilt.
 */
export async function refreshOrderRollups(
  db: Database,
  options: { now: Date; timeZone: string; maxDays?: number },
): Promise<string[]> {
  const { now, timeZone } = options;
  // The watermark: the earlier of the app clock and the database clock, as writers stamp
  // updated_at with either (a fixed test clock may run ahead of the database's).
  const [mark] = await rowsOf(
    db,
    sql`select least(now(), ${now.toISOString()}::timestamptz) as at,
      to_char(${now.toISOString()}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD') as today,
      (select to_char(min(created_at) at time zone ${timeZone}, 'YYYY-MM-DD') from ${orders}) as first`,
  );
  const checkedAt = new Date(String(mark?.at));
  const today = String(mark?.today);
  const first = mark?.first ? String(mark.first) : null;
  if (first === null || first >= today) {
    await saveWatermark(db, checkedAt);
    return [];
  }
  const missing = await rowsOf(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${first}::date, ${today}::date - 1, interval '1 day') d
      where not exists (select 1 from ${orderRollupDays} r where r.day = d::date and r.time_zone = ${timeZone})`,
  );
  const stale = await rowsOf(
    db,
    sql`select distinct to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day
      from ${ordersTable}
      where o.updated_at >= (select s.checked_at from ${orderRollupState} s where s.id = 1)`,
  );
  const days = [
    ...new Set([...missing, ...stale].map((row) => String(row.day)).filter((day) => day < today)),
  ]
    .sort()
    .slice(0, options.maxDays ?? 400);
  for (const day of days) await rollUpDay(db, day, timeZone, checkedAt);
  await saveWatermark(db, checkedAt);
  return days;
}

async function saveWatermark(db: Database, checkedAt: Date): Promise<void> {
  await db.execute(
    sql`insert into ${orderRollupState} (id, checked_at) values (1, ${checkedAt.toISOString()}::timestamptz)
      on conflict (id) do update set checked_at = excluded.checked_at`,
  );
}

/**
 * A deleted order leaves no changed row behind: forget the rollups of the days around its
 * creation (any time zone), so they are read live until the next run rebuilds them.
 */
export async function forgetRollupDaysAround(db: Database, createdAt: Date): Promise<void> {
  await db.execute(
    sql`delete from ${orderRollupDays} where day between (${createdAt.toISOString()}::timestamptz at time zone 'UTC')::date - 1
      and (${createdAt.toISOString()}::timestamptz at time zone 'UTC')::date + 1`,
  );
}

/** How many orders a branch has (a branch with orders is switched off, never deleted). */
export async function orderCountOfBranch(db: Database, branchId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.branchId} = ${branchId}`);
  return Number(row?.value ?? 0);
}

/**
 * SQL: true when an order line names the upload with this id (a customer's file part holds the
 * upload's reference path, which contains the id; decision 045).
 */
export const orderLineUsesUploadSql = (uploadId: SQL) =>
  sql`exists (select 1 from ${orderItems} l where strpos(l.parts::text, ${uploadId}) > 0)`;

/** The orders whose lines name one of the wanted uploads (`wanted(upload_id, …)`, an SQL values list). */
export function ordersUsingUploads(db: Database, wanted: SQL) {
  return db.execute<{ upload_id: string; id: number }>(
    sql`select distinct wanted.upload_id, l.order_id as id from ${orderItems} l, ${wanted}
        where strpos(l.parts::text, wanted.upload_id) > 0 order by l.order_id`,
  );
}

/** The status page's address of an order (uid and hash), e.g. for the receipt's QR code. */
export async function statusKeysOfOrder(
  db: Database,
  orderId: number,
): Promise<{ uid: string; hash: string } | undefined> {
  const [row] = await db
    .select({ uid: orders.uid, hash: orders.hash })
    .from(orders)
    .where(sql`${orders.id} = ${orderId}`);
  return row;
}
