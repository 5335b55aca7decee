import { formatMoney, formatNumber, type LabourPerRevenueReport } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { statisticsDe as t } from '../../../../i18n/de/backoffice/statistics.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import styles from './statistics.module.css';
import type { ReportQuery } from './statistics-api.ts';

/** GET /api/statistics/working-hours-per-revenue (decision 047), beside the working-time reports. */
const labourUrl = (query: ReportQuery) =>
  `/api/statistics/working-hours-per-revenue?from=${query.from}&to=${query.to}${query.branch ? `&branch=${query.branch}` : ''}`;

const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const hours = (minutes: number) => `${formatNumber(minutes / 60, 2)} h`;
const ratio = (value: number | null) => (value === null ? t.labour.none : formatNumber(value, 2));

/**
 * Labour hours per 100 € revenue per branch and day (decision 047): shown to readers of
 * `timeTracking` (staff hours); a day without revenue has no ratio ("–").
 */
export function LabourSection({
  query,
  branchNames,
}: {
  query: ReportQuery;
  branchNames: ReadonlyMap<number, string>;
}) {
  const report = useQuery({
    queryKey: ['backoffice', '/api/statistics', 'working-hours-per-revenue', query],
    queryFn: ({ signal }) => apiGet<LabourPerRevenueReport>(labourUrl(query), signal),
  });
  const data = report.data;
  return (
    <section className={pageStyles.panel} data-testid="report-working-hours-per-revenue">
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{t.labour.title}</h2>
      </div>
      <div className={styles.sectionBody}>
        <p className={styles.muted}>{t.labour.intro}</p>
        {report.isError ? (
          <Notice tone="error" onRetry={() => report.refetch()} isRetrying={report.isFetching}>
            {t.loadFailed}
          </Notice>
        ) : null}
        {report.isPending ? <Loader label={t.loading} /> : null}
        {data && data.rows.length === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
        {data && data.rows.length > 0 ? (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t.labour.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.labour.day}</th>
                  <th scope="col">{t.labour.branch}</th>
                  <th scope="col">{t.labour.hours}</th>
                  <th scope="col">{t.labour.gross}</th>
                  <th scope="col">{t.labour.ratio}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.day}-${row.branchId}`}>
                    <td>{formatDay(row.day)}</td>
                    <td>
                      {row.branchId === null
                        ? t.labour.noBranch
                        : (branchNames.get(row.branchId) ?? `#${row.branchId}`)}
                    </td>
                    <td>{hours(row.minutes)}</td>
                    <td>{formatMoney(row.gross)}</td>
                    <td>{ratio(row.hoursPer100)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t.labour.total}
                  </th>
                  <td>{hours(data.total.minutes)}</td>
                  <td>{formatMoney(data.total.gross)}</td>
                  <td>{ratio(data.total.hoursPer100)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
