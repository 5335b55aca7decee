import { CLOCK_ERROR_MESSAGES } from '@shop/domain';

/** The time clock on the shop tablet or the employee's phone (docs/decisions/028-time-tracking.md). */
export const timeClockDe = {
  documentTitle: 'Zeiterfassung',
  title: 'Zeiterfassung',
  hello: (name: string) => `Hallo ${name}`,
  loading: 'Wird geladen …',
  loadFailed: 'Aktivitäten konnten nicht geladen werden',
  scheduleLoadFailed: 'Arbeitsplanung konnte nicht geladen werden',
  invalidLink:
    'Dieser Zeiterfassungs-Link ist ungültig. Bitte wenden Sie sich an Ihre Filialleitung.',
  retry: 'Erneut versuchen',
  scheduleTitle: 'Heute geplant',
  noSchedule: 'Für heute ist keine Schicht geplant.',
  currentTitle: 'Aktuelle Aktivität',
  stateNone: 'Nicht eingestempelt',
  stateRunning: 'Arbeitet',
  statePaused: 'Pause',
  since: (time: string) => `seit ${time} Uhr`,
  worked: (duration: string) => `Gearbeitet heute: ${duration}`,
  todayTitle: 'Heute',
  noActivities: 'Heute noch keine Aktivität.',
  activityRange: (from: string, to: string) => `${from} – ${to} Uhr`,
  runningSince: (from: string) => `${from} Uhr – läuft`,
  start: 'Start',
  pause: 'Pause',
  resume: 'Fortsetzen',
  end: 'Beenden',
  project: 'Projekt (optional)',
  noProject: 'Ohne Projekt',
  task: 'Aufgabe (optional)',
  noTask: 'Ohne Aufgabe',
  /** The project and task of the running activity. */
  workingOn: (label: string) => `Für: ${label}`,
  /** spec §8 text, then the server's reason where it names one (a refused project or task). */
  errorWithReason: (text: string, reason: string) => `${text}: ${reason}`,
  // spec §8 Time tracking
  errors: CLOCK_ERROR_MESSAGES,
} as const;
