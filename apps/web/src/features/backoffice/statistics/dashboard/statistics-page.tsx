import {
  changePercent,
  formatMoney,
  formatNumber,
  hasAccess,
  localDateOf,
  PAYMENT_METHOD_LABELS,
  parseDateRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type StatisticsReport,
  type StatisticsReportName,
  staffBranchSummarySchema,
  WEEKDAY_SHORT_NAMES,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { statisticsDe as t } from '../../../../i18n/de/backoffice/statistics.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { useShopTimeZone } from '../../session/api/shop-config.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { csvFileName, reportCsv } from './csv.ts';
import { LabourSection } from './labour-section.tsx';
import styles from './statistics.module.css';
import { type ReportQuery, reportQueryOptions } from './statistics-api.ts';

const DailyChart = lazy(() => import('./daily-chart.tsx'));
const BRANCHES_URL = '/api/branches/options';

/** Money reports show cents as euros; the others are counts or quantities. */
const MONEY_REPORTS = new Set<StatisticsReportName>(['revenue']);
const MONEY_COLUMNS = new Set(['gross', 'net', 'tax']);

const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const formatCount = (value: number) =>
  Number.isInteger(value) ? formatNumber(value, 0) : formatNumber(value, 3).replace(/0+$/, '');

/** Statistik → Auswertungen (decision 030): the dashboard of the eleven reports. */
export function StatisticsPage() {
  return (
    <RequirePermission area="statistics" title={t.title}>
      <Dashboard />
    </RequirePermission>
  );
}

function Dashboard() {
  useDocumentTitle(t.title);
  const timeZone = useShopTimeZone();
  const today = localDateOf(useNow(), timeZone);
  const [params, setParams] = useSearchParams();
  const preset = (RANGE_PRESETS as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as RangePreset)
    : 'last7Days';
  const fallback = presetRange(preset, today);
  const custom = parseDateRange(params.get('from'), params.get('to'));
  const range = preset === 'custom' && custom.ok ? custom.value : fallback;
  const branch = Number(params.get('branch')) || null;
  const query: ReportQuery = { ...range, branch };
  const ids = { from: useId(), to: useId(), branch: useId() };
  const canSeeHours = hasAccess(useCurrentUser().roles, 'timeTracking', 'read');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }) =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        BRANCHES_URL,
      ),
  });

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.intro}</p>
        </div>
      </header>
      <div className={styles.controls}>
        <fieldset className={styles.presets}>
          <legend className={styles.legend}>{t.range}</legend>
          {RANGE_PRESETS.map((name) => (
            <button
              key={name}
              type="button"
              className={styles.preset}
              aria-pressed={preset === name}
              onClick={() =>
                update(
                  name === 'custom'
                    ? { preset: name, from: range.from, to: range.to }
                    : { preset: name, from: null, to: null },
                )
              }
            >
              {t.presets[name]}
            </button>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <div className={styles.dates}>
            <label htmlFor={ids.from}>{t.from}</label>
            <input
              id={ids.from}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => update({ from: event.target.value })}
            />
            <label htmlFor={ids.to}>{t.to}</label>
            <input
              id={ids.to}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => update({ to: event.target.value })}
            />
          </div>
        ) : null}
        {branches.data && branches.data.length > 1 ? (
          <div className={styles.dates}>
            <label htmlFor={ids.branch}>{t.branch}</label>
            <select
              id={ids.branch}
              value={branch ?? ''}
              onChange={(event) => update({ branch: event.target.value || null })}
            >
              <option value="">{t.allBranches}</option>
              {branches.data.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className={styles.muted} data-testid="statistics-range">
        {formatDay(range.from)} – {formatDay(range.to)}
      </p>
      {preset === 'custom' && !custom.ok ? (
        <Notice tone="error">{custom.error.message}</Notice>
      ) : null}

      <section className={styles.cards} aria-label={t.title}>
        {(
          [
            'orders',
            'revenue',
            'canceled-orders',
            'items',
            'unique-visitors',
            'page-views',
          ] as const
        ).map((name) => (
          <FigureCard key={name} name={name} query={query} />
        ))}
      </section>

      <DailySection name="revenue" query={query} />
      <DailySection name="orders" query={query} />
      <GridSection name="order-times" query={query} />
      <RowsSection name="popular-items" query={query} />
      <RowsSection name="revenue" query={query} group="rate" title={t.revenueByRate} />
      <RowsSection name="revenue" query={query} group="typePayment" title={t.revenueByType} />
      <RowsSection name="orders" variant="rows" query={query} title={t.ordersByType} />
      <RowsSection name="canceled-orders" query={query} />
      <DailySection name="items" query={query} />
      <RowsSection name="items" query={query} title={t.options} />
      <DailySection name="unique-visitors" query={query} />
      <DailySection name="page-views" query={query} />
      <RowsSection name="pages" query={query} />
      <RowsSection name="events" query={query} />
      <GridSection name="visitor-times" query={query} />
      {canSeeHours ? (
        <LabourSection
          query={query}
          branchNames={new Map((branches.data ?? []).map((option) => [option.id, option.name]))}
        />
      ) : null}
    </div>
  );
}

const formatterOf = (name: StatisticsReportName) =>
  MONEY_REPORTS.has(name) ? (value: number) => formatMoney(value) : formatCount;

function useReport(name: StatisticsReportName, query: ReportQuery) {
  return useQuery(reportQueryOptions(name, query));
}

/** Loading and the spec's load failure for one report (spec §8). */
function ReportState({ report }: { report: ReturnType<typeof useReport> }) {
  if (report.isError) {
    return (
      <Notice tone="error" onRetry={() => report.refetch()} isRetrying={report.isFetching}>
        {t.loadFailed}
      </Notice>
    );
  }
  if (report.isPending) return <Loader label={t.loading} />;
  return null;
}

function FigureCard({ name, query }: { name: StatisticsReportName; query: ReportQuery }) {
  const report = useReport(name, query);
  const format = formatterOf(name);
  const data = report.data;
  const change = data ? changePercent(data.total, data.previousTotal) : null;
  return (
    <article className={styles.card} data-testid={`figure-${name}`}>
      <h2 className={styles.cardTitle}>{t.reports[name]}</h2>
      <ReportState report={report} />
      {data ? (
        <>
          <p className={styles.figure} data-testid={`figure-${name}-total`}>
            {format(data.total)}
          </p>
          <p className={styles.muted}>
            {change === null
              ? t.noComparison
              : t.change(`${change > 0 ? '+' : ''}${formatNumber(change, 1)} %`)}
            {' · '}
            {t.previous(format(data.previousTotal))}
          </p>
        </>
      ) : null}
    </article>
  );
}

function CsvButton({ report }: { report: StatisticsReport }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(report);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button
      type="button"
      className={styles.preset}
      onClick={download}
      aria-label={t.csvLabel(t.reports[report.report])}
    >
      {t.csv}
    </button>
  );
}

function SectionFrame({
  name,
  variant,
  title,
  report,
  actions,
  children,
}: {
  name: StatisticsReportName;
  /** A second view of the same report (its rows beside its chart) is told apart by this. */
  variant?: string;
  title?: string;
  report: ReturnType<typeof useReport>;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      className={pageStyles.panel}
      data-testid={variant ? `report-${name}-${variant}` : `report-${name}`}
    >
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{title ?? t.reports[name]}</h2>
        <div className={styles.actions}>
          {actions}
          {report.data ? <CsvButton report={report.data} /> : null}
        </div>
      </div>
      <div className={styles.sectionBody}>
        <ReportState report={report} />
        {report.data ? children : null}
      </div>
    </section>
  );
}

function DailySection({ name, query }: { name: StatisticsReportName; query: ReportQuery }) {
  const report = useReport(name, query);
  const [asTable, setAsTable] = useState(false);
  const format = formatterOf(name);
  const daily = report.data?.daily ?? [];
  return (
    <SectionFrame
      name={name}
      report={report}
      actions={
        <button type="button" className={styles.preset} onClick={() => setAsTable(!asTable)}>
          {asTable ? t.showChart : t.showTable}
        </button>
      }
    >
      {asTable ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t.reports[name]}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.value}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <td>{formatDay(day.day)}</td>
                <td>{format(day.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Suspense fallback={<Loader label={t.loading} />}>
          <DailyChart
            days={daily.map((day) => day.day)}
            values={daily.map((day) => day.value)}
            label={t.reports[name]}
            format={format}
          />
        </Suspense>
      )}
    </SectionFrame>
  );
}

function GridSection({ name, query }: { name: StatisticsReportName; query: ReportQuery }) {
  const report = useReport(name, query);
  const grid = report.data?.grid ?? [];
  const max = Math.max(1, ...grid.flat());
  return (
    <SectionFrame name={name} report={report}>
      <div className={styles.scroll}>
        <table className={styles.heatMap}>
          <caption className={styles.caption}>{t.heatMapCaption(t.reports[name])}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekday}</th>
              {Array.from({ length: 24 }, (_, hour) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the identity
                <th key={hour} scope="col">
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, weekday) => (
              <tr key={WEEKDAY_SHORT_NAMES[weekday]}>
                <th scope="row">{WEEKDAY_SHORT_NAMES[weekday]}</th>
                {row.map((count, hour) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the identity
                    key={hour}
                    style={{ '--heat': String(count / max) } as React.CSSProperties}
                    title={`${WEEKDAY_SHORT_NAMES[weekday]} ${hour} Uhr: ${count}`}
                  >
                    {count > 0 ? count : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  );
}

function RowsSection({
  name,
  variant,
  query,
  title,
  group,
}: {
  name: StatisticsReportName;
  variant?: string;
  query: ReportQuery;
  title?: string;
  /** Only the rows of this group (revenue: per VAT rate, per type and payment method). */
  group?: string;
}) {
  const report = useReport(name, query);
  const rows = (report.data?.rows ?? []).filter(
    (row) => group === undefined || row.group === group,
  );
  const columns = Object.keys(rows[0] ?? {}).filter(
    (column) => column !== 'key' && column !== 'group',
  );
  const show = (column: string, value: string | number | null) => {
    if (typeof value === 'number') {
      if (MONEY_COLUMNS.has(column)) return formatMoney(value);
      if (column === 'rate') return `${formatNumber(value, 0)} %`;
      return formatCount(value);
    }
    if (column === 'payment') {
      return PAYMENT_METHOD_LABELS[value as keyof typeof PAYMENT_METHOD_LABELS] ?? value ?? '';
    }
    return t.values[value ?? ''] ?? value ?? '';
  };
  return (
    <SectionFrame
      name={name}
      report={report}
      {...(title ? { title } : {})}
      {...(variant ? { variant } : {})}
    >
      {report.data?.figures && group !== 'typePayment' ? (
        <dl className={styles.figures}>
          {Object.entries(report.data.figures).map(([key, value]) => (
            <div key={key}>
              <dt>
                {key.startsWith('tax') && key !== 'tax'
                  ? t.taxRate(key.slice(3))
                  : (t.figures as Record<string, string>)[key]}
              </dt>
              <dd>{key === 'orders' ? formatCount(value) : formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{title ?? t.reports[name]}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t.columns[column] ?? column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column}>{show(column, row[column] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionFrame>
  );
}
