import { type DateRange, daysOfRange, rangeInstants } from '@shop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { analyticsLogs, analyticsRollupDays, analyticsRollups } from '../../../db/schema/index.ts';
import {
  branchFilter,
  instantsOf,
  nextDay,
  planDays,
  type ReportWindow,
  rolledUpDays,
  runsOf,
  statisticsRows,
  type WindowPlan,
} from '../../../platform/daily-rollups.ts';
import type { Database } from '../../../platform/database.ts';

// Daily rollups of the analytics entries (docs/decisions/038-statistics-rollups-and-consent.md),
// built like the order rollups: one SQL per figure group ("facts") both fills a day's rollup and
// answers the days read live, so the visitor reports give the same figures either way. Entries
// are append-only (stamped with the time they arrive), so a past day, once rolled up, stays
// complete; retention deletes the entries but keeps the rollups (anonymous aggregates).

/** The figure groups of the analytics rollup (decision 038). */
export const ANALYTICS_DIMENSIONS = ['visitors', 'hour', 'path', 'event'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/**
 * Per branch, or one figure over all branches (`all`). Distinct visitors do not add up over
 * branches (one visitor may use two on a day), so a report for all branches reads the `all`
 * rows (also far fewer rows to add up), a report limited to branches sums the branches'
 * figures (decision 038).
 */
export type AnalyticsScope = 'branch' | 'all';
const SCOPES: readonly AnalyticsScope[] = ['branch', 'all'];

const PAGE_VIEW = 'pageView';
const logs = sql`${analyticsLogs} a`;

/** The scope a report over `branchIds` (null: every branch) reads. */
export function scopeOf(branchIds: number[] | null): AnalyticsScope {
  return branchIds === null ? 'all' : 'branch';
}

/**
 * The live facts of one dimension over the entries matching `where` (alias `a`), per local day
 * and (scope `branch`) branch: `day, branch_id, key1, key2, key3, count, visitors`. Visitors are
 * counted distinct per day (the hash lives one day, decision 030).
 */
function liveFacts(
  dimension: AnalyticsDimension,
  scope: AnalyticsScope,
  timeZone: string,
  where: SQL,
): SQL {
  const day = sql`(a.created_at at time zone ${timeZone})::date`;
  const branch = scope === 'all' ? sql`null::int` : sql`a.branch_id`;
  const groups = scope === 'all' ? sql`1, 3, 4, 5` : sql`1, 2, 3, 4, 5`;
  const columns = (key1: SQL, key2: SQL, key3: SQL, sums: SQL) =>
    sql`select ${day} as day, ${branch} as branch_id, ${key1} as key1, ${key2} as key2, ${key3} as key3, ${sums}`;
  const none = sql`''`;
  switch (dimension) {
    case 'visitors':
      return sql`${columns(none, none, none, sql`count(*)::int as count, count(distinct a.visitor_id)::int as visitors`)}
        from ${logs} where ${where} and a.visitor_id is not null group by ${groups}`;
    case 'hour':
      return sql`${columns(sql`extract(hour from a.created_at at time zone ${timeZone})::int::text`, none, none, sql`count(*)::int as count, 0::int as visitors`)}
        from ${logs} where ${where} and a.type = ${PAGE_VIEW} group by ${groups}`;
    case 'path':
      return sql`${columns(sql`a.path`, none, none, sql`count(*)::int as count, count(distinct a.visitor_id)::int as visitors`)}
        from ${logs} where ${where} and a.type = ${PAGE_VIEW} and a.path is not null group by ${groups}`;
    case 'event':
      return sql`${columns(sql`a.type`, sql`coalesce(a.category, '')`, sql`coalesce(a.action, '')`, sql`count(*)::int as count, 0::int as visitors`)}
        from ${logs} where ${where} group by ${groups}`;
  }
}

/** Days with a complete analytics rollup in the window's time zone; the others are read live. */
export async function planAnalyticsWindow(db: Database, w: ReportWindow): Promise<WindowPlan> {
  const built = await statisticsRows(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day from ${analyticsRollupDays} d
      where d.time_zone = ${w.timeZone} and d.day >= ${w.from}::date and d.day <= ${w.to}::date`,
  );
  return planDays(daysOfRange(w), new Set(built.map((row) => String(row.day))));
}

/**
 * The facts of one dimension over the window: rollup rows for the rolled-up days, live rows for
 * the others; columns `day` (a date), `branch_id`, `key1`, `key2`, `key3`, `count`, `visitors`.
 */
export async function analyticsFactsOf(
  db: Database,
  w: ReportWindow,
  dimension: AnalyticsDimension,
): Promise<SQL> {
  const plan = await planAnalyticsWindow(db, w);
  const scope = scopeOf(w.branchIds);
  const live = liveFacts(
    dimension,
    scope,
    w.timeZone,
    sql`${instantsOf(w.timeZone, plan.live, sql`a.created_at`)} and ${branchFilter(w.branchIds, sql`a.branch_id`)}`,
  );
  return sql`(select r.day, r.branch_id, r.key1, r.key2, r.key3, r.count, r.visitors
    from ${analyticsRollups} r
    where r.dimension = ${dimension} and r.all_branches = ${scope === 'all'}
      and ${rolledUpDays(plan.rolledUp, sql`r.day`)} and ${branchFilter(w.branchIds, sql`r.branch_id`)}
    union all
    select day, branch_id, key1, key2, key3, count, visitors from (${live}) l) f`;
}

// ---- building the rollups (decision 038) ----

/** Days rolled up in one transaction (one statement per figure group covers them all). */
const CHUNK_DAYS = 31;

/**
 * Rebuilds the analytics rollup of the local days `run.from`…`run.to`: every dimension and
 * scope (the facts are grouped per day), then marks each day complete.
 */
export async function rollUpAnalyticsDays(
  db: Database,
  run: DateRange,
  timeZone: string,
  builtAt: Date,
): Promise<void> {
  const { start, end } = rangeInstants(run, timeZone);
  const where = sql`a.created_at >= ${start.toISOString()}::timestamptz and a.created_at < ${end.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(
      sql`delete from ${analyticsRollups} where day >= ${run.from}::date and day <= ${run.to}::date`,
    );
    for (const dimension of ANALYTICS_DIMENSIONS) {
      for (const scope of SCOPES) {
        await tx.execute(
          sql`insert into ${analyticsRollups} (dimension, day, branch_id, all_branches, key1, key2, key3, count, visitors)
            select ${dimension}, day, branch_id, ${scope === 'all'}, key1, key2, key3, count, visitors
            from (${liveFacts(dimension, scope, timeZone, where)}) l`,
        );
      }
    }
    await tx.execute(
      sql`insert into ${analyticsRollupDays} (day, time_zone, built_at)
        select d::date, ${timeZone}, ${builtAt.toISOString()}::timestamptz
        from generate_series(${run.from}::date, ${run.to}::date, interval '1 day') d
        on conflict (day) do update set time_zone = excluded.time_zone, built_at = excluded.built_at`,
    );
  });
}

/**
 * The analytics part of the hourly run (decision 038): rolls up every past local day (before
 * `now`'s day) from the first kept entry on that has no complete rollup in `timeZone`, at most
 * `maxDays` per run, oldest first, in runs of up to 31 days. Returns the days rolled up.
 */
export async function refreshAnalyticsRollups(
  db: Database,
  options: { now: Date; timeZone: string; maxDays?: number },
): Promise<string[]> {
  const { now, timeZone } = options;
  const [mark] = await statisticsRows(
    db,
    sql`select to_char(${now.toISOString()}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD') as today,
      (select to_char(min(created_at) at time zone ${timeZone}, 'YYYY-MM-DD') from ${analyticsLogs}) as first`,
  );
  const today = String(mark?.today);
  const first = mark?.first ? String(mark.first) : null;
  if (first === null || first >= today) return [];
  const missing = await statisticsRows(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${first}::date, ${today}::date - 1, interval '1 day') d
      where not exists (select 1 from ${analyticsRollupDays} r where r.day = d::date and r.time_zone = ${timeZone})
      order by 1 limit ${options.maxDays ?? 400}`,
  );
  const days = missing.map((row) => String(row.day));
  for (const run of runsOf(days)) {
    for (let from = run.from; from <= run.to; ) {
      let to = from;
      for (let n = 1; n < CHUNK_DAYS && to < run.to; n++) to = nextDay(to);
      await rollUpAnalyticsDays(db, { from, to }, timeZone, now);
      from = nextDay(to);
    }
  }
  return days;
}
