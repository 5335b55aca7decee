import { describe, expect, it } from 'vitest';
import {
  applyClockAction,
  CLOCK_ACTIONS,
  type ClockAction,
  type ClockErrorReason,
  clockAssignment,
  clockErrorMessage,
  clockStateOf,
} from './clock.ts';

const now = new Date('2026-11-26T12:00:00Z');
const running = {
  startedAt: new Date('2026-11-26T08:00:00Z'),
  endedAt: null,
  pausedAt: null,
  pauses: [],
};
const paused = { ...running, pausedAt: new Date('2026-11-26T11:30:00Z') };

describe('time clock state machine (spec §4 time tracking)', () => {
  it.each([
    [null, 'none'],
    [running, 'running'],
    [paused, 'paused'],
  ] as const)('state of %o is %s', (current, state) => {
    expect(clockStateOf(current)).toBe(state);
  });

  it('start sets a new running activity at the server time', () => {
    expect(applyClockAction(null, 'start', now)).toEqual({
      ok: true,
      value: { startedAt: now, endedAt: null, pausedAt: null, pauses: [] },
    });
  });
  it('pause marks the current one paused', () => {
    expect(applyClockAction(running, 'pause', now)).toEqual({
      ok: true,
      value: { ...running, pausedAt: now },
    });
  });
  it('resume closes the open pause', () => {
    expect(applyClockAction(paused, 'resume', now)).toEqual({
      ok: true,
      value: {
        ...running,
        pauses: [{ from: '2026-11-26T11:30:00.000Z', to: '2026-11-26T12:00:00.000Z' }],
      },
    });
  });
  it('end of a running activity ends it', () => {
    expect(applyClockAction(running, 'end', now)).toEqual({
      ok: true,
      value: { ...running, endedAt: now },
    });
  });
  it('end while paused closes the pause first', () => {
    expect(applyClockAction(paused, 'end', now)).toEqual({
      ok: true,
      value: {
        ...running,
        endedAt: now,
        pauses: [{ from: '2026-11-26T11:30:00.000Z', to: '2026-11-26T12:00:00.000Z' }],
      },
    });
  });

  it.each<[string, typeof running | typeof paused | null, ClockAction, ClockErrorReason]>([
    ['start while running', running, 'start', 'alreadyRunning'],
    ['start while paused', paused, 'start', 'alreadyRunning'],
    ['pause without activity', null, 'pause', 'notRunning'],
    ['pause while paused', paused, 'pause', 'alreadyPaused'],
    ['resume without activity', null, 'resume', 'notRunning'],
    ['resume while running', running, 'resume', 'notPaused'],
    ['end without activity', null, 'end', 'notRunning'],
  ])('%s is refused', (_name, current, action, reason) => {
    expect(applyClockAction(current, action, now)).toEqual({
      ok: false,
      error: { action, reason },
    });
  });

  it('refuses a server time before the activity start (clock went back)', () => {
    const early = new Date('2026-11-26T07:00:00Z');
    expect(applyClockAction(running, 'end', early)).toEqual({
      ok: false,
      error: { action: 'end', reason: 'timeBeforeStart' },
    });
  });

  it.each([
    ['start', 'Aktivität konnte nicht gestartet werden'],
    ['end', 'Aktivität konnte nicht beendet werden'],
    ['pause', 'Aktivität konnte nicht pausiert werden'],
    ['resume', 'Aktivität konnte nicht fortgesetzt werden'],
  ] as const)('the %s error has the spec §8 text', (action, text) => {
    expect(clockErrorMessage(action)).toBe(text);
  });

  it('knows exactly the four actions of spec §7', () => {
    expect(CLOCK_ACTIONS).toEqual(['start', 'end', 'pause', 'resume']);
  });
});

describe('project and task of a started activity (decision 028)', () => {
  const projects = [
    { id: 1, tasks: [{ id: 11 }, { id: 12 }] },
    { id: 2, tasks: [{ id: 21 }] },
    { id: 3, tasks: [] },
  ];
  it.each([
    ['neither', { projectId: null, taskId: null }, { projectId: null, taskId: null }],
    ['a project alone', { projectId: 3, taskId: null }, { projectId: 3, taskId: null }],
    ['a project and its task', { projectId: 1, taskId: 12 }, { projectId: 1, taskId: 12 }],
    ['a task names its project', { projectId: null, taskId: 21 }, { projectId: 2, taskId: 21 }],
  ] as const)('%s is taken', (_, choice, value) => {
    expect(clockAssignment(choice, projects)).toEqual({ ok: true, value });
  });

  it.each([
    [
      'an unknown or switched-off project',
      { projectId: 9, taskId: null },
      'projectId',
      'Das Projekt wurde nicht gefunden.',
    ],
    [
      'an unknown or switched-off task',
      { projectId: 1, taskId: 99 },
      'taskId',
      'Die Aufgabe wurde nicht gefunden.',
    ],
    [
      'a task of another project',
      { projectId: 1, taskId: 21 },
      'taskId',
      'Die Aufgabe gehört nicht zum gewählten Projekt.',
    ],
  ] as const)('%s is refused on its field', (_, choice, field, message) => {
    expect(clockAssignment(choice, projects)).toEqual({ ok: false, error: { field, message } });
  });
});
