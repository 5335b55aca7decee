import { ACTIVITY_CORRECTION_MESSAGES } from '@shop/domain';

/** Back-office area Zeiterfassung (permissions area `timeTracking`). */
export const timeTrackingDe = {
  areaLabel: 'Zeiterfassung',
  nav: {
    day: 'Tagesübersicht',
    month: 'Monatsnachweis',
    week: 'Wochenplan',
    holidays: 'Urlaubskonten',
    projects: 'Projekte',
    tasks: 'Aufgaben',
  },
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
    project: 'Projekt / Aufgabe',
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
  /** Projects and tasks (docs/decisions/035-time-tracking-projects-and-sheets.md). */
  projects: {
    number: 'Projektnummer',
    numberHint: 'Optional, z. B. die Kostenstelle.',
    project: 'Projekt',
    tasksOf: 'Aufgaben',
  },
  /** Monthly time sheet (docs/decisions/035-time-tracking-projects-and-sheets.md). */
  month: {
    title: 'Zeiterfassung: Monatsnachweis',
    intro:
      'Arbeitszeiten eines Monats je Mitarbeiter/in, mit Soll, Differenz und Hinweisen nach dem Arbeitszeitgesetz. Als PDF zum Unterschreiben, als CSV für die Lohnabrechnung.',
    month: 'Monat',
    employee: 'Mitarbeiter/in',
    allEmployees: 'Alle Mitarbeitenden',
    downloadPdf: 'PDF herunterladen',
    downloadCsv: 'CSV herunterladen',
    retention:
      'Die Aufzeichnungen werden mindestens zwei Jahre aufbewahrt (§ 17 MiLoG, § 16 ArbZG) und können vorher nicht gelöscht werden.',
    empty: 'In diesem Monat keine Arbeitszeiten.',
    holiday: 'Urlaub',
    totals: (worked: string, planned: string, difference: string) =>
      `Ist ${worked} h, Soll ${planned} h, Differenz ${difference} h`,
    columns: { day: 'Tag', planned: 'Soll', difference: 'Differenz', notes: 'Hinweise' },
  },
  /** Wochenplan (docs/decisions/035-time-tracking-projects-and-sheets.md). */
  week: {
    title: 'Zeiterfassung: Wochenplan',
    intro:
      'Geplante Schichten je Filiale und Woche. Die Zeiten gelten in der Zeitzone des Shops; endet eine Schicht vor ihrem Beginn, endet sie am Folgetag. Die geplanten Stunden sind das Soll im Monatsnachweis.',
    branch: 'Filiale',
    noBranches: 'Ihnen ist keine Filiale zugeordnet.',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    thisWeek: 'Diese Woche',
    weekLabel: (from: string, to: string) => `Woche vom ${from} bis ${to}`,
    copyPrevious: 'Vorwoche kopieren',
    copied: (created: number, skipped: number) =>
      `${created} ${created === 1 ? 'Schicht' : 'Schichten'} aus der Vorwoche übernommen${
        skipped > 0
          ? `, ${skipped} übersprungen (überschneiden sich mit vorhandenen oder Mitarbeiter/in nicht mehr in der Filiale)`
          : ''
      }.`,
    // spec §8 "Planung konnte nicht erstellt werden"
    copyFailed: 'Planung konnte nicht erstellt werden',
    // spec §8 load failure
    loadFailed: 'Arbeitsplanung konnte nicht geladen werden',
    /** The plan per department (docs/decisions/048-withdrawal-and-staff-fixes.md). */
    department: 'Abteilung',
    allDepartments: 'Alle Abteilungen',
    noDepartmentMembers: 'Dieser Abteilung sind in der Filiale keine Mitarbeitenden zugeordnet.',
    noEmployees: 'Dieser Filiale sind keine Mitarbeitenden zugeordnet.',
    employee: 'Mitarbeiter/in',
    total: 'Summe',
    add: 'Schicht planen',
    addFor: (name: string, day: string) => `Schicht für ${name} am ${day} planen`,
    editShift: (name: string, day: string, from: string, to: string) =>
      `Schicht von ${name} am ${day}, ${from}–${to} Uhr bearbeiten`,
    shift: (from: string, to: string) => `${from}–${to}`,
    breakShort: (minutes: number) => `${minutes} Min. Pause`,
    overlapMark: 'Überschneidung',
    overlapWarning: (name: string, day: string) =>
      `${name} ist am ${day} in sich überschneidenden Schichten geplant.`,
    lawWarning: (name: string, day: string, text: string) => `${name}, ${day}: ${text}`,
    createTitle: (name: string, day: string) => `Schicht planen: ${name}, ${day}`,
    editTitle: (name: string, day: string) => `Schicht bearbeiten: ${name}, ${day}`,
    start: 'Beginn',
    end: 'Ende',
    endHint: 'Vor oder gleich dem Beginn: am Folgetag.',
    breakMinutes: 'Pause (Minuten)',
    note: 'Notiz',
    save: 'Speichern',
    cancel: 'Abbrechen',
    remove: 'Schicht löschen',
    created: 'Planung wurde erstellt.',
    updated: 'Planung wurde aktualisiert.',
    removed: 'Planung wurde gelöscht.',
    // spec §8 create / update / delete failures
    createFailed: 'Planung konnte nicht erstellt werden',
    updateFailed: 'Planung konnte nicht aktualisiert werden',
    removeFailed: 'Planung konnte nicht gelöscht werden',
  },
  /** Urlaubskonten (docs/decisions/035-time-tracking-projects-and-sheets.md). */
  holidays: {
    title: 'Zeiterfassung: Urlaubskonten',
    intro:
      'Urlaubstage je Mitarbeiter/in und Jahr. Genommen und geplant zählen die als Urlaub erfassten oder geplanten Tage (bis heute genommen, danach geplant).',
    year: (year: number) => `Jahr ${year}`,
    // spec §8 load failure
    loadFailed: 'Urlaubskonten konnten nicht geladen werden',
    columns: {
      employee: 'Mitarbeiter/in',
      entitlement: 'Anspruch (Tage)',
      carriedOver: 'Übertrag (Tage)',
      taken: 'Genommen',
      planned: 'Geplant',
      remaining: 'Rest',
    },
    edit: 'Bearbeiten',
    editFor: (name: string) => `Urlaubskonto von ${name} bearbeiten`,
    dialogTitle: (name: string, year: number) => `Urlaubskonto ${year}: ${name}`,
    takenBefore: 'Vor der Zeiterfassung genommen (Tage)',
    takenBeforeHint: 'Halbe Tage mit ,5. Später erfasste Urlaubstage zählt das System selbst.',
    save: 'Speichern',
    saved: 'Urlaubskonto wurde gespeichert.',
    // spec §8 "X konnte nicht aktualisiert werden"
    saveFailed: 'Urlaubskonto konnte nicht aktualisiert werden',
  },
} as const;
