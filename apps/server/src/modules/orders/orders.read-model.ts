import { type SQL, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the orders (docs/decisions/024-server-area-modules.md). Today: the
// statistics reports (docs/decisions/030-statistics-reports.md), aggregated in SQL with days
// and hours counted in the shop's time zone (`at time zone`), read through orders_created_idx /
// orders_branch_created_idx.

/** Instants [start, end) in the shop time zone, limited to `branchIds` unless null. */
export type OrderWindow = {
  start: Date;
  end: Date;
  timeZone: string;
  branchIds: number[] | null;
};

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const branchFilter = (branchIds: number[] | null, column: SQL): SQL => {
  if (branchIds === null) return sql`true`;
  if (branchIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    branchIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
};

/** A placed order (decision 030): not a quotation and not a failed payment. */
const placed = sql`not o.is_quotation and not o.is_failed`;
/** Revenue counts placed orders that were neither canceled nor rejected. */
const earning = sql`${placed} and not o.is_canceled and not o.is_rejected`;
const cancelled = sql`${placed} and (o.is_canceled or o.is_rejected)`;

const windowOf = (w: OrderWindow) =>
  sql`o.created_at >= ${w.start.toISOString()}::timestamptz and o.created_at < ${w.end.toISOString()}::timestamptz and ${branchFilter(w.branchIds, sql`o.branch_id`)}`;
const localDay = (w: OrderWindow) =>
  sql`to_char(o.created_at at time zone ${w.timeZone}, 'YYYY-MM-DD')`;

const ordersTable = sql`${orders} o`;

export type DailyRow = { day: string; value: number };

function daily(rows: Row[]): DailyRow[] {
  return rows.map((row) => ({ day: String(row.day), value: Number(row.value) }));
}

/** Placed orders per local day. */
export async function dailyOrderCounts(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, count(*)::int as value from ${ordersTable}
        where ${windowOf(w)} and ${placed} group by 1 order by 1`,
    ),
  );
}

/** Placed orders by type (delivery, dine-in, pickup) and channel. */
export async function orderTypeCounts(db: Database, w: OrderWindow) {
  const rows = await rowsOf(
    db,
    sql`select case when o.is_delivery then 'delivery' when o.is_dine_in then 'dineIn' else 'pickup' end as type,
        o.channel as channel, count(*)::int as count
      from ${ordersTable} where ${windowOf(w)} and ${placed} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    type: String(row.type),
    channel: String(row.channel),
    count: Number(row.count),
  }));
}

/** Gross revenue in cents per local day. */
export async function dailyRevenue(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, sum(o.total_gross)::float8 as value from ${ordersTable}
        where ${windowOf(w)} and ${earning} group by 1 order by 1`,
    ),
  );
}

/** Revenue totals: count, gross, net, VAT in cents. */
export async function revenueTotals(db: Database, w: OrderWindow) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as count, coalesce(sum(o.total_gross), 0)::float8 as gross,
        coalesce(sum(o.total_net), 0)::float8 as net, coalesce(sum(o.total_tax), 0)::float8 as tax
      from ${ordersTable} where ${windowOf(w)} and ${earning}`,
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
  const rows = await rowsOf(
    db,
    sql`select (t->>'rate')::float8 as rate, sum((t->>'net')::bigint)::float8 as net,
        sum((t->>'tax')::bigint)::float8 as tax, sum((t->>'gross')::bigint)::float8 as gross
      from ${ordersTable} cross join lateral jsonb_array_elements(o.taxes) t
      where ${windowOf(w)} and ${earning} group by 1 order by 1`,
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
  const rows = await rowsOf(
    db,
    sql`select case when o.is_delivery then 'delivery' when o.is_dine_in then 'dineIn' else 'pickup' end as type,
        o.payment_method as payment, count(*)::int as count, sum(o.total_gross)::float8 as gross
      from ${ordersTable} where ${windowOf(w)} and ${earning} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    type: String(row.type),
    payment: String(row.payment),
    count: Number(row.count),
    gross: Number(row.gross),
  }));
}

/** Canceled or rejected orders per local day. */
export async function dailyCanceledCounts(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, count(*)::int as value from ${ordersTable}
        where ${windowOf(w)} and ${cancelled} group by 1 order by 1`,
    ),
  );
}

/** Canceled or rejected orders by kind and the message the shop gave (empty: none). */
export async function canceledReasons(db: Database, w: OrderWindow) {
  const rows = await rowsOf(
    db,
    sql`select case when o.is_rejected then 'rejected' else 'canceled' end as kind,
        coalesce(nullif(trim(o.rejection_message), ''), '') as reason, count(*)::int as count,
        coalesce(sum(o.total_gross), 0)::float8 as gross
      from ${ordersTable} where ${windowOf(w)} and ${cancelled}
      group by 1, 2 order by 3 desc, 1, 2`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    reason: String(row.reason),
    count: Number(row.count),
    gross: Number(row.gross),
  }));
}

const itemsJoin = sql`${orderItems} i join ${orders} o on o.id = i.order_id`;

/** Sold quantity (sum of line amounts) per local day, of orders that earn revenue. */
export async function dailyItemQuantities(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, sum(i.amount)::float8 as value from ${itemsJoin}
        where ${windowOf(w)} and ${earning} group by 1 order by 1`,
    ),
  );
}

/** Sold items by product name with quantity, lines and gross revenue (cents), best first. */
export async function popularItems(db: Database, w: OrderWindow, limit = 50) {
  const rows = await rowsOf(
    db,
    sql`select i.name as name, sum(i.amount)::float8 as quantity, count(*)::int as lines,
        sum(i.gross)::float8 as gross
      from ${itemsJoin} where ${windowOf(w)} and ${earning}
      group by 1 order by 2 desc, 4 desc, 1 limit ${limit}`,
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
  const rows = await rowsOf(
    db,
    sql`select concat_ws(': ', p->>'name', v->>'name') as name, sum(i.amount)::float8 as quantity
      from ${itemsJoin}
        cross join lateral jsonb_array_elements(case when jsonb_typeof(i.parts) = 'array' then i.parts else '[]'::jsonb end) p
        cross join lateral jsonb_array_elements(case when jsonb_typeof(p->'options') = 'array' then p->'options' else '[]'::jsonb end) v
      where ${windowOf(w)} and ${earning} and v->>'name' is not null
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({ name: String(row.name), quantity: Number(row.quantity) }));
}

/** Placed orders by weekday (0 = Monday) and hour in the shop time zone. */
export async function orderWeekdayHours(db: Database, w: OrderWindow) {
  const rows = await rowsOf(
    db,
    sql`select (extract(isodow from o.created_at at time zone ${w.timeZone})::int - 1) as weekday,
        extract(hour from o.created_at at time zone ${w.timeZone})::int as hour, count(*)::int as count
      from ${ordersTable} where ${windowOf(w)} and ${placed} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }));
}
