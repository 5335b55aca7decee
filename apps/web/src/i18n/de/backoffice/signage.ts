import type { SignageSegmentKind } from '@shop/domain';

/**
 * Texts of the Digital Signage area (spec §1 digital signage, §8 "Filmsequenz", "Stream", "TV";
 * docs/decisions/033-digital-signage.md).
 */
export const backofficeSignageDe = {
  nav: {
    segments: 'Filmsequenzen',
    streams: 'Streams',
    devices: 'TVs',
  },
  kind: 'Art',
  kinds: {
    menuBoard: 'Preistafel (Kategorie)',
    image: 'Bild',
    template: 'Bildvorlage',
  } satisfies Record<SignageSegmentKind, string>,
  category: 'Kategorie',
  image: 'Bild',
  template: 'Bildvorlage',
  title: 'Überschrift',
  titleHint: 'Leer lassen: der Name der Kategorie.',
  // When a segment plays (docs/decisions/033-digital-signage.md "Schedules").
  weekdays: 'Wochentage',
  weekdaysHint: 'Keiner gewählt: jeden Tag.',
  playFrom: 'Zeigen ab (Uhrzeit)',
  playUntil: 'Zeigen bis (Uhrzeit)',
  timeHint: 'HH:MM, leer: ganztags. Ein Ende vor dem Beginn läuft über Mitternacht.',
  startDate: 'Erster Tag',
  endDate: 'Letzter Tag',
  schedule: 'Zeitplan',
  always: 'immer',
  duration: 'Dauer (Sekunden)',
  durationValue: (seconds: number) => `${seconds} s`,
  segments: 'Filmsequenzen',
  segmentsHint: 'In dieser Reihenfolge spielt der TV die Filmsequenzen ab, dann von vorn.',
  addSegment: 'Filmsequenz hinzufügen',
  chooseSegment: 'Filmsequenz wählen …',
  noSegments: 'Noch keine Filmsequenz im Stream.',
  segmentCount: (count: number) => (count === 1 ? '1 Filmsequenz' : `${count} Filmsequenzen`),
  identifierHint: 'Eindeutig, z. B. theke-links: nur Buchstaben, Ziffern, - und _.',
  stream: 'Stream',
  noStream: 'Kein Stream',
  branch: 'Filiale',
  branchHint: 'Was diese Filiale heute als ausverkauft markiert, zeigt der TV nicht.',
  noBranch: 'Keine Filiale',
  lastSeen: 'Zuletzt gesehen',
  never: 'Noch nie',
  secret: 'Geheimnis',
  hasSecret: 'Vergeben',
  noSecret: 'Keines',
  createSecret: 'Geheimnis erzeugen',
  renewSecret: 'Neues Geheimnis erzeugen',
  revokeSecret: 'Geheimnis widerrufen',
  revokeQuestion: (name: string) =>
    `Geheimnis von „${name}“ widerrufen? Der TV zeigt danach nichts mehr.`,
  revoked: 'Geheimnis widerrufen.',
  secretTitle: 'Geheimnis des TVs',
  secretText:
    'Das Geheimnis wird nur jetzt angezeigt. Öffnen Sie den Link einmal im Browser des TVs; er merkt sich das Geheimnis.',
  openPlayer: 'TV-Ansicht öffnen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  player: {
    documentTitle: 'TV',
    secretTitle: 'TV einrichten',
    secretIntro:
      'Tragen Sie das Geheimnis dieses TVs ein (Back-Office → Digital Signage → TVs → Geheimnis erzeugen).',
    secretField: 'Geheimnis',
    secretSubmit: 'Speichern',
    secretInvalid: 'Das Geheimnis dieses TVs ist ungültig.',
    templatePicture: 'Bildvorlage',
    nothingToPlay: 'Für diesen TV ist noch nichts zu zeigen.',
    emptyBoard: 'Gerade nichts verfügbar.',
    offline: 'Keine Verbindung – zeige den letzten Stand',
  },
} as const;
