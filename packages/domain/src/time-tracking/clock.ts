import { PROJECT_MESSAGES } from '../contracts/projects.ts';
import { err, ok, type Result } from '../result.ts';
import type { ActivityTimes } from './durations.ts';

/**
 * The time clock (spec §4 "start sets the current activity; pause and resume replace it with the
 * server result; end clears it"; §7 POST …/working-activities/start, end, pause, resume). Pure:
 * the server passes its own clock's `now`, never the device's time.
 */
export const CLOCK_ACTIONS = ['start', 'end', 'pause', 'resume'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];
export type ClockState = 'none' | 'running' | 'paused';

export type ClockErrorReason =
  | 'alreadyRunning'
  | 'notRunning'
  | 'alreadyPaused'
  | 'notPaused'
  | 'timeBeforeStart';
export type ClockError = { readonly action: ClockAction; readonly reason: ClockErrorReason };

/** spec §8 "Aktivität konnte nicht gestartet / beendet / pausiert / fortgesetzt werden". */
export const CLOCK_ERROR_MESSAGES: Readonly<Record<ClockAction, string>> = {
  start: 'Aktivität konnte nicht gestartet werden',
  end: 'Aktivität konnte nicht beendet werden',
  pause: 'Aktivität konnte nicht pausiert werden',
  resume: 'Aktivität konnte nicht fortgesetzt werden',
};

export const clockErrorMessage = (action: ClockAction): string => CLOCK_ERROR_MESSAGES[action];

export function clockStateOf(current: ActivityTimes | null): ClockState {
  if (!current || current.endedAt) return 'none';
  return current.pausedAt ? 'paused' : 'running';
}

/** The current activity after `action` at `now`, or why the action is refused. */
export function applyClockAction(
  current: ActivityTimes | null,
  action: ClockAction,
  now: Date,
): Result<ActivityTimes, ClockError> {
  const state = clockStateOf(current);
  const refuse = (reason: ClockErrorReason) => err({ action, reason });
  if (action === 'start') {
    if (state !== 'none') return refuse('alreadyRunning');
    return ok({ startedAt: now, endedAt: null, pausedAt: null, pauses: [] });
  }
  if (!current || state === 'none') return refuse('notRunning');
  const lastMark = current.pausedAt ?? current.startedAt;
  if (now.getTime() < lastMark.getTime()) return refuse('timeBeforeStart');
  const closedPauses = current.pausedAt
    ? [...current.pauses, { from: current.pausedAt.toISOString(), to: now.toISOString() }]
    : current.pauses;
  switch (action) {
    case 'pause':
      if (state === 'paused') return refuse('alreadyPaused');
      return ok({ ...current, pausedAt: now });
    case 'resume':
      if (state === 'running') return refuse('notPaused');
      return ok({ ...current, pausedAt: null, pauses: closedPauses });
    case 'end':
      return ok({ ...current, endedAt: now, pausedAt: null, pauses: closedPauses });
  }
}

export type ClockAssignment = { readonly projectId: number | null; readonly taskId: number | null };
export type ClockAssignmentError = {
  readonly field: 'projectId' | 'taskId';
  readonly message: string;
};

/**
 * The project and task an employee names when clocking in (spec §1 "projects and tasks";
 * docs/decisions/028-time-tracking.md): both optional; `projects` are the ones the time clock
 * offers (enabled, with their enabled tasks). A task alone names its project.
 */
export function clockAssignment(
  choice: ClockAssignment,
  projects: readonly { readonly id: number; readonly tasks: readonly { readonly id: number }[] }[],
): Result<ClockAssignment, ClockAssignmentError> {
  if (choice.taskId !== null) {
    const owner = projects.find((project) => project.tasks.some((t) => t.id === choice.taskId));
    if (!owner) return err({ field: 'taskId', message: PROJECT_MESSAGES.taskNotFound });
    if (choice.projectId !== null && choice.projectId !== owner.id) {
      return err({ field: 'taskId', message: PROJECT_MESSAGES.taskNotInProject });
    }
    return ok({ projectId: owner.id, taskId: choice.taskId });
  }
  if (choice.projectId !== null && !projects.some((project) => project.id === choice.projectId)) {
    return err({ field: 'projectId', message: PROJECT_MESSAGES.projectNotFound });
  }
  return ok({ projectId: choice.projectId, taskId: null });
}
