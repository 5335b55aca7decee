import { type SQL, sql } from 'drizzle-orm';
import { analyticsLogs } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import type { DailyRow, OrderWindow } from '../../orders/orders.read-model.ts';

// Visitor reports over analytics_logs (decision 030), days and hours in the shop time zone,
// read through analytics_logs_type_created_idx.

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const PAGE_VIEW = 'pageView';
const logs = sql`${analyticsLogs} a`;

const windowOf = (w: OrderWindow) => {
  const branch =
    w.branchIds === null
      ? sql`true`
      : w.branchIds.length === 0
        ? sql`false`
        : sql`a.branch_id in (${sql.join(
            w.branchIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return sql`a.created_at >= ${w.start.toISOString()}::timestamptz and a.created_at < ${w.end.toISOString()}::timestamptz and ${branch}`;
};
const localDay = (w: OrderWindow) =>
  sql`to_char(a.created_at at time zone ${w.timeZone}, 'YYYY-MM-DD')`;

const daily = (rows: Row[]): DailyRow[] =>
  rows.map((row) => ({ day: String(row.day), value: Number(row.value) }));

/** Distinct daily visitor hashes per local day (a hash lives one day: decision 030). */
export async function dailyUniqueVisitors(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, count(distinct a.visitor_id)::int as value from ${logs}
        where ${windowOf(w)} and a.visitor_id is not null group by 1 order by 1`,
    ),
  );
}

/** Page views per local day. */
export async function dailyPageViews(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  return daily(
    await rowsOf(
      db,
      sql`select ${localDay(w)} as day, count(*)::int as value from ${logs}
        where a.type = ${PAGE_VIEW} and ${windowOf(w)} group by 1 order by 1`,
    ),
  );
}

/** Page views and visitors per page path, most viewed first. */
export async function topPages(db: Database, w: OrderWindow, limit = 50) {
  const rows = await rowsOf(
    db,
    sql`select a.path as path, count(*)::int as views, count(distinct a.visitor_id)::int as visitors
      from ${logs} where a.type = ${PAGE_VIEW} and ${windowOf(w)} and a.path is not null
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({
    path: String(row.path),
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/** Every analytics entry by type, category and action. */
export async function eventCounts(db: Database, w: OrderWindow) {
  const rows = await rowsOf(
    db,
    sql`select a.type as type, coalesce(a.category, '') as category, coalesce(a.action, '') as action,
        count(*)::int as count
      from ${logs} where ${windowOf(w)} group by 1, 2, 3 order by 4 desc, 1, 2, 3`,
  );
  return rows.map((row) => ({
    type: String(row.type),
    category: String(row.category),
    action: String(row.action),
    count: Number(row.count),
  }));
}

/** Page views by weekday (0 = Monday) and hour in the shop time zone. */
export async function visitWeekdayHours(db: Database, w: OrderWindow) {
  const rows = await rowsOf(
    db,
    sql`select (extract(isodow from a.created_at at time zone ${w.timeZone})::int - 1) as weekday,
        extract(hour from a.created_at at time zone ${w.timeZone})::int as hour, count(*)::int as count
      from ${logs} where a.type = ${PAGE_VIEW} and ${windowOf(w)} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }));
}
