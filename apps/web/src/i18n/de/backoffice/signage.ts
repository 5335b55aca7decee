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
    webPage: 'Webseite',
    video: 'Video',
  } satisfies Record<SignageSegmentKind, string>,
  category: 'Kategorie',
  image: 'Bild',
  template: 'Bildvorlage',
  // Web page segments (decision 055 "Web pages"; the spec has no text)
  video: 'Video',
  videoHint:
    'Ein MP4- oder WebM-Film aus Inhalte › Uploads. Er läuft ohne Ton und wiederholt sich, bis die Dauer um ist.',
  url: 'Webadresse',
  urlHint:
    'Beginnt mit https://. Manche Seiten verbieten, in anderen Seiten gezeigt zu werden; dann bleibt der TV für diese Filmsequenz leer.',
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
  // Transitions between segments (decision 055; the issue names them)
  transition: 'Übergang',
  transitionHint: 'Wie der TV von einer Filmsequenz zur nächsten wechselt.',
  transitions: { none: 'Keine', fade: 'Überblenden', slide: 'Schieben' },
  // What the TV reports (decision 055; the spec has no text)
  resolution: 'Auflösung',
  playing: 'Spielt gerade',
  nothingPlaying: '–',
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
  cancel: 'Abbrechen',
  // Pairing by code (docs/decisions/055-signage-pairing-media-offline.md; the spec has no text)
  pair: 'TV koppeln',
  pairTitle: 'TV koppeln',
  pairText: (name: string) =>
    `Öffnen Sie auf dem Fernseher die TV-Ansicht (/backend/signage-player). Er zeigt einen Code; tragen Sie ihn hier ein, dann spielt er als „${name}“.`,
  pairingCode: 'Kopplungscode',
  pairingCodeHint: '6 Zeichen, wie auf dem TV angezeigt.',
  pairSubmit: 'Koppeln',
  paired: 'TV gekoppelt.',
  pairingFailed: 'TV konnte nicht gekoppelt werden',
  player: {
    documentTitle: 'TV',
    secretTitle: 'TV einrichten',
    secretIntro:
      'Tragen Sie das Geheimnis dieses TVs ein (Back-Office → Digital Signage → TVs → Geheimnis erzeugen).',
    secretField: 'Geheimnis',
    secretSubmit: 'Speichern',
    secretInvalid: 'Das Geheimnis dieses TVs ist ungültig.',
    templatePicture: 'Bildvorlage',
    webPage: 'Webseite',
    video: 'Video',
    nothingToPlay: 'Für diesen TV ist noch nichts zu zeigen.',
    emptyBoard: 'Gerade nichts verfügbar.',
    offline: 'Keine Verbindung – zeige den letzten Stand',
    pairTitle: 'Diesen TV koppeln',
    pairIntro:
      'Im Back-Office unter Digital Signage › TVs den TV öffnen, „TV koppeln“ wählen und diesen Code eingeben:',
    pairCodeLabel: 'Kopplungscode',
    pairValidUntil: (time: string) => `Gültig bis ${time} Uhr. Danach erscheint ein neuer Code.`,
    pairWaitingOffline: 'Keine Verbindung zum Server – neuer Versuch in wenigen Sekunden.',
    pairAgain: 'Bitte koppeln Sie ihn mit dem folgenden Code neu.',
    pairWithSecret: 'Stattdessen ein Geheimnis eintragen',
    pairWithCode: 'Zurück zum Kopplungscode',
  },
} as const;
