import {
  formatLocalDate,
  formatSheetMinutes,
  localDateOf,
  WEEKDAY_SHORT_NAMES,
  weekdayIndex,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { timeTrackingDe as t } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { useShopTimeZone } from '../../session/api/shop-config.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from '../day/time-tracking-day.module.css';
import { warningText } from '../day/time-tracking-day-page.tsx';
import { employeesQueryOptions, timeSheetQueryOptions, timeSheetUrl } from './time-sheet-api.ts';

const m = t.month;

/**
 * Zeiterfassung → Monatsnachweis (docs/decisions/035-time-tracking-projects-and-sheets.md): the
 * month of one employee or all, with the downloads to sign (PDF) and for payroll (CSV).
 */
export function TimeSheetPage() {
  return (
    <RequirePermission area="timeTracking" title={m.title}>
      <MonthView />
    </RequirePermission>
  );
}

function MonthView() {
  useDocumentTitle(m.title);
  const timeZone = useShopTimeZone();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? localDateOf(now, timeZone).slice(0, 7);
  const userId = params.get('userId') ?? '';
  const update = (next: { month?: string; userId?: string }) => {
    const values = { month, userId, ...next };
    setParams(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')), {
      replace: true,
    });
  };
  const employees = useQuery(employeesQueryOptions());
  const sheets = useQuery(timeSheetQueryOptions(month, userId));

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{m.title}</h1>
          <p className={styles.muted}>{m.intro}</p>
        </div>
      </header>
      <div className={styles.toolbar}>
        <label className={styles.dateField}>
          {m.month}
          <input
            type="month"
            value={month}
            onChange={(event) => event.target.value && update({ month: event.target.value })}
          />
        </label>
        <label className={styles.dateField}>
          {m.employee}
          <select value={userId} onChange={(event) => update({ userId: event.target.value })}>
            <option value="">{m.allEmployees}</option>
            {(employees.data ?? []).map((employee) => (
              <option key={employee.id} value={String(employee.id)}>
                {employee.name}
              </option>
            ))}
          </select>
        </label>
        <a className={styles.download} href={timeSheetUrl(month, userId, 'pdf')} download>
          {m.downloadPdf}
        </a>
        <a className={styles.download} href={timeSheetUrl(month, userId, 'csv')} download>
          {m.downloadCsv}
        </a>
      </div>
      <p className={styles.muted}>{m.retention}</p>
      {sheets.isError ? (
        <Notice tone="error" onRetry={() => sheets.refetch()} isRetrying={sheets.isFetching}>
          {t.loadFailed}
        </Notice>
      ) : null}
      {sheets.isPending ? <Loader label={t.loading} /> : null}
      {sheets.data?.sheets.map(({ userId: id, name, sheet }) => {
        const days = sheet.days.filter(
          (day) => day.start !== null || day.plannedMinutes > 0 || day.isHoliday,
        );
        return (
          <section key={id} className={pageStyles.panel} aria-label={name} data-testid="tt-sheet">
            <header className={styles.employeeHeader}>
              <h2 className={styles.employee}>{name}</h2>
              <p className={styles.total}>
                {m.totals(
                  formatSheetMinutes(sheet.totals.workedMinutes),
                  formatSheetMinutes(sheet.totals.plannedMinutes),
                  formatSheetMinutes(sheet.totals.differenceMinutes),
                )}
              </p>
            </header>
            {days.length === 0 ? (
              <p className={styles.sheetEmpty}>{m.empty}</p>
            ) : (
              <div
                className={styles.scroll}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls; keyboard users need to focus it (axe scrollable-region-focusable)
                tabIndex={0}
              >
                <table className={`${styles.table} ${styles.sheetTable}`}>
                  <thead>
                    <tr>
                      <th scope="col">{m.columns.day}</th>
                      <th scope="col">{t.columns.start}</th>
                      <th scope="col">{t.columns.end}</th>
                      <th scope="col">{t.columns.pauses}</th>
                      <th scope="col">{t.columns.worked}</th>
                      <th scope="col">{m.columns.planned}</th>
                      <th scope="col">{m.columns.difference}</th>
                      <th scope="col">{m.columns.notes}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((day) => (
                      <tr key={day.date}>
                        <td>
                          {WEEKDAY_SHORT_NAMES[weekdayIndex(day.date)]} {formatLocalDate(day.date)}
                        </td>
                        <td>{day.start ?? ''}</td>
                        <td>{day.start ? (day.end ?? t.running) : ''}</td>
                        <td>{day.start ? formatSheetMinutes(day.breakMinutes) : ''}</td>
                        <td>{day.start ? formatSheetMinutes(day.workedMinutes) : ''}</td>
                        <td>{formatSheetMinutes(day.plannedMinutes)}</td>
                        <td>{formatSheetMinutes(day.differenceMinutes)}</td>
                        <td>
                          {day.isHoliday ? `${m.holiday} ` : ''}
                          {day.warnings.map((warning) => (
                            <span key={warning.code} role="note" className={styles.note}>
                              ⚠ {warningText(warning)}
                            </span>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
