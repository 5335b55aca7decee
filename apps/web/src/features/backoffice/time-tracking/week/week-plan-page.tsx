import {
  addDays,
  canAccessBranch,
  formatLocalDate,
  type LocalDate,
  localDateOf,
  overlappingShiftIds,
  plannedShiftAsActivity,
  plannedShiftMinutes,
  WEEKDAY_SHORT_NAMES,
  type WorkingSchedule,
  weekDates,
  weekStartOf,
  workingTimeWarnings,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { timeTrackingDe } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { useShopTimeZone } from '../../session/api/shop-config.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useToast } from '../../ui/toasts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { warningText } from '../day/time-tracking-day-page.tsx';
import { formatDuration, formatZonedTime } from '../format.ts';
import { employeesQueryOptions } from '../month/time-sheet-api.ts';
import { ShiftDialog } from './shift-dialog.tsx';
import styles from './week-plan.module.css';
import {
  copyPreviousWeek,
  planBranchesQueryOptions,
  weekPlanQueryOptions,
} from './week-plan-api.ts';

const t = timeTrackingDe.week;

/** Zeiterfassung → Wochenplan: employees × weekdays of one branch (decision 035). */
export function WeekPlanPage() {
  return (
    <RequirePermission area="timeTracking" title={t.title}>
      <WeekPlan />
    </RequirePermission>
  );
}

type Editing = {
  employee: { id: number; name: string };
  date: LocalDate;
  schedule: WorkingSchedule | null;
};

function WeekPlan() {
  useDocumentTitle(t.title);
  const timeZone = useShopTimeZone();
  const now = useNow();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const today = localDateOf(now, timeZone);
  const monday = weekStartOf(params.get('week') || today);
  const user = useCurrentUser();
  const branches = useQuery({
    ...planBranchesQueryOptions(),
    // The staff branch list follows the orders scope; a manager plans only the branches of
    // their time-tracking scope (spec §6), which the server checks on every save as well.
    select: (list) => {
      const staff = { roles: user.roles, branchIds: user.branches.map((branch) => branch.id) };
      return list.filter((branch) => canAccessBranch(staff, 'timeTracking', branch.id, 'write'));
    },
  });
  const chosen = Number(params.get('branch')) || null;
  const branchId =
    branches.data?.find((branch) => branch.id === chosen)?.id ?? branches.data?.[0]?.id ?? null;
  const employees = useQuery(employeesQueryOptions());
  const plan = useQuery({
    ...weekPlanQueryOptions(branchId ?? 0, monday),
    enabled: branchId !== null,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [isCopying, setIsCopying] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);

  const branchMembers = (employees.data ?? []).filter(
    (user) => branchId !== null && user.branchIds.includes(branchId),
  );
  // The plan per department (decision 048): the departments of the branch's employees.
  const departments = [
    ...new Map(
      branchMembers
        .flatMap((user) => (user.department ? [user.department] : []))
        .map((d) => [d.id, d]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const chosenDepartment = Number(params.get('department')) || null;
  const departmentId = departments.find((d) => d.id === chosenDepartment)?.id ?? null;
  const members =
    departmentId === null
      ? branchMembers
      : branchMembers.filter((user) => user.department?.id === departmentId);

  const go = (next: { week?: string; branch?: number | null; department?: number | null }) => {
    const week = next.week ?? monday;
    const branch = next.branch === undefined ? branchId : next.branch;
    // Another branch has other departments: its plan starts with all of them.
    const department =
      next.department !== undefined
        ? next.department
        : next.branch === undefined
          ? departmentId
          : null;
    setParams(
      {
        ...(week === weekStartOf(today) ? {} : { week }),
        ...(branch ? { branch: String(branch) } : {}),
        ...(department ? { department: String(department) } : {}),
      },
      { replace: true },
    );
  };

  const days = weekDates(monday);
  const shifts = plan.data ?? [];
  const timed = shifts.map((s) => ({
    ...s,
    startsAt: new Date(s.startsAt),
    endsAt: new Date(s.endsAt),
  }));
  const overlapping = overlappingShiftIds(timed);
  const cellOf = (userId: number, date: LocalDate) =>
    timed.filter((s) => s.userId === userId && localDateOf(s.startsAt, timeZone) === date);
  // Overlaps, and the ArbZG rules on the planned days (break, 10 h, 11 h rest; decision 035).
  const warnings = members.flatMap((user) => {
    const planned = timed
      .filter((s) => s.userId === user.id && s.type === 'work')
      .map(plannedShiftAsActivity);
    return days.flatMap((date, index) => {
      const day = `${WEEKDAY_SHORT_NAMES[index]} ${formatLocalDate(date)}`;
      return [
        ...(cellOf(user.id, date).some((s) => overlapping.has(s.id))
          ? [t.overlapWarning(user.name, formatLocalDate(date))]
          : []),
        ...workingTimeWarnings(planned, date, timeZone, now).map((warning) =>
          t.lawWarning(user.name, day, warningText(warning)),
        ),
      ];
    });
  });

  async function copy() {
    if (branchId === null) return;
    setIsCopying(true);
    setCopyError(null);
    try {
      const result = await copyPreviousWeek(branchId, monday);
      toast(t.copied(result.created, result.skipped), 'success');
    } catch (error) {
      setCopyError(error instanceof ApiError && error.status !== 0 ? error.message : t.copyFailed);
    } finally {
      setIsCopying(false);
    }
  }

  const loadFailed = branches.isError || employees.isError || plan.isError;
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.intro}</p>
        </div>
      </header>
      <div className={styles.toolbar}>
        {branches.data && branches.data.length > 1 ? (
          <label className={styles.field}>
            {t.branch}
            <select
              value={branchId ?? ''}
              onChange={(event) => go({ branch: Number(event.target.value) })}
            >
              {branches.data.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {departments.length > 0 ? (
          <label className={styles.field}>
            {t.department}
            <select
              value={departmentId ?? ''}
              onChange={(event) => go({ department: Number(event.target.value) || null })}
            >
              <option value="">{t.allDepartments}</option>
              {departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.weekNav}>
          <ActionButton size="sm" onClick={() => go({ week: addDays(monday, -7) })}>
            ‹ {t.previousWeek}
          </ActionButton>
          <strong className={styles.weekLabel} aria-live="polite">
            {t.weekLabel(formatLocalDate(monday), formatLocalDate(addDays(monday, 6)))}
          </strong>
          <ActionButton size="sm" onClick={() => go({ week: addDays(monday, 7) })}>
            {t.nextWeek} ›
          </ActionButton>
          {monday !== weekStartOf(today) ? (
            <ActionButton size="sm" variant="ghost" onClick={() => go({ week: today })}>
              {t.thisWeek}
            </ActionButton>
          ) : null}
        </div>
        <ActionButton
          size="sm"
          onClick={() => void copy()}
          isBusy={isCopying}
          disabled={branchId === null}
        >
          {t.copyPrevious}
        </ActionButton>
      </div>
      {copyError ? (
        <Notice tone="error" onRetry={() => void copy()} isRetrying={isCopying}>
          {copyError}
        </Notice>
      ) : null}
      {loadFailed ? (
        <Notice
          tone="error"
          onRetry={() => {
            void branches.refetch();
            void employees.refetch();
            if (branchId !== null) void plan.refetch();
          }}
          isRetrying={branches.isFetching || employees.isFetching || plan.isFetching}
        >
          {t.loadFailed}
        </Notice>
      ) : null}
      {branches.data?.length === 0 ? <Notice tone="info">{t.noBranches}</Notice> : null}
      {!loadFailed && (branches.isPending || employees.isPending || plan.isLoading) ? (
        <Loader label={timeTrackingDe.loading} />
      ) : null}
      {warnings.length > 0 ? (
        <div className={styles.warnings}>
          {warnings.map((warning) => (
            <p key={warning} role="note">
              ⚠ {warning}
            </p>
          ))}
        </div>
      ) : null}
      {plan.isSuccess && employees.isSuccess && members.length === 0 ? (
        <p className={styles.muted}>
          {departmentId === null ? t.noEmployees : t.noDepartmentMembers}
        </p>
      ) : null}
      {plan.isSuccess && members.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col" className={styles.nameColumn}>
                  {t.employee}
                </th>
                {days.map((date, index) => (
                  <th key={date} scope="col" className={date === today ? styles.today : undefined}>
                    {WEEKDAY_SHORT_NAMES[index]} {formatLocalDate(date).slice(0, 6)}
                  </th>
                ))}
                <th scope="col">{t.total}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((user) => {
                const employee = { id: user.id, name: user.name };
                const total = timed
                  .filter(
                    (s) =>
                      s.userId === user.id &&
                      s.type === 'work' &&
                      days.includes(localDateOf(s.startsAt, timeZone)),
                  )
                  .reduce((sum, s) => sum + plannedShiftMinutes(s), 0);
                return (
                  <tr key={user.id} data-testid="week-plan-row">
                    <th scope="row" className={styles.nameColumn}>
                      {user.name}
                    </th>
                    {days.map((date) => (
                      <td key={date} className={date === today ? styles.today : undefined}>
                        <div className={styles.cell}>
                          {cellOf(user.id, date).map((s) => {
                            const from = formatZonedTime(s.startsAt, timeZone);
                            const to = formatZonedTime(s.endsAt, timeZone);
                            const isOverlapping = overlapping.has(s.id);
                            return (
                              <button
                                key={s.id}
                                type="button"
                                className={`${styles.shift} ${isOverlapping ? styles.overlap : ''}`}
                                aria-label={t.editShift(user.name, formatLocalDate(date), from, to)}
                                title={s.note ?? undefined}
                                onClick={() =>
                                  setEditing({ employee, date, schedule: plans(shifts, s.id) })
                                }
                              >
                                <span className={styles.shiftTime}>{t.shift(from, to)}</span>
                                {s.breakMinutes > 0 ? (
                                  <span className={styles.shiftBreak}>
                                    {t.breakShort(s.breakMinutes)}
                                  </span>
                                ) : null}
                                {isOverlapping ? (
                                  <span className={styles.overlapMark}>⚠ {t.overlapMark}</span>
                                ) : null}
                              </button>
                            );
                          })}
                          <button
                            type="button"
                            className={styles.add}
                            aria-label={t.addFor(user.name, formatLocalDate(date))}
                            title={t.add}
                            onClick={() => setEditing({ employee, date, schedule: null })}
                          >
                            +
                          </button>
                        </div>
                      </td>
                    ))}
                    <td className={styles.total} data-testid="week-plan-total">
                      {formatDuration(total)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && branchId !== null ? (
        <ShiftDialog
          branchId={branchId}
          employee={editing.employee}
          date={editing.date}
          schedule={editing.schedule}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

const plans = (shifts: readonly WorkingSchedule[], id: number) =>
  shifts.find((s) => s.id === id) ?? null;
