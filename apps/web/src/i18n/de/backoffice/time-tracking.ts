import { ACTIVITY_CORRECTION_MESSAGES } from '@shop/domain';

/** Back-office area Zeiterfassung (permissions area `timeTracking`). */
export const timeTrackingDe = {
  areaLabel: 'Zeiterfassung',
  nav: { day: 'Tagesübersicht' },
  dayTitle: 'Zeiterfassung: Tagesübersicht',
  dayIntro:
    'Arbeitszeiten der Mitarbeitenden an einem Tag. Korrekturen brauchen einen Grund; das Original bleibt im Protokoll.',
  date: 'Tag',
  loading: 'Wird geladen …',
  previousDay: 'Vorheriger Tag',
  nextDay: 'Nächster Tag',
  // spec §8 load failure
  loadFailed: 'Aktivitäten konnten nicht geladen werden',
  empty: 'An diesem Tag hat niemand gearbeitet.',
  columns: {
    start: 'Beginn',
    end: 'Ende',
    pauses: 'Pausen',
    worked: 'Arbeitszeit',
    actions: 'Aktionen',
  },
  running: 'läuft',
  paused: 'Pause',
  total: (worked: string, breaks: string) => `Gesamt ${worked}, Pausen ${breaks}`,
  correct: 'Korrigieren',
  correctTitle: (name: string) => `Aktivität von ${name} korrigieren`,
  startTime: 'Beginn (Uhrzeit)',
  endTime: 'Ende (Uhrzeit)',
  endHint: 'Leer lassen, wenn die Aktivität noch läuft. Vor dem Beginn: am Folgetag.',
  reason: 'Grund der Korrektur',
  reasonHint: 'Wird mit dem Original im Protokoll gespeichert.',
  save: 'Korrektur speichern',
  cancel: 'Abbrechen',
  saved: 'Aktivität wurde korrigiert.',
  // spec §8 "Aktivität konnte nicht aktualisiert werden"
  saveFailed: 'Aktivität konnte nicht aktualisiert werden',
  correctionProblems: ACTIVITY_CORRECTION_MESSAGES,
  /** ArbZG warnings (domain working-time-law.ts). */
  warnings: {
    breakTooShort: (required: number, taken: number) =>
      `Pause zu kurz: nach mehr als ${required === 45 ? 9 : 6} Stunden Arbeit sind ${required} Minuten Pause vorgeschrieben, genommen: ${taken} Minuten (§ 4 ArbZG).`,
    dayTooLong: (worked: string) => `Mehr als 10 Stunden gearbeitet (${worked}; § 3 ArbZG).`,
    restTooShort: (rest: string) =>
      `Ruhezeit zu kurz: nur ${rest} seit der letzten Schicht, vorgeschrieben sind 11 Stunden (§ 5 ArbZG).`,
  },
} as const;
