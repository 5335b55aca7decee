import { sql } from 'drizzle-orm';
import { type Row, statisticsRows as rowsOf } from '../../../platform/daily-rollups.ts';
import type { Database } from '../../../platform/database.ts';
import type { DailyRow, OrderWindow } from '../../orders/orders.read-model.ts';
import { analyticsFactsOf } from '../analytics/analytics-rollups.ts';

// Visitor reports over the analytics entries (decision 030), days and hours in the shop time
// zone: whole past days from the daily analytics rollups, the others live from analytics_logs
// (docs/decisions/038-statistics-rollups-and-consent.md). Visitors are counted distinct per day
// (the hash lives one day); over all branches distinct across them, for a branch selection per branch.

const daily = (rows: Row[]): DailyRow[] =>
  rows.map((row) => ({ day: String(row.day), value: Number(row.value) }));

/** Distinct daily visitor hashes per local day (a hash lives one day: decision 030). */
export async function dailyUniqueVisitors(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  const facts = await analyticsFactsOf(db, w, 'visitors');
  return daily(
    await rowsOf(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.visitors)::int as value from ${facts}
        group by f.day order by f.day`,
    ),
  );
}

/** Page views per local day. */
export async function dailyPageViews(db: Database, w: OrderWindow): Promise<DailyRow[]> {
  const facts = await analyticsFactsOf(db, w, 'hour');
  return daily(
    await rowsOf(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.count)::int as value from ${facts}
        group by f.day order by f.day`,
    ),
  );
}

/** Page views and visitors (distinct per day, summed) per page path, most viewed first. */
export async function topPages(db: Database, w: OrderWindow, limit = 50) {
  const facts = await analyticsFactsOf(db, w, 'path');
  const rows = await rowsOf(
    db,
    sql`select f.key1 as path, sum(f.count)::int as views, sum(f.visitors)::int as visitors
      from ${facts} group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({
    path: String(row.path),
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/** Every analytics entry by type, category and action. */
export async function eventCounts(db: Database, w: OrderWindow) {
  const facts = await analyticsFactsOf(db, w, 'event');
  const rows = await rowsOf(
    db,
    sql`select f.key1 as type, f.key2 as category, f.key3 as action, sum(f.count)::int as count
      from ${facts} group by 1, 2, 3 order by 4 desc, 1, 2, 3`,
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
  const facts = await analyticsFactsOf(db, w, 'hour');
  const rows = await rowsOf(
    db,
    sql`select (extract(isodow from f.day)::int - 1) as weekday, f.key1::int as hour,
        sum(f.count)::int as count
      from ${facts} group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }));
}

/** A plain indexed count of the window's analytics entries (the bench's reference, decision 038). */
export async function plainAnalyticsCount(db: Database, w: OrderWindow): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as count from analytics_logs a
      where a.created_at >= ${w.start.toISOString()}::timestamptz and a.created_at < ${w.end.toISOString()}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}
