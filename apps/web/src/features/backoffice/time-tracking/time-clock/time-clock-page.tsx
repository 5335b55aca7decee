import {
  activityWorkedMinutes,
  type ClockAction,
  clockStateOf,
  DEFAULT_TIME_ZONE,
  formatZonedTime,
  type WorkingActivity,
} from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { timeClockDe as t } from '../../../../i18n/de/time-clock.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { formatDuration } from '../format.ts';
import styles from './time-clock.module.css';
import { postClockAction, timeClockQueries } from './time-clock-api.ts';

export const timesOf = (activity: WorkingActivity) => ({
  startedAt: new Date(activity.startedAt),
  endedAt: activity.endedAt ? new Date(activity.endedAt) : null,
  pausedAt: activity.pausedAt ? new Date(activity.pausedAt) : null,
  pauses: activity.pauses,
});

/**
 * The time clock for the shop tablet or the employee's phone (spec §7, §4; decision 028): who is
 * clocking, today's plan, the current activity and large buttons. Every time shown comes from the
 * server's answers; the device's clock only advances the running counter between answers.
 */
export function TimeClockPage() {
  const { username = '', token = '' } = useParams();
  useDocumentTitle(t.documentTitle);
  const queries = timeClockQueries(username, token);
  const me = useQuery(queries.me);
  const schedules = useQuery(queries.schedules);
  const activities = useQuery(queries.activities);
  const projects = useQuery(queries.projects);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ClockAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(15_000);

  if (me.isError) {
    const status = me.error instanceof ApiError ? me.error.status : 0;
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t.title}</h1>
        <p role="alert" className={styles.error}>
          {status === 429 ? me.error.message : status === 401 ? t.invalidLink : t.loadFailed}
        </p>
      </main>
    );
  }
  if (!me.data) {
    return (
      <main className={styles.screen}>
        <p className={styles.muted}>{t.loading}</p>
      </main>
    );
  }
  const timeZone = me.data.timeZone || DEFAULT_TIME_ZONE;
  const list = activities.data ?? [];
  const current = list.find((activity) => activity.endedAt === null) ?? null;
  const state = clockStateOf(current ? timesOf(current) : null);
  const workedToday = list.reduce((sum, a) => sum + activityWorkedMinutes(timesOf(a), now), 0);
  const name = [me.data.firstName, me.data.lastName].filter(Boolean).join(' ') || me.data.username;

  const projectList = projects.data ?? [];
  const chosenProject = projectList.find((project) => project.id === projectId) ?? null;
  const workingOn = (activity: WorkingActivity) => {
    const project = projectList.find((p) => p.id === activity.projectId);
    const task = project?.tasks.find((entry) => entry.id === activity.taskId);
    return [project?.name, task?.name].filter(Boolean).join(' · ');
  };

  async function act(action: ClockAction) {
    setBusy(action);
    setError(null);
    try {
      await postClockAction(
        username,
        token,
        action,
        action === 'start' ? { projectId, taskId } : undefined,
      );
    } catch (cause) {
      // spec §8: each action's own text; a refused project or task also says why (422).
      const reason = cause instanceof ApiError && cause.status === 422 ? cause.message : null;
      setError(reason ? t.errorWithReason(t.errors[action], reason) : t.errors[action]);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['time-clock', username, token] });
      setBusy(null);
    }
  }

  const button = (action: ClockAction, label: string, tone: string) => (
    <button
      type="button"
      className={`${styles.button} ${styles[tone]}`}
      onClick={() => act(action)}
      disabled={busy !== null}
      aria-busy={busy === action}
    >
      {label}
    </button>
  );

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.hello(name)}</h1>
        <p className={styles.clock}>{formatZonedTime(now, timeZone)}</p>
      </header>

      <section className={styles.panel} aria-labelledby="clock-current">
        <h2 id="clock-current" className={styles.heading}>
          {t.currentTitle}
        </h2>
        <p className={`${styles.state} ${styles[state]}`} data-testid="clock-state">
          {state === 'running' ? t.stateRunning : state === 'paused' ? t.statePaused : t.stateNone}
          {current && state === 'running'
            ? ` ${t.since(formatZonedTime(new Date(current.startedAt), timeZone))}`
            : null}
          {current?.pausedAt && state === 'paused'
            ? ` ${t.since(formatZonedTime(new Date(current.pausedAt), timeZone))}`
            : null}
        </p>
        {current && workingOn(current) ? (
          <p className={styles.muted}>{t.workingOn(workingOn(current))}</p>
        ) : null}
        <p className={styles.muted}>{t.worked(formatDuration(workedToday))}</p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {state === 'none' && projectList.length > 0 ? (
          <div className={styles.choice}>
            <label className={styles.field}>
              {t.project}
              <select
                value={projectId ?? ''}
                onChange={(event) => {
                  setProjectId(Number(event.target.value) || null);
                  setTaskId(null);
                }}
              >
                <option value="">{t.noProject}</option>
                {projectList.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.number ? `${project.number} · ${project.name}` : project.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t.task}
              <select
                value={taskId ?? ''}
                disabled={!chosenProject || chosenProject.tasks.length === 0}
                onChange={(event) => setTaskId(Number(event.target.value) || null)}
              >
                <option value="">{t.noTask}</option>
                {chosenProject?.tasks.map((task) => (
                  <option key={task.id} value={task.id}>
                    {task.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
        <div className={styles.buttons}>
          {state === 'none' ? button('start', t.start, 'go') : null}
          {state === 'running' ? button('pause', t.pause, 'wait') : null}
          {state === 'paused' ? button('resume', t.resume, 'go') : null}
          {state !== 'none' ? button('end', t.end, 'stop') : null}
        </div>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="clock-plan">
          <h2 id="clock-plan" className={styles.heading}>
            {t.scheduleTitle}
          </h2>
          {schedules.isError ? <p className={styles.error}>{t.scheduleLoadFailed}</p> : null}
          {schedules.data?.length === 0 ? <p className={styles.muted}>{t.noSchedule}</p> : null}
          <ul className={styles.list}>
            {schedules.data?.map((shift) => (
              <li key={shift.id}>
                {t.activityRange(
                  formatZonedTime(new Date(shift.startsAt), timeZone),
                  formatZonedTime(new Date(shift.endsAt), timeZone),
                )}
                {shift.note ? ` · ${shift.note}` : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="clock-today">
          <h2 id="clock-today" className={styles.heading}>
            {t.todayTitle}
          </h2>
          {activities.isError ? <p className={styles.error}>{t.loadFailed}</p> : null}
          {list.length === 0 && activities.isSuccess ? (
            <p className={styles.muted}>{t.noActivities}</p>
          ) : null}
          <ul className={styles.list} data-testid="clock-activities">
            {list.map((activity) => (
              <li key={activity.id}>
                {activity.endedAt
                  ? t.activityRange(
                      formatZonedTime(new Date(activity.startedAt), timeZone),
                      formatZonedTime(new Date(activity.endedAt), timeZone),
                    )
                  : t.runningSince(formatZonedTime(new Date(activity.startedAt), timeZone))}{' '}
                · {formatDuration(activityWorkedMinutes(timesOf(activity), now))}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
