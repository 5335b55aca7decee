import { z } from 'zod';

/**
 * spec §7 GET /api/statistics/{name}?from=&to=&branch= — the eleven order and visitor reports
 * (the two working-time reports belong to time tracking). Figures: decision record
 * docs/decisions/030-statistics-reports.md and the README section "Statistics".
 */
export const STATISTICS_REPORTS = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
] as const;
export const statisticsReportSchema = z.enum(STATISTICS_REPORTS);
export type StatisticsReportName = (typeof STATISTICS_REPORTS)[number];

/** German titles of the reports (dashboard headings, CSV file names). */
export const STATISTICS_REPORT_TITLES: Readonly<Record<StatisticsReportName, string>> = {
  'unique-visitors': 'Besucher',
  'page-views': 'Seitenaufrufe',
  pages: 'Meistbesuchte Seiten',
  events: 'Ereignisse',
  orders: 'Bestellungen',
  revenue: 'Umsatz',
  'canceled-orders': 'Stornierte Bestellungen',
  items: 'Verkaufte Artikel',
  'popular-items': 'Beliebte Produkte',
  'visitor-times': 'Besuchszeiten',
  'order-times': 'Bestellzeiten',
};

/** One day of a daily series (day in the shop's time zone). */
export const dailyValueSchema = z.object({ day: z.string(), value: z.number() });
export type DailyValue = z.infer<typeof dailyValueSchema>;
/** A named row of a ranking or breakdown. */
export const breakdownRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

/**
 * Every report answers the range, its comparison period, the total of both and its detail (the
 * answer of GET /api/statistics/{name}; docs/decisions/025 declares it on the route).
 */
export const statisticsReportResultSchema = z.object({
  report: statisticsReportSchema,
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  branchIds: z.array(z.number()).nullable(),
  /** The headline figure (count, or gross revenue in cents) and its previous-period value. */
  total: z.number(),
  previousTotal: z.number(),
  /** Per day, zero-filled (empty for the ranking and weekday × hour reports). */
  daily: z.array(dailyValueSchema),
  /** Report-specific rows (pages, events, reasons, items, order types…). */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Weekday × hour counts (7 rows Monday…Sunday × 24 hours) for the *-times reports. */
  grid: z.array(z.array(z.number())).optional(),
  /** Extra named figures (revenue: net, tax, per VAT rate…). */
  figures: z.record(z.string(), z.number()).optional(),
});
export type StatisticsReport = z.infer<typeof statisticsReportResultSchema>;
