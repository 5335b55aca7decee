import {
  activitiesOfWorkingDay,
  activityPauseMinutes,
  activityWorkedMinutes,
  addDays,
  type LocalDate,
  localDateOf,
  type WorkingActivity,
  type WorkingTimeWarning,
  workingDaySummary,
  workingTimeWarnings,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { timeTrackingDe as t } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { optionsQueryOptions } from '../../resource/resource-api.ts';
import { useShopTimeZone } from '../../session/api/shop-config.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { formatDuration, formatZonedTime } from '../format.ts';
import { projectOptions, taskOptions } from '../projects/project-options.ts';
import { timesOf } from '../time-clock/time-clock-page.tsx';
import { CorrectionDialog } from './correction-dialog.tsx';
import styles from './time-tracking-day.module.css';
import { workingActivitiesQueryOptions } from './time-tracking-day-api.ts';

/** Zeiterfassung → Tagesübersicht: every visible employee's activities of one day. */
export function TimeTrackingDayPage() {
  return (
    <RequirePermission area="timeTracking" title={t.dayTitle}>
      <DayView />
    </RequirePermission>
  );
}

export function warningText(warning: WorkingTimeWarning): string {
  switch (warning.code) {
    case 'breakTooShort':
      return t.warnings.breakTooShort(warning.requiredMinutes, warning.takenMinutes);
    case 'dayTooLong':
      return t.warnings.dayTooLong(formatDuration(warning.workedMinutes));
    case 'restTooShort':
      return t.warnings.restTooShort(formatDuration(warning.restMinutes));
  }
}

function DayView() {
  useDocumentTitle(t.dayTitle);
  const timeZone = useShopTimeZone();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const date: LocalDate = params.get('date') ?? localDateOf(now, timeZone);
  const setDate = (next: string) => setParams(next ? { date: next } : {}, { replace: true });
  // The day before too: §5 ArbZG rest time looks back at the previous shift.
  const list = useQuery(workingActivitiesQueryOptions(addDays(date, -1), date));
  const [editing, setEditing] = useState<WorkingActivity | null>(null);
  // The project and task named on the time clock (docs/decisions/028-time-tracking.md).
  const projects = useQuery(optionsQueryOptions(projectOptions));
  const tasks = useQuery(optionsQueryOptions(taskOptions));
  const labelOf = (options: { value: string; label: string }[] | undefined, id: number | null) =>
    id === null ? null : (options?.find((option) => option.value === String(id))?.label ?? null);
  const projectLabel = (activity: WorkingActivity) =>
    [labelOf(projects.data, activity.projectId), labelOf(tasks.data, activity.taskId)]
      .filter(Boolean)
      .join(' · ') || '–';

  const all = list.data ?? [];
  const ofDay = activitiesOfWorkingDay(
    all.map((activity) => ({ ...timesOf(activity), activity })),
    date,
    timeZone,
  );
  const byUser = new Map<number, typeof ofDay>();
  for (const entry of ofDay) {
    byUser.set(entry.activity.userId, [...(byUser.get(entry.activity.userId) ?? []), entry]);
  }

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{t.dayTitle}</h1>
          <p className={styles.muted}>{t.dayIntro}</p>
        </div>
      </header>
      <div className={styles.toolbar}>
        <ActionButton size="sm" onClick={() => setDate(addDays(date, -1))}>
          ‹ {t.previousDay}
        </ActionButton>
        <label className={styles.dateField}>
          {t.date}
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <ActionButton size="sm" onClick={() => setDate(addDays(date, 1))}>
          {t.nextDay} ›
        </ActionButton>
      </div>
      {list.isError ? (
        <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
          {t.loadFailed}
        </Notice>
      ) : null}
      {list.isPending ? <Loader label={t.loading} /> : null}
      {list.isSuccess && byUser.size === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
      {[...byUser.entries()].map(([userId, entries]) => {
        const name = entries[0]?.activity.userName ?? '';
        const userActivities = all.filter((activity) => activity.userId === userId).map(timesOf);
        const warnings = workingTimeWarnings(userActivities, date, timeZone, now);
        const summary = workingDaySummary(entries, now);
        return (
          <section
            key={userId}
            className={pageStyles.panel}
            aria-label={name}
            data-testid="tt-employee"
          >
            <header className={styles.employeeHeader}>
              <h2 className={styles.employee}>{name}</h2>
              <p className={styles.total}>
                {t.total(
                  formatDuration(summary.workedMinutes),
                  formatDuration(summary.breakMinutes),
                )}
              </p>
            </header>
            {warnings.length > 0 ? (
              <ul className={styles.warnings}>
                {warnings.map((warning) => (
                  <li key={warning.code} role="note">
                    ⚠ {warningText(warning)}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.start}</th>
                    <th scope="col">{t.columns.end}</th>
                    <th scope="col">{t.columns.pauses}</th>
                    <th scope="col">{t.columns.worked}</th>
                    <th scope="col">{t.columns.project}</th>
                    <th scope="col">
                      <span className={styles.hidden}>{t.columns.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map(({ activity, ...times }) => (
                    <tr key={activity.id}>
                      <td>{formatZonedTime(times.startedAt, timeZone)}</td>
                      <td>
                        {times.endedAt
                          ? formatZonedTime(times.endedAt, timeZone)
                          : times.pausedAt
                            ? t.paused
                            : t.running}
                      </td>
                      <td>{formatDuration(activityPauseMinutes(times, now))}</td>
                      <td>{formatDuration(activityWorkedMinutes(times, now))}</td>
                      <td>{projectLabel(activity)}</td>
                      <td className={styles.actions}>
                        <ActionButton size="sm" onClick={() => setEditing(activity)}>
                          {t.correct}
                        </ActionButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      {editing ? (
        <CorrectionDialog activity={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
