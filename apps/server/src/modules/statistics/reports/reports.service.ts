import {
  type DailyValue,
  type DateRange,
  daysOfRange,
  previousRange,
  rangeInstants,
  type StatisticsReport,
  type StatisticsReportName,
  weekdayHourGrid,
} from '@shop/domain';
import type { Database } from '../../../platform/database.ts';
import {
  canceledReasons,
  type DailyRow,
  dailyCanceledCounts,
  dailyItemQuantities,
  dailyOrderCounts,
  dailyRevenue,
  type OrderWindow,
  orderTypeCounts,
  orderWeekdayHours,
  popularItems,
  popularParts,
  revenueBreakdown,
  revenueByTaxRate,
  revenueTotals,
} from '../../orders/orders.read-model.ts';
import {
  dailyPageViews,
  dailyUniqueVisitors,
  eventCounts,
  topPages,
  visitWeekdayHours,
} from './visitor-reports.repository.ts';

/** The detail of one report over one window (decision 030 defines each figure). */
type ReportBody = Pick<StatisticsReport, 'total' | 'daily' | 'rows' | 'grid' | 'figures'>;

const sum = (values: readonly { value: number }[]) => values.reduce((a, b) => a + b.value, 0);

/** Zero-fills the days of the range. */
function fillDays(range: DateRange, rows: DailyRow[]): DailyValue[] {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return daysOfRange(range).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

async function dailyReport(
  range: DateRange,
  rows: Promise<DailyRow[]>,
  extra: Omit<ReportBody, 'total' | 'daily'> = { rows: [] },
): Promise<ReportBody> {
  const daily = fillDays(range, await rows);
  return { total: sum(daily), daily, ...extra };
}

async function weekdayHourReport(
  counts: Promise<{ weekday: number; hour: number; count: number }[]>,
): Promise<ReportBody> {
  const cells = await counts;
  return {
    total: cells.reduce((a, b) => a + b.count, 0),
    daily: [],
    rows: cells,
    grid: weekdayHourGrid(cells),
  };
}

const REPORTS: Record<
  StatisticsReportName,
  (db: Database, w: OrderWindow, range: DateRange) => Promise<ReportBody>
> = {
  'unique-visitors': (db, w, range) => dailyReport(range, dailyUniqueVisitors(db, w)),
  'page-views': (db, w, range) => dailyReport(range, dailyPageViews(db, w)),
  pages: async (db, w) => {
    const rows = await topPages(db, w);
    return { total: rows.reduce((a, b) => a + b.views, 0), daily: [], rows };
  },
  events: async (db, w) => {
    const rows = await eventCounts(db, w);
    return { total: rows.reduce((a, b) => a + b.count, 0), daily: [], rows };
  },
  orders: async (db, w, range) =>
    dailyReport(range, dailyOrderCounts(db, w), { rows: await orderTypeCounts(db, w) }),
  revenue: async (db, w, range) => {
    const [totals, rates, breakdown] = await Promise.all([
      revenueTotals(db, w),
      revenueByTaxRate(db, w),
      revenueBreakdown(db, w),
    ]);
    const figures: Record<string, number> = {
      gross: totals.gross,
      net: totals.net,
      tax: totals.tax,
      orders: totals.count,
      average: totals.count === 0 ? 0 : Math.round(totals.gross / totals.count),
    };
    for (const rate of rates) figures[`tax${rate.rate}`] = rate.tax;
    return dailyReport(range, dailyRevenue(db, w), {
      rows: [
        ...rates.map((rate) => ({ group: 'rate', key: String(rate.rate), ...rate })),
        ...breakdown.map((row) => ({
          group: 'typePayment',
          key: `${row.type}/${row.payment}`,
          ...row,
        })),
      ],
      figures,
    });
  },
  'canceled-orders': async (db, w, range) =>
    dailyReport(range, dailyCanceledCounts(db, w), { rows: await canceledReasons(db, w) }),
  items: async (db, w, range) =>
    dailyReport(range, dailyItemQuantities(db, w), { rows: await popularParts(db, w) }),
  'popular-items': async (db, w) => {
    const rows = await popularItems(db, w);
    return { total: rows.reduce((a, b) => a + b.quantity, 0), daily: [], rows };
  },
  'visitor-times': (db, w) => weekdayHourReport(visitWeekdayHours(db, w)),
  'order-times': (db, w) => weekdayHourReport(orderWeekdayHours(db, w)),
};

export type ReportRequest = {
  report: StatisticsReportName;
  range: DateRange;
  branchIds: number[] | null;
  timeZone: string;
};

/** One report over the range, with the previous period's total for the comparison. */
export async function buildReport(db: Database, request: ReportRequest): Promise<StatisticsReport> {
  const { report, range, branchIds, timeZone } = request;
  const previous = previousRange(range);
  const windowOf = (r: DateRange): OrderWindow => ({
    ...r,
    ...rangeInstants(r, timeZone),
    timeZone,
    branchIds,
  });
  const [current, before] = await Promise.all([
    REPORTS[report](db, windowOf(range), range),
    REPORTS[report](db, windowOf(previous), previous),
  ]);
  return {
    report,
    from: range.from,
    to: range.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    branchIds,
    ...current,
    previousTotal: before.total,
  };
}
