import { type StatisticsReport, WEEKDAY_SHORT_NAMES } from '@shop/domain';

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: readonly unknown[]) => values.map(cell).join(';');

/**
 * A report as CSV (decision 030): semicolons and a BOM so German spreadsheet programs open it;
 * money stays in cents (column names say so), days in the shop time zone.
 */
export function reportCsv(report: StatisticsReport): string {
  const lines: string[] = [line(['Zeitraum', report.from, report.to])];
  lines.push(line(['Summe', report.total, 'Vorzeitraum', report.previousTotal]));
  for (const [name, value] of Object.entries(report.figures ?? {})) lines.push(line([name, value]));
  if (report.daily.length > 0) {
    lines.push('', line(['Tag', 'Wert']));
    for (const day of report.daily) lines.push(line([day.day, day.value]));
  }
  if (report.grid) {
    lines.push('', line(['Wochentag', ...Array.from({ length: 24 }, (_, hour) => `${hour} Uhr`)]));
    report.grid.forEach((row, index) => {
      lines.push(line([WEEKDAY_SHORT_NAMES[index], ...row]));
    });
  } else if (report.rows.length > 0) {
    const columns = Object.keys(report.rows[0] ?? {});
    lines.push('', line(columns));
    for (const row of report.rows) lines.push(line(columns.map((column) => row[column])));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file name of a report's CSV. */
export const csvFileName = (report: StatisticsReport) =>
  `statistik-${report.report}-${report.from}-${report.to}.csv`;
