/**
 * Texts of the back-office orders, the live updates, the receipt, the front-desk API keys and the
 * front desk itself. The spec §8 error texts are built from the entity names
 * in backoffice.ts (`errors.loadListFailed(entities.orders)` …) or taken from there as they are;
 * the status names and the forbidden-transition message come from the domain (server and browser
 * show the same words). Everything else is ours.
 */
export const backofficeOrdersDe = {
  /** The local display settings (spec §3 "Local settings"), kept in the browser as 1/0 flags. */
  display: {
    label: 'Anzeige',
    showProductData: 'Produktdaten anzeigen',
    showCustomerData: 'Kundendaten anzeigen',
    hidden: 'ausgeblendet',
  },
  /** The counter's "Heute ausverkauft" screen (docs/decisions/020-sold-out-today.md). */
  invoiceExport: {
    title: 'Rechnungsexport',
    intro:
      'Die Rechnungen und Stornorechnungen eines Monats für die Buchhaltung: als CSV-Liste oder als DATEV-Buchungsstapel zum Import bei Ihrer Steuerberatung.',
    month: 'Monat',
    branch: 'Filiale',
    allBranches: 'Alle Filialen',
    consultant: 'DATEV-Beraternummer',
    client: 'DATEV-Mandantennummer',
    datevHint:
      'Buchungen auf Kasse 1000 bzw. Geldtransit 1360 an Erlöse 8200 (SKR 03) mit BU-Schlüssel 2 (7 %) und 3 (19 %); Stornorechnungen im Haben.',
    csv: 'CSV herunterladen',
    datev: 'DATEV-Export herunterladen',
    failed: 'Der Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  },
  soldOut: {
    title: 'Heute ausverkauft',
    intro:
      'Markieren Sie, was in Ihrer Filiale heute ausverkauft ist. Im Shop wird das Produkt sofort ausgegraut und kann nicht mehr bestellt werden; am nächsten Tag ist es von selbst wieder verfügbar.',
    branch: 'Filiale',
    noBranches: 'Ihnen ist noch keine Filiale zugeordnet.',
    listLabel: 'Produkte der Filiale',
    day: (date: string) => `Geschäftstag: ${date}`,
    count: (count: number) =>
      count === 0
        ? 'nichts ausverkauft'
        : count === 1
          ? '1 Produkt ausverkauft'
          : `${count} Produkte ausverkauft`,
    searchPlaceholder: 'Produkt suchen …',
    empty: 'Auf der Karte dieser Filiale stehen noch keine Produkte.',
    soldOut: 'Heute ausverkauft',
    available: 'Verfügbar',
    switchLabel: (name: string) => `${name} heute ausverkauft`,
    markedSoldOut: (name: string) => `„${name}“ ist heute ausverkauft.`,
    markedAvailable: (name: string) => `„${name}“ ist wieder verfügbar.`,
    failed: 'Der Status konnte nicht geändert werden.',
  },
  /** Busy mode (docs/decisions/037-slot-capacity.md; ours, the spec has no texts). */
  busy: {
    title: 'Längere Wartezeit',
    intro:
      'Viel los? Verschieben Sie die früheste Bestellzeit für neue Bestellungen. Kunden sehen den Hinweis auf der Filialseite und an der Kasse; am Ende des Geschäftstags endet die längere Wartezeit von selbst.',
    off: 'Aus',
    option: (minutes: number) => `+${minutes} Min.`,
    state: (minutes: number) =>
      minutes === 0
        ? 'Normale Zubereitungszeit'
        : `Aktiv: ${minutes} Minuten zusätzlich bis Tagesende`,
    switchedOn: (minutes: number) => `Längere Wartezeit: ${minutes} Minuten zusätzlich.`,
    switchedOff: 'Die längere Wartezeit ist beendet.',
    failed: 'Die Wartezeit konnte nicht geändert werden.',
  },
  /** Pausing online ordering (docs/decisions/041; ours, the spec has no texts). */
  pause: {
    title: 'Online-Bestellungen pausieren',
    intro:
      'Zu viel los? Nehmen Sie für eine Weile keine Online-Bestellungen an. Kunden sehen den Hinweis auf der Filialseite und können nicht bestellen; die Pause endet von selbst.',
    option: (minutes: number) => `${minutes} Min.`,
    optionLabel: (minutes: number) => `Online-Bestellungen ${minutes} Minuten pausieren`,
    resume: 'Fortsetzen',
    resumeLabel: 'Online-Bestellungen wieder annehmen',
    state: (until: string | null) =>
      until === null
        ? 'Online-Bestellungen werden angenommen'
        : `Pausiert bis ${until} Uhr – endet von selbst`,
    summary: 'Bestellannahme pausieren',
    branch: 'Filiale',
    pausedToast: (until: string) => `Online-Bestellungen pausiert bis ${until} Uhr.`,
    resumedToast: 'Online-Bestellungen werden wieder angenommen.',
    failed: 'Die Pause konnte nicht geändert werden.',
  },
  nav: {
    current: 'Aktuelle Bestellungen',
    missed: 'Verpasste Bestellungen',
    history: 'Bestellverlauf',
    apiKeys: 'Front-Desk-Schlüssel',
    soldOut: 'Heute ausverkauft',
    invoiceExport: 'Rechnungsexport',
    pendingBadge: (count: number) =>
      count === 1 ? '1 neue Bestellung' : `${count} neue Bestellungen`,
    missedBadge: (count: number) =>
      count === 1 ? '1 verpasste Bestellung' : `${count} verpasste Bestellungen`,
  },
  /** docs/decisions/049-phone-orders.md */
  phoneOrder: {
    button: 'Telefonbestellung',
    title: 'Telefonbestellung für welche Filiale?',
    intro:
      'Die Bestellung wird im Shop der Filiale aufgenommen, mit Barzahlung oder Kartenzahlung an der Tür.',
    cancel: 'Abbrechen',
    noBranches: 'Keine Filiale verfügbar.',
  },
  lists: {
    current: 'Aktuelle Bestellungen',
    missed: 'Verpasste Bestellungen',
    history: 'Bestellverlauf',
    emptyCurrent: 'Derzeit liegen keine offenen Bestellungen vor.',
    emptyMissed: 'Keine verpassten Bestellungen – alles bestätigt.',
    emptyHistory: 'Keine Bestellungen gefunden.',
    searchPlaceholder: 'Name, E-Mail, Telefon oder Nummer …',
    ticket: 'Nr.',
    customer: 'Kunde',
    branch: 'Filiale',
    status: 'Status',
    due: 'Termin',
    created: 'Bestellt',
    type: 'Art',
    total: 'Summe',
    payment: 'Zahlung',
    filterBranch: 'Filiale',
    filterStatus: 'Status',
    filterPayment: 'Zahlart',
    filterFrom: 'Bestellt ab',
    filterTo: 'Bestellt bis',
    allBranches: 'Alle Filialen',
    allStatuses: 'Alle Status',
    allPayments: 'Alle Zahlarten',
    missedMark: 'Verpasst',
    /** How long an order has waited for confirmation (counted on the server's clock). */
    waiting: (minutes: number) => {
      if (minutes < 1) return 'gerade eingegangen';
      if (minutes < 60) return `wartet seit ${minutes} Min.`;
      const rest = minutes % 60;
      const hours = `${Math.floor(minutes / 60)} Std.`;
      return `wartet seit ${rest === 0 ? hours : `${hours} ${rest} Min.`}`;
    },
    awaitingPayment: 'Zahlung offen',
    preorder: 'Vorbestellung',
    /** An order staff took on the phone (docs/decisions/049-phone-orders.md). */
    phoneMark: 'Telefon',
    counterProposed: 'Gegenvorschlag offen',
    asap: 'So schnell wie möglich',
    table: (identifier: string) => `Tisch ${identifier}`,
    items: (count: number) => (count === 1 ? '1 Position' : `${count} Positionen`),
  },
  // spec §9 delivery method labels
  types: { takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' },
  detail: {
    title: (ticket: string) => `Bestellung ${ticket}`,
    back: 'Zurück zur Liste',
    orderedAt: 'Bestellt am',
    times: 'Termin',
    desired: 'Wunschtermin',
    agreed: 'Vereinbarter Termin',
    counter: 'Gegenvorschlag',
    counterStatus: {
      proposed: 'wartet auf Antwort des Kunden',
      accepted: 'vom Kunden angenommen',
      rejected: 'vom Kunden abgelehnt',
    },
    customer: 'Kunde',
    address: 'Adresse',
    deliveryArea: 'Liefergebiet',
    floor: (value: string) => `Stock ${value}`,
    stairway: (value: string) => `Stiege ${value}`,
    door: (value: string) => `Tür ${value}`,
    comment: 'Kommentar',
    noComment: 'Kein Kommentar',
    payment: 'Zahlung',
    lines: 'Positionen',
    line: 'Position',
    amount: 'Menge',
    lineTotal: 'Betrag',
    subtotal: 'Zwischensumme',
    /** Deposits beside the lines' prices, inside the total (docs/decisions/046-deposits-and-credit-notes.md). */
    deposit: 'Pfand',
    /** Reusable packaging (§33 VerpackG, docs/decisions/051). */
    packaging: 'Verpackung',
    deliveryFee: 'Lieferkosten',
    total: 'Gesamt',
    approximate: 'Der Endpreis kann abweichen (Preise nach Gewicht).',
    taxLine: (rate: string, tax: string) => `enthält ${rate} % MwSt.: ${tax}`,
    history: 'Verlauf',
    historyBy: (name: string) => `von ${name}`,
    historyCustomer: 'Kunde oder System',
    messages: 'Benachrichtigungen',
    emailSent: (at: string) => `E-Mail gesendet am ${at}`,
    smsSent: (at: string) => `SMS gesendet am ${at}`,
    notSent: 'Noch nicht gesendet',
    // What really became of the confirmation (docs/decisions/019-new-order-alarm.md)
    message: {
      email: 'E-Mail',
      sms: 'SMS',
      none: (channel: string) => `${channel}: nicht gesendet`,
      queued: (channel: string) => `${channel}: wird versendet …`,
      sent: (channel: string, at: string) => `${channel} gesendet am ${at}`,
      failed: (channel: string, at: string) =>
        `${channel} konnte nicht gesendet werden (aufgegeben am ${at})`,
      skipped: (channel: string, reason: string) => `${channel} nicht gesendet: ${reason}`,
      reasons: {
        mailNotConfigured: 'Es ist kein Mailserver eingerichtet.',
        smsNotConfigured: 'Es ist kein SMS-Gateway eingerichtet.',
        smsPluginOff: 'Der SMS-Versand ist nicht aktiviert.',
        noRecipient: 'Keine Adresse oder Nummer hinterlegt.',
        unknown: 'Grund unbekannt.',
      },
    },
    rejectionMessage: 'Nachricht an den Kunden',
    actions: 'Aktionen',
    more: 'Weitere Aktionen',
  },
  actions: {
    confirm: 'Bestätigen',
    reject: 'Ablehnen',
    cancel: 'Stornieren',
    inDelivery: 'In Zustellung',
    readyForPickup: 'Abholbereit',
    completed: 'Abschließen',
    counterAppointment: 'Anderen Termin vorschlagen',
    editLine: (name: string) => `${name} bearbeiten`,
    edit: 'Bearbeiten',
    editDetails: 'Termin und Kommentar bearbeiten',
    checkPayment: 'Zahlungsstatus prüfen',
    resendEmail: 'Bestätigung per E-Mail senden',
    resendSms: 'Bestätigung per SMS senden',
    delete: 'Bestellung löschen',
    receipt: 'Beleg drucken',
    invoice: 'Rechnung herunterladen',
    // Credit notes (docs/decisions/050-credit-notes.md).
    creditNote: 'Stornorechnung herunterladen',
    cancelInvoice: 'Rechnung stornieren',
    printOnPrinter: 'An Bondrucker senden',
    labelsCompact: 'Etiketten klein (48 pro Blatt)',
    labelsDetail: 'Etiketten groß (10 pro Blatt)',
    statusPage: 'Statusseite öffnen',
  },
  dialogs: {
    rejectTitle: 'Bestellung ablehnen',
    rejectText: 'Der Kunde sieht Ihre Nachricht auf seiner Statusseite.',
    cancelTitle: 'Bestellung stornieren',
    cancelText:
      'Die Bestellung wird storniert; der Kunde sieht Ihre Nachricht auf seiner Statusseite.',
    message: 'Nachricht an den Kunden',
    messageHint: 'Optional, höchstens 500 Zeichen.',
    rejectSubmit: 'Ablehnen',
    cancelSubmit: 'Stornieren',
    counterTitle: 'Anderen Termin vorschlagen',
    counterText:
      'Der Kunde wird auf seiner Statusseite gefragt, ob er den Termin annimmt. Lehnt er ab, wird die Bestellung storniert.',
    counterField: 'Vorgeschlagener Termin',
    counterSubmit: 'Vorschlag senden',
    timeRequired: 'Bitte wählen Sie einen Termin aus.',
    lineTitle: (name: string) => `${name} bearbeiten`,
    amount: 'Menge',
    unit: 'Einheit',
    lineComment: 'Hinweis zur Position',
    detailsTitle: 'Termin und Kommentar',
    appointment: 'Vereinbarter Termin',
    appointmentHint: 'Leer lassen, um den Wunschtermin des Kunden zu behalten.',
    comment: 'Kommentar',
    deleteTitle: 'Bestellung löschen',
    deleteText: (ticket: string) =>
      `Möchten Sie die Bestellung ${ticket} wirklich löschen? Das lässt sich nicht rückgängig machen.`,
    deleteSubmit: 'Endgültig löschen',
    cancelInvoiceTitle: 'Rechnung stornieren',
    cancelInvoiceText: (invoice: number) =>
      `Zur Rechnung ${invoice} wird eine Stornorechnung mit negativen Beträgen erstellt. Tun Sie das, wenn der Kauf rückgängig gemacht wurde (z. B. Betrag zurückgezahlt). Das lässt sich nicht rückgängig machen.`,
    cancelInvoiceSubmit: 'Stornorechnung erstellen',
    cancelInvoiceFailed: 'Die Rechnung konnte nicht storniert werden.',
  },
  success: {
    statusChanged: (label: string) => `Bestellstatus: ${label}.`,
    canceled: 'Bestellung wurde storniert.',
    rejected: 'Bestellung wurde abgelehnt.',
    counterProposed: 'Terminvorschlag wurde gesendet.',
    lineSaved: 'Position wurde gespeichert.',
    detailsSaved: 'Bestellung wurde gespeichert.',
    paymentChecked: 'Zahlungsstatus wurde überprüft.',
    confirmationQueued: 'Bestätigung wird versendet.',
    printQueued: 'Der Beleg wurde an den Bondrucker gesendet.',
    deleted: 'Bestellung wurde gelöscht.',
    creditNoteIssued: 'Die Stornorechnung wurde erstellt.',
  },
  live: {
    newOrder: 'Neue Bestellung eingegangen',
    alarmLabel: 'Neue Bestellungen',
    alarmTitle: (count: number) =>
      count === 1
        ? 'Eine neue Bestellung wartet auf Bestätigung'
        : `${count} neue Bestellungen warten auf Bestätigung`,
    alarmMore: (count: number) => `und ${count} weitere`,
    acknowledge: 'Gesehen',
    acknowledgeHint: 'Das Signal wiederholt sich, bis jemand auf „Gesehen“ tippt.',
    offline: 'Live-Aktualisierung unterbrochen – die Liste wird alle 10 Sekunden neu geladen.',
  },
  receipt: {
    title: (ticket: string) => `Beleg ${ticket}`,
    print: 'Drucken',
    format: 'Format',
    formatNarrow: 'Bon (80 mm)',
    formatA4: 'A4',
    back: 'Zurück zur Bestellung',
    ordered: 'Bestellt',
    due: 'Termin',
    customer: 'Kunde',
    thanks: 'Vielen Dank für Ihre Bestellung!',
  },
  apiKeys: {
    title: 'Front-Desk-Schlüssel',
    intro:
      'Mit einem Schlüssel öffnet ein Tablet an der Theke den Front-Desk einer Filiale – ohne Anmeldung. Der Schlüssel wird nur einmal angezeigt.',
    pluginOff: 'Der Front-Desk ist in den Einstellungen ausgeschaltet (Plugin „Front-Desk“).',
    immediate:
      'Schlüssel werden sofort erstellt und widerrufen – dafür ist „Speichern“ nicht nötig.',
    panelTitle: (branch: string) => `Schlüssel für ${branch}`,
    none: 'Noch keine Schlüssel.',
    name: 'Bezeichnung',
    namePlaceholder: 'z. B. Tablet Theke',
    create: 'Schlüssel erstellen',
    prefix: 'Beginnt mit',
    createdAt: 'Erstellt',
    lastUsed: 'Zuletzt benutzt',
    revoke: 'Widerrufen',
    revokeRow: (name: string) => `Schlüssel „${name}“ widerrufen`,
    revokeTitle: 'Schlüssel widerrufen',
    revokeText: (name: string) =>
      `Möchten Sie den Schlüssel „${name}“ widerrufen? Geräte mit diesem Schlüssel verlieren sofort den Zugang.`,
    createdTitle: 'Neuer Schlüssel',
    createdText:
      'Kopieren Sie den Schlüssel oder den Link jetzt – er wird nicht noch einmal angezeigt.',
    key: 'Schlüssel',
    link: 'Link für das Tablet',
    copy: 'Kopieren',
    copied: 'Kopiert',
    done: 'Fertig',
    loadFailed: 'Schlüssel konnten nicht geladen werden',
    createFailed: 'Schlüssel konnte nicht erstellt werden',
    revokeFailed: 'Schlüssel konnte nicht widerrufen werden',
    created: 'Schlüssel wurde erstellt.',
    revoked: 'Schlüssel wurde widerrufen.',
  },
  frontdesk: {
    documentTitle: 'Front-Desk',
    title: (branch: string) => `Front-Desk ${branch}`,
    columns: {
      new: 'Neu',
      preparing: 'In Zubereitung',
      ready: 'Abholbereit / Unterwegs',
      completed: 'Abgeschlossen',
    },
    empty: 'Keine Bestellungen',
    keyTitle: 'Front-Desk einrichten',
    keyIntro:
      'Geben Sie den Front-Desk-Schlüssel dieser Filiale ein. Sie finden ihn im Back-Office unter Einstellungen → Front-Desk-Schlüssel.',
    keyField: 'Schlüssel',
    keySubmit: 'Front-Desk öffnen',
    keyInvalid: 'Der Schlüssel ist ungültig oder wurde widerrufen.',
    live: 'Live',
    polling: 'Aktualisierung alle 10 Sekunden',
    actionFailed: 'Bestellstatus konnte nicht geändert werden',
    paid: 'bezahlt',
  },
} as const;
