import type { DeviceKind, PrinterTransport, PrintTrigger } from '@shop/domain';

/** Texts of the Geräte area (spec §1 devices, §8 "Test nicht erfolgreich"). */
export const backofficeDevicesDe = {
  nav: 'Geräte',
  identifierHint:
    'Eindeutig, z. B. bondrucker-theke: nur Buchstaben, Ziffern, Bindestriche und Unterstriche.',
  kind: 'Art',
  kinds: {
    receiptPrinter: 'Bondrucker',
    labelPrinter: 'Etikettendrucker',
    notification: 'Benachrichtigungsgerät',
    kitchenDisplay: 'Küchenmonitor',
  } satisfies Record<DeviceKind, string>,
  transport: 'Anbindung',
  transports: {
    bridge: 'Druckbrücke im Laden (ESC/POS über das Netzwerk)',
    cloudPrnt: 'Star CloudPRNT (der Drucker fragt selbst an)',
  } satisfies Record<PrinterTransport, string>,
  transportHint:
    'CloudPRNT: im Drucker als Server-URL https://…/api/devices/cloudprnt eintragen, Benutzer = Kennung, Passwort = Geheimnis.',
  host: 'Drucker-Adresse (IP oder Hostname)',
  hostHint: 'So erreicht die Druckbrücke im Geschäft den Drucker, z. B. 192.168.1.50.',
  port: 'Port',
  paperWidth: 'Papierbreite',
  paperWidths: { 58: '58 mm', 80: '80 mm' },
  copies: 'Anzahl Belege',
  printOn: 'Automatisch drucken',
  printOns: {
    newOrder: 'Bei neuer Bestellung',
    confirmation: 'Bei Bestätigung',
    manual: 'Nur auf Anforderung',
  } satisfies Record<PrintTrigger, string>,
  kitchenCopy: 'Küchenbon',
  kitchenCopyLabel: 'Zu jedem automatischen Beleg einen Küchenbon ohne Preise drucken',
  /** Web Push of new orders to this browser (decision 053), in the user menu. */
  push: {
    title: 'Push-Benachrichtigungen auf diesem Gerät',
    enable: 'Aktivieren',
    disable: 'Deaktivieren',
    isOn: 'Neue Bestellungen Ihrer Filialen erscheinen hier auch bei geschlossenem Back-Office.',
    isOff: 'Aus: neue Bestellungen erscheinen nur bei geöffnetem Back-Office.',
    unsupported: 'Dieser Browser unterstützt keine Push-Benachrichtigungen.',
    denied:
      'Benachrichtigungen sind für diese Seite blockiert. Bitte erlauben Sie sie in den Einstellungen des Browsers.',
    enabled: 'Push-Benachrichtigungen sind auf diesem Gerät aktiviert.',
    disabled: 'Push-Benachrichtigungen sind auf diesem Gerät deaktiviert.',
    failed: 'Push-Benachrichtigungen konnten nicht eingerichtet werden.',
  },
  /** A branch's printing rules (decision 042). */
  branchRules: 'Filialregeln',
  branchRulesTitle: 'Bestätigung und Druck der Filiale',
  branchRulesBranch: 'Filiale',
  autoConfirm: 'Automatisch bestätigen',
  autoConfirmLabel: 'Neue Bestellungen sofort automatisch bestätigen',
  preparationMinutes: 'Zubereitungszeit (Minuten)',
  preparationHint:
    'Die bestätigte Zeit liegt frühestens so viele Minuten nach der Bestellung; im Stoßbetrieb kommen dessen Zusatzminuten hinzu. Drucker mit „Bei Bestätigung“ drucken sofort.',
  save: 'Speichern',
  cancel: 'Abbrechen',
  rulesSaved: 'Filialregeln gespeichert.',
  rulesFailed: 'Filialregeln konnten nicht gespeichert werden.',
  /** The labels of a branch's day (decision 042). */
  dayLabels: 'Etiketten des Tages',
  dayLabelsTitle: 'Etiketten aller Bestellungen eines Tages',
  dayLabelsText:
    'Ein PDF mit einem Etikett je Artikel aller Bestellungen der Filiale, die an diesem Tag fällig sind, zum Druck auf Etikettenbögen (A4).',
  dayLabelsDate: 'Tag',
  dayLabelsLayout: 'Format',
  dayLabelsLayouts: {
    compact: 'Klein: 48 pro Blatt (12 × 4)',
    detail: 'Groß: 10 pro Blatt (5 × 2)',
  },
  dayLabelsOpen: 'PDF öffnen',
  close: 'Schließen',
  lastSeen: 'Zuletzt gesehen',
  never: 'Noch nie',
  secret: 'Geheimnis',
  hasSecret: 'Vergeben',
  noSecret: 'Keines',
  createSecret: 'Geheimnis erzeugen',
  renewSecret: 'Neues Geheimnis erzeugen',
  revokeSecret: 'Geheimnis widerrufen',
  revokeQuestion: (name: string) =>
    `Geheimnis von „${name}“ widerrufen? Das Gerät wird sofort abgewiesen.`,
  revoked: 'Geheimnis widerrufen.',
  secretTitle: 'Geheimnis des Geräts',
  secretText:
    'Das Geheimnis wird nur jetzt angezeigt. Tragen Sie es in der Druckbrücke ein (PRINT_BRIDGE_SECRET); wer es kennt, kann Druckaufträge abholen.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  testPrint: 'Test drucken',
  testQueued: 'Testdruck wurde an die Druckbrücke übergeben.',
  /** spec §8 Devices. */
  testFailed: 'Test nicht erfolgreich',
  openKitchen: 'Küchenmonitor öffnen',
  kitchenLinkText:
    'Öffnen Sie diesen Link einmal auf dem Bildschirm in der Küche; er merkt sich das Geheimnis.',
  openNotification: 'Benachrichtigungsgerät öffnen',
  notificationLinkText:
    'Öffnen Sie diesen Link einmal auf dem Tablet oder Telefon im Laden; es merkt sich das Geheimnis.',
  requestLog: 'Log anfordern',
  /** spec §8 Devices. */
  logRequestFailed: 'Log konnte nicht angefordert werden',
  logTitle: (name: string) => `Log von „${name}“`,
  logWaiting: 'Warte auf das Gerät …',
  logNoAnswer:
    'Das Gerät hat noch nicht geantwortet. Es sendet sein Log, sobald es wieder verbunden ist.',
  logEmpty: 'Das Gerät hat ein leeres Log gesendet.',
  testNotification: 'Test-Benachrichtigung',
  testNotificationSent: 'Test-Benachrichtigung wurde gesendet.',
  /** The notification device's screen. */
  notification: {
    documentTitle: 'Benachrichtigungen',
    title: (branch: string) => `Neue Bestellungen · ${branch}`,
    secretTitle: 'Benachrichtigungsgerät einrichten',
    secretIntro:
      'Tragen Sie das Geheimnis des Geräts ein (Back-Office → Geräte → Geheimnis erzeugen).',
    secretField: 'Geheimnis',
    secretSubmit: 'Verbinden',
    secretInvalid: 'Das Geheimnis wurde abgelehnt. Bitte erzeugen Sie ein neues.',
    live: 'Live',
    polling: 'Verbindung wird wiederhergestellt …',
    soundOff: 'Tippen Sie einmal auf den Bildschirm, damit der Alarm zu hören ist.',
    soundOn: 'Ton eingeschaltet',
    quiet: 'Keine Bestellung wartet auf Bestätigung.',
    waitingTitle: (count: number) =>
      count === 1
        ? 'Eine neue Bestellung wartet auf Bestätigung'
        : `${count} neue Bestellungen warten auf Bestätigung`,
    seen: 'Gesehen',
    testTitle: 'Test-Benachrichtigung',
    testText: 'Der Alarm dieses Geräts funktioniert.',
    testAcknowledge: 'Test bestätigen',
    loadFailed: 'Die Bestellungen konnten nicht geladen werden.',
  },
  /** The kitchen display (docs/decisions/034-kitchen-display.md). */
  kitchen: {
    documentTitle: 'Küchenmonitor',
    title: (branch: string) => `Küche ${branch}`,
    secretTitle: 'Küchenmonitor einrichten',
    secretIntro:
      'Tragen Sie das Geheimnis des Küchenmonitors ein (Back-Office → Geräte → Geheimnis erzeugen).',
    secretField: 'Geheimnis',
    secretSubmit: 'Verbinden',
    secretInvalid: 'Das Geheimnis wurde abgelehnt. Bitte erzeugen Sie ein neues.',
    live: 'Live',
    polling: 'Verbindung wird wiederhergestellt …',
    empty: 'Keine Bestellungen in Arbeit.',
    count: (count: number) => (count === 1 ? '1 Bon' : `${count} Bons`),
    done: 'Fertig',
    recall: (ticket: string) => `#${ticket} zurückholen`,
    minutes: (minutes: number) => `${minutes} Min.`,
    since: (minutes: number) => `seit ${minutes} Min. in der Küche`,
    table: (table: string) => `Tisch ${table}`,
    types: { delivery: 'Lieferung', takeaway: 'Abholung', dineIn: 'Vor Ort' },
    loadFailed: 'Die Bestellungen konnten nicht geladen werden.',
    actionFailed: 'Das hat nicht geklappt. Bitte erneut versuchen.',
  },
} as const;
