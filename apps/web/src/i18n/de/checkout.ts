/**
 * Texts of the checkout (spec §2 "Checkout page", §5 validation, §8 checkout errors). Submit texts,
 * closed notices, validation messages, appointment labels, 'Verfügbare Zeiten:', 'Keine passende
 * Organisation gefunden.' and the payment method names come from the domain (word for word from
 * the spec); the section titles, field labels and helper texts here are ours unless marked.
 */
export const checkoutDe = {
  title: 'Kasse',
  heading: 'Ihre Bestellung',
  // spec §2: 'Zurück' button and the empty cart with a link back
  back: 'Zurück',
  /** The × of every checkout overlay. */
  close: 'Schließen',
  backToBranch: 'Zurück zur Speisekarte',
  required: '*',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  optional: '(optional)',
  sections: {
    orderType: 'Art der Lieferung',
    table: 'Tisch',
    contact: 'Kontaktdaten',
    address: 'Lieferadresse',
    appointment: 'Wunschtermin',
    comment: 'Anmerkungen',
    summary: 'Ihre Bestellung im Überblick',
    donatee: 'Spendenempfänger',
    payment: 'Zahlungsart',
    legal: 'Rechtliches',
  },
  fields: {
    // spec §5: 'Tischnummer *'
    table: 'Tischnummer',
    choose: 'Bitte wählen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    deliveryArea: 'Liefergebiet',
    street: 'Straße und Hausnummer',
    city: 'PLZ und Ort',
    // The spec's 'postcode + city' as two fields, so that browsers can fill them (ours)
    postcode: 'PLZ',
    cityName: 'Ort',
    floor: 'Stockwerk',
    stairway: 'Stiege',
    door: 'Tür',
    comment: 'Ihre Anmerkungen zur Bestellung',
  },
  commentLength: (length: number, limit: number) =>
    `${length.toLocaleString('de-DE')} von ${limit.toLocaleString('de-DE')} Zeichen`,
  phoneHint: 'Bitte mit Ländervorwahl, z. B. +49 170 1234567.',
  smsHint: 'Wir informieren Sie per SMS, sobald sich der Status Ihrer Bestellung ändert.',
  appointment: {
    choose: 'Termin wählen',
    change: 'Termin ändern',
    clear: 'So schnell wie möglich',
    clearRequired: 'Termin entfernen',
    datePicker: 'Datum wählen',
    timePicker: 'Uhrzeit wählen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    week: 'KW',
    weekTitle: 'Kalenderwoche',
    weekLabel: (week: number) => `Kalenderwoche ${week}`,
    unavailableDay: 'nicht verfügbar',
    today: 'heute',
    selectedDate: (date: string) => `Gewählt: ${date}`,
    save: 'Übernehmen',
    cancel: 'Abbrechen',
    hour: 'Stunde',
    minute: 'Minute',
    range: (from: string, to: string) => `${from} – ${to} Uhr`,
    // ours (docs/decisions/016): why the first days cannot be chosen
    earliest: (date: string) =>
      `Wegen der Vorlaufzeit Ihrer Produkte ist der früheste Termin ${date}.`,
    // ours (docs/decisions/041): "So schnell wie möglich" moved on past a full slot
    asapMoved: (time: string) =>
      `Die Zeit davor ist leider ausgebucht: „So schnell wie möglich“ bedeutet derzeit ${time} Uhr.`,
    keyboardHint: 'Mit den Pfeiltasten wählen Sie einen Tag, mit Bild auf/ab den Monat.',
  },
  summary: {
    costs: 'Kosten',
    /** Deposits of the lines (decision 046). */
    deposit: 'Pfand',
    deliveryCosts: 'Lieferkosten',
    net: 'Netto',
    tax: (rate: string) => `MwSt. ${rate} %`,
    total: 'Gesamt (brutto)',
    approximateTotal: 'Voraussichtlich (brutto)',
    edit: 'Warenkorb bearbeiten',
  },
  donatee: {
    none: 'Keine Organisation ausgewählt.',
    choose: 'Organisation wählen',
    change: 'Organisation ändern',
    title: 'Organisation wählen',
    search: 'Organisation suchen',
    selected: 'ausgewählt',
    close: 'Fertig',
    // spec §9: 0,07 in the shop currency, fully funded by the shop
    funding: (amount: string) =>
      `Für Ihre Bestellung spenden wir ${amount} an die gewählte Organisation – ohne Mehrkosten für Sie.`,
  },
  legal: {
    termsBefore: 'Ich akzeptiere die ',
    termsLink: 'Allgemeinen Geschäftsbedingungen',
    termsAfter: '.',
    privacyBefore: 'Ich habe die ',
    privacyLink: 'Datenschutzerklärung',
    privacyAfter: ' gelesen und stimme ihr zu.',
    termsTitle: 'Allgemeine Geschäftsbedingungen',
    privacyTitle: 'Datenschutzerklärung',
    close: 'Schließen',
    loading: 'Wird geladen …',
    missing: 'Der Text ist derzeit nicht verfügbar.',
  },
  errors: {
    title: 'Bitte prüfen Sie Ihre Angaben:',
    // spec §8 checkout_error route
    paymentFailed:
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  },
} as const;
