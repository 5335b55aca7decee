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
export type DailyValue = { day: string; value: number };
/** A named row of a ranking or breakdown. */
export type BreakdownRow = { key: string; label: string; value: number };

/** Every report answers the range, its comparison period, the total of both and its detail. */
export type StatisticsReport = {
  report: StatisticsReportName;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  branchIds: number[] | null;
  /** The headline figure (count, or gross revenue in cents) and its previous-period value. */
  total: number;
  previousTotal: number;
  /** Per day, zero-filled (empty for the ranking and weekday × hour reports). */
  daily: DailyValue[];
  /** Report-specific rows (pages, events, reasons, items, order types…). */
  rows: Array<Record<string, string | number | null>>;
  /** Weekday × hour counts (7 rows Monday…Sunday × 24 hours) for the *-times reports. */
  grid?: number[][];
  /** Extra named figures (revenue: net, tax, per VAT rate…). */
  figures?: Record<string, number>;
};
