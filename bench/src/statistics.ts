// S1 (bench/README.md "Statistics over a year"): the statistics reports over one year of a
// 20-branch chain on PostgreSQL, read from the daily rollups
// (docs/decisions/038-statistics-rollups-and-consent.md), against a plain indexed count of the
// same orders; the visitor reports over the year's analytics entries, read from the daily
// analytics rollups, against a plain indexed count of those entries. The data is generated in
// SQL (generate_series), not through the API.
import { performance } from 'node:perf_hooks';
import { type DateRange, rangeInstants, type StatisticsReportName } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { refreshOrderRollups } from '../../apps/server/src/modules/orders/orders.read-model.ts';
import { refreshAnalyticsRollups } from '../../apps/server/src/modules/statistics/analytics/analytics-rollups.ts';
import { buildReport } from '../../apps/server/src/modules/statistics/reports/reports.service.ts';
import { type Database, openDatabase } from '../../apps/server/src/platform/database.ts';
import type { Row } from './report.ts';

const TIME_ZONE = 'Europe/Berlin';
const BRANCHES = 20;
/** The year measured: every day of 2025 has orders; the rollup run happens on 2026-01-01. */
const YEAR: DateRange = { from: '2025-01-01', to: '2025-12-31' };
const RUN_AT = new Date('2026-01-01T11:00:00.000Z');
const REPEATS = 5;
/** The order reports (read from order_rollups). */
const ORDER_REPORTS: StatisticsReportName[] = [
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'order-times',
];
/** The visitor reports (read from analytics_rollups). */
const VISITOR_REPORTS: StatisticsReportName[] = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'visitor-times',
];

export type StatisticsFigures = {
  orders: number;
  items: number;
  generateMs: number;
  rollupMs: number;
  /** Median ms per report over the whole year, all branches (rollups built). */
  reports: { name: string; ms: number }[];
  /** The `orders` report over the year with no rollup (every day live), one run. */
  liveOrdersMs: number;
  /** Median ms of `select count(*)` of the same year's orders through orders_created_idx. */
  plainCountMs: number;
  /** Analytics entries generated (BENCH_STATS_VISITS) and the visitor figures. */
  visits: number;
  visitsGenerateMs: number;
  visitsRollupMs: number;
  /** Median ms per visitor report over the whole year, all branches (rollups built). */
  visitReports: { name: string; ms: number }[];
  /** The `unique-visitors` report over the year with no rollup (every day live), one run. */
  liveVisitorsMs: number;
  /** Median ms of `select count(*)` of the year's analytics entries through analytics_logs_created_idx. */
  plainVisitCountMs: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function generate(db: Database, orderCount: number): Promise<number> {
  await db.execute(
    sql.raw(`insert into branches (identifier, name, street, zip_code, city)
      select 'bench-' || n, 'Filiale ' || n, 'Hauptstraße ' || n, '20095', 'Hamburg'
      from generate_series(1, ${BRANCHES}) n`),
  );
  // Orders spread evenly over the year's instants, 5 % quotations/failed, 8 % canceled/rejected.
  await db.execute(
    sql.raw(`insert into orders (uid, hash, branch_id, ticket_number, ticket_day, net, tax, gross,
        total_net, total_tax, total_gross, taxes, is_delivery, is_dine_in, payment_method,
        is_quotation, is_failed, is_canceled, is_rejected, rejection_message, created_at, updated_at)
      select 'bench' || n, 'h', b.id, n, '2025-01-01', 841, 109, 950, 841, 109, 950,
        '[{"rate":7,"net":841,"tax":59,"gross":900},{"rate":19,"net":42,"tax":8,"gross":50}]'::jsonb,
        n % 5 = 0, n % 5 = 1, (array['cash','card','paypal'])[1 + n % 3],
        n % 40 = 3, n % 40 = 7, n % 25 = 11, n % 50 = 13,
        case when n % 25 = 11 then 'Zutaten ausverkauft' end,
        t, t
      from generate_series(1, ${orderCount}) n
        cross join lateral (select timestamptz '2024-12-31 23:00:00+00'
          + (n::float8 / ${orderCount}) * interval '365 days' as t) at
        join (select id, row_number() over (order by id) - 1 as k from branches
          where identifier like 'bench-%') b on b.k = n % ${BRANCHES}`),
  );
  // One or two lines per order, some with a chosen part option.
  await db.execute(
    sql.raw(`insert into order_items (order_id, position, name, product, amount, unit, parts,
        unit_price, net, tax, gross, tax_rate)
      select o.id, p, (array['Pizza Margherita','Brezel','Kaffee','Limonade'])[1 + (o.id + p) % 4],
        '{}'::jsonb, 1 + o.id % 3, 'piece',
        case when o.id % 4 = 0 then '[{"index":0,"name":"Größe","type":"single","values":[],"options":[{"name":"Groß","modifier":"add","value":0}]}]'::jsonb else '[]'::jsonb end,
        475, 420, 55, 475, 7
      from orders o cross join generate_series(0, (o.id % 2)::int) p
      where o.uid like 'bench%'`),
  );
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from order_items`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  await db.execute(sql`analyze`);
  return Number(row?.n ?? 0);
}

/**
 * `visitCount` analytics entries spread evenly over the year: six consecutive entries per visitor
 * hash (so one day's), the last of them at the next branch (a visitor seen at two branches), a
 * twenty-first of the visitors without a branch; half page views over 40 paths, the rest cart,
 * checkout, purchase and menu events.
 */
async function generateVisits(db: Database, visitCount: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into analytics_logs (type, category, action, branch_id, visitor_id, path, created_at)
      select (array['pageView','pageView','pageView','pageView','addToCart','beginCheckout','purchase','event'])[1 + n % 8],
        case when n % 8 = 7 then (array['menu','checkout'])[1 + (n / 8) % 2] end,
        case when n % 8 = 7 then 'open' end,
        b.id, 'v' || (n / 6),
        case when n % 8 < 4 then '/p/' || ((n / 6) % 40) end,
        timestamptz '2024-12-31 23:00:00+00' + (n::float8 / ${visitCount}) * interval '365 days'
      from generate_series(1, ${visitCount}) n
        left join (select id, row_number() over (order by id) - 1 as k from branches
          where identifier like 'bench-%') b on b.k = ((n / 6) + (n % 6 = 5)::int) % ${BRANCHES + 1}`),
  );
  await db.execute(sql`analyze analytics_logs`);
}

/** Generates the year, builds the rollups and times every report; `log` narrates. */
export async function measureStatistics(
  databaseUrl: string,
  orderCount: number,
  visitCount: number,
  log: (message: string) => void,
): Promise<StatisticsFigures> {
  const handle = await openDatabase({ databaseUrl, dataDirectory: '.' });
  const db = handle.db;
  try {
    let items = 0;
    const generateMs = await timed(async () => {
      items = await generate(db, orderCount);
    });
    log(`S1: ${orderCount} orders, ${items} lines generated in ${Math.round(generateMs)} ms`);
    const visitsGenerateMs = await timed(() => generateVisits(db, visitCount));
    log(`S1: ${visitCount} analytics entries generated in ${Math.round(visitsGenerateMs)} ms`);
    const report = (name: StatisticsReportName) =>
      buildReport(db, { report: name, range: YEAR, branchIds: null, timeZone: TIME_ZONE });
    const liveOrdersMs = await timed(() => report('orders'));
    log(`S1: orders report over the year, live: ${Math.round(liveOrdersMs)} ms`);
    const rollupMs = await timed(() =>
      refreshOrderRollups(db, { now: RUN_AT, timeZone: TIME_ZONE, maxDays: 400 }),
    );
    log(`S1: rollups of 365 days built in ${Math.round(rollupMs)} ms`);
    const liveVisitorsMs = await timed(() => report('unique-visitors'));
    log(`S1: unique-visitors report over the year, live: ${Math.round(liveVisitorsMs)} ms`);
    const visitsRollupMs = await timed(() =>
      refreshAnalyticsRollups(db, { now: RUN_AT, timeZone: TIME_ZONE, maxDays: 400 }),
    );
    log(`S1: analytics rollups of 365 days built in ${Math.round(visitsRollupMs)} ms`);
    const { start, end } = rangeInstants(YEAR, TIME_ZONE);
    const plainCount = () =>
      db.execute(
        sql`select count(*) from orders where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
      );
    await plainCount();
    const plainRuns: number[] = [];
    for (let i = 0; i < REPEATS; i++) plainRuns.push(await timed(plainCount));
    const plainVisitCount = () =>
      db.execute(
        sql`select count(*) from analytics_logs where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
      );
    await plainVisitCount();
    const plainVisitRuns: number[] = [];
    for (let i = 0; i < REPEATS; i++) plainVisitRuns.push(await timed(plainVisitCount));
    const timeReports = async (names: StatisticsReportName[]) => {
      const figures: StatisticsFigures['reports'] = [];
      for (const name of names) {
        await report(name);
        const runs: number[] = [];
        for (let i = 0; i < REPEATS; i++) runs.push(await timed(() => report(name)));
        figures.push({ name, ms: median(runs) });
        log(`S1: ${name}: ${median(runs).toFixed(1)} ms`);
      }
      return figures;
    };
    const reports = await timeReports(ORDER_REPORTS);
    const visitReports = await timeReports(VISITOR_REPORTS);
    return {
      orders: orderCount,
      items,
      generateMs,
      rollupMs,
      reports,
      liveOrdersMs,
      plainCountMs: median(plainRuns),
      visits: visitCount,
      visitsGenerateMs,
      visitsRollupMs,
      visitReports,
      liveVisitorsMs,
      plainVisitCountMs: median(plainVisitRuns),
    };
  } finally {
    await handle.close();
  }
}

/** The S1 rows: per order report the time over the year and its ratio to the plain count. */
export function statisticsRows(result: StatisticsFigures | { skipped: string }): Row[] {
  const goal = '≤ 1,000 ms';
  if ('skipped' in result) {
    return [
      {
        id: 'S1',
        figure: 'S1 statistics report over a year, 20 branches',
        unit: 'ms',
        ours: null,
        reference: null,
        ratio: null,
        goal,
        met: null,
        skipped: result.skipped,
      },
    ];
  }
  const size = `${(result.orders / 1_000_000).toLocaleString('en')}M orders`;
  const visitSize = `${(result.visits / 1_000_000).toLocaleString('en')}M analytics entries`;
  return [
    ...result.reports.map(
      (report, index): Row => ({
        id: 'S1',
        figure: `${index === 0 ? `S1 year, 20 branches, ${size}: ` : '  '}${report.name}`,
        unit: 'ms',
        ours: report.ms,
        reference: result.plainCountMs,
        ratio: report.ms / result.plainCountMs,
        goal,
        met: report.ms <= 1000,
      }),
    ),
    {
      id: 'S1',
      figure: '  orders report without rollups, all live (info)',
      unit: 'ms',
      ours: result.liveOrdersMs,
      reference: result.plainCountMs,
      ratio: result.liveOrdersMs / result.plainCountMs,
      goal: '—',
      met: null,
    },
    {
      id: 'S1',
      figure: '  building the rollups of 365 days (info)',
      unit: 'ms',
      ours: result.rollupMs,
      reference: null,
      ratio: null,
      goal: '—',
      met: null,
    },
    ...result.visitReports.map(
      (report, index): Row => ({
        id: 'S1',
        figure: `${index === 0 ? `S1 year, 20 branches, ${visitSize}: ` : '  '}${report.name}`,
        unit: 'ms',
        ours: report.ms,
        reference: result.plainVisitCountMs,
        ratio: report.ms / result.plainVisitCountMs,
        goal,
        met: report.ms <= 1000,
      }),
    ),
    {
      id: 'S1',
      figure: '  unique-visitors report without rollups, all live (info)',
      unit: 'ms',
      ours: result.liveVisitorsMs,
      reference: result.plainVisitCountMs,
      ratio: result.liveVisitorsMs / result.plainVisitCountMs,
      goal: '—',
      met: null,
    },
    {
      id: 'S1',
      figure: '  building the analytics rollups of 365 days (info)',
      unit: 'ms',
      ours: result.visitsRollupMs,
      reference: null,
      ratio: null,
      goal: '—',
      met: null,
    },
  ];
}
