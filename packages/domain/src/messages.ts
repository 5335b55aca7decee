/**
 * Every German text the domain itself produces, word for word from the spec (section cited).
 * Texts marked "ours" fill gaps the spec leaves open. Placeholders are filled by the functions
 * that use them; the web app keeps its own catalogue for pure UI labels.
 */
export const MESSAGES = {
  // spec §5 Delivery minimum
  minimumOrderNotReached:
    'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.',
  minimumOrderHint:
    'Fügen Sie Waren im Wert von mindestens {amount} hinzu oder wählen Sie eine andere Art der Lieferung.',
  freeDeliveryFrom: 'Kostenlose Lieferung ab {amount}.',
  // spec §2 Cart panel
  deliveryFree: 'Kostenlos',
  cartEmpty: 'Keine Produkte im Warenkorb',
  cartEmptyCheckout: 'Keine Produkte im Warenkorb!',
  cartCountOne: '{count} Produkt im Warenkorb',
  cartCountMany: '{count} Produkte im Warenkorb',
  itemAdded: 'Produkt zum Warenkorb hinzugefügt.',
  // spec §8 Upload failure alert ({name} is the customer's file name, shown as text)
  uploadFailed:
    'Die ausgewählte Datei "{name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
  // spec §5 server validation catalogue: invalid file type or size (Symfony validator wording)
  uploadTooLarge: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt {limit} MB.',
  uploadInvalidType: 'Der Dateityp der Datei ist ungültig. Erlaubte Dateitypen sind {types}.',
  uploadEmpty: 'Eine leere Datei ist nicht erlaubt.',
  uploadRateLimited: 'Zu viele Dateien in kurzer Zeit. Bitte versuchen Sie es gleich erneut.', // ours
  uploadStorageLimited:
    'Von Ihrer Adresse wurden heute schon zu viele Daten hochgeladen. Bitte versuchen Sie es später erneut.', // ours
  orderRateLimited:
    'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.', // ours
  analyticsRateLimited:
    'Zu viele Statistik-Einträge in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.', // ours
  orderTotalTooHigh:
    'Der Bestellwert darf höchstens {amount} betragen. Bitte teilen Sie die Bestellung auf oder wenden Sie sich direkt an uns.', // ours
  // spec §2 Toolbar, §4 Menu/visibility/open state
  branchesOpenOne: '{count} Standort geöffnet',
  branchesOpenMany: '{count} Standorte geöffnet',
  allBranchesClosed: 'Alle Standorte geschlossen',
  openUntil: 'Geöffnet bis {time}',
  closed: 'Geschlossen',
  closedLowercase: 'geschlossen',
  // spec §8 Closed notices (ordering page)
  closedNow: 'Derzeit haben wir leider geschlossen.',
  reopensToday: 'Wir öffnen wieder um {time} Uhr.',
  reopensOnDay: 'Wir öffnen wieder am {day} um {time} Uhr.',
  deliveryUnavailableNow: 'Derzeit ist leider keine Lieferung möglich.',
  deliveryResumesToday: 'Wir liefern wieder ab {time} Uhr.',
  deliveryResumesOnDay: 'Wir liefern wieder am {day} ab {time} Uhr.',
  meanwhileTakeawayOrDineIn: 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
  meanwhileTakeaway: 'In der Zwischenzeit bieten wir Takeaway an.', // ours: spec names the variant only
  meanwhileDineIn: 'In der Zwischenzeit bieten wir Konsum vor Ort an.', // ours: spec names the variant only
  preorderWelcome: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  preorderProcessedLater: 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
  // spec §8 Checkout closed notices
  checkoutClosed: 'Derzeit haben wir leider geschlossen.',
  checkoutNoDelivery: 'Derzeit bieten wir leider keine Lieferung an.',
  checkoutPreorder: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  // spec §5 Appointment, date and time picker
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  appointmentClosed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  appointmentAsap: 'So schnell wie möglich',
  appointmentNotGiven: 'Keine Angabe',
  noTimeSlots: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  availableTimes: 'Verfügbare Zeiten:',
  // spec §5 Phone
  phoneFormat: 'Bitte geben Sie eine gültige Nummer im Format {phone} an.',
  // spec §5 "Server validation catalogues (German)": the Symfony validator wording
  notBlank: 'Dieser Wert sollte nicht leer sein.',
  invalidEmail: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  tooLong: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens {limit} Zeichen haben.',
  invalidChoice: 'Sie haben einen ungültigen Wert ausgewählt.',
  // §33 VerpackG, docs/decisions/051 (ours)
  reusablePackagingNotOffered: 'Diese Filiale bietet keine Mehrwegverpackung an.',
  reusablePackagingDineIn: 'Mehrwegverpackung gibt es nur zum Mitnehmen und bei Lieferung.',
  invalidValue: 'Dieser Wert ist nicht gültig.',
  invalidDateTime: 'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
  notPositive: 'Dieser Wert sollte größer als 0 sein.',
  outOfRange: 'Dieser Wert sollte zwischen {min} und {max} sein.',
  invalidRating: 'Dieser Wert sollte zwischen 1 und 5 sein.',
  // spec §2 Checkout submit texts
  submitQuotation: 'Angebotsanfrage abschicken',
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  submitting: 'Verarbeiten...',
  // spec §4 Order status, §2 Status page, §8 cancelled order and order errors
  statusWaiting: 'Warten auf Bestätigung', // ours
  statusConfirmed: 'Bestätigt und in Zubereitung', // ours
  statusInDelivery: 'In Zustellung', // ours
  statusReadyForPickup: 'Abholbereit',
  statusServing: 'Wird serviert', // ours, dine-in (docs/decisions/016)
  statusCompleted: 'Abgeschlossen',
  statusCanceled: 'Bestellung storniert',
  orderCanceled: 'Ihre Bestellung wurde storniert.',
  paymentWaiting: 'Warten auf Zahlungseingang', // ours
  paymentPaid: 'Bezahlt', // ours
  paymentRefunded: 'Rückerstattet', // ours
  rejectCounterAppointment: 'Nein, Bestellung stornieren',
  statusChangeFailed: 'Bestellstatus konnte nicht geändert werden',
  ticketLabel: 'Ticket',
  orderNumberLabel: 'Bestellnummer',
  // Order creation (spec §7 POST /api/orders): the server's reasons to refuse a line or a time
  productUnavailable: 'Dieses Produkt ist derzeit leider nicht verfügbar.', // ours
  productSoldOut: 'Dieses Produkt ist leider ausverkauft.', // ours
  leadTimeLabel: 'Vorlaufzeit: {value}', // ours
  // Delivery areas with postcodes (ours, docs/decisions/016)
  postcodeMissing: 'Bitte geben Sie die Postleitzahl Ihrer Lieferadresse an.',
  postcodeOutsideArea:
    'Die Postleitzahl {postcode} liegt nicht im Liefergebiet „{area}“. Bitte prüfen Sie die Postleitzahl oder wählen Sie ein anderes Liefergebiet.',
  postcodeFormat: 'Bitte geben Sie Postleitzahlen mit 4 oder 5 Ziffern an.',
  productSoldOutToday: 'Dieses Produkt ist in dieser Filiale heute leider ausverkauft.', // ours
  leadTimeNotMet:
    'Für dieses Produkt benötigen wir eine Vorlaufzeit. Bitte wählen Sie einen Termin ab {date} aus.', // ours
  // spec §2 Branch list, §5 Donatee search
  branchesShown: '{shown} von {total} Filialen werden angezeigt.',
  noResults: 'Leider wurden keine Ergebnisse gefunden.',
  noDonatee: 'Keine passende Organisation gefunden.',
  // spec §2 Generic content page
  defaultLinkLabel: 'mehr erfahren',
  // Back-office orders (ours: the spec leaves status names and transitions open)
  orderStatusPending: 'Neu',
  orderStatusConfirmed: 'Bestätigt',
  orderStatusInDelivery: 'In Zustellung',
  orderStatusReadyForPickup: 'Abholbereit',
  orderStatusCompleted: 'Abgeschlossen',
  orderStatusRejected: 'Abgelehnt',
  orderStatusCanceled: 'Storniert',
  orderStatusFailed: 'Fehlgeschlagen',
  transitionNotAllowed:
    'Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status „{status}“ kann nicht {action} werden.',
  actionConfirmed: 'bestätigt',
  actionRejected: 'abgelehnt',
  actionCanceled: 'storniert',
  actionInDelivery: 'in Zustellung gegeben',
  actionReadyForPickup: 'als abholbereit markiert',
  actionCompleted: 'abgeschlossen',
  counterAppointmentRequired: 'Bitte wählen Sie einen Termin für den Gegenvorschlag aus.',
  counterAppointmentNotAllowed:
    'Ein Gegenvorschlag ist nur für Bestellungen möglich, die noch nicht bestätigt sind.',
  // spec §5 server validation catalogue, continued (Symfony validator wording)
  tooShort: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens {limit} Zeichen haben.',
  tooSmall: 'Dieser Wert sollte größer oder gleich {limit} sein.',
  tooBig: 'Dieser Wert sollte kleiner oder gleich {limit} sein.',
  tooFewElements: 'Diese Sammlung sollte {limit} oder mehr Elemente beinhalten.',
  tooManyElements: 'Diese Sammlung sollte {limit} oder weniger Elemente beinhalten.',
  invalidUrl: 'Dieser Wert ist keine gültige URL.',
  invalidFormat: 'Dieser Wert hat nicht das erwartete Format.', // ours
  // Typed values of the back-office list editors (ours): the field's own format, not "nicht gültig"
  invalidTime: 'Bitte geben Sie eine Uhrzeit im Format HH:MM an, z. B. 09:30.',
  invalidAmount: 'Bitte geben Sie einen Betrag wie 12,50 an.',
  invalidNumber: 'Bitte geben Sie eine Zahl an, z. B. 7 oder 19.',
  unknownFields: 'Unbekannte Felder: {fields}.', // ours
  uniqueCollection: 'Diese Sammlung darf keine doppelten Elemente enthalten.',
  alreadyUsed: 'Dieser Wert wird bereits verwendet.',
  invalidIban: 'Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).',
  invalidBic: 'Dieser Wert ist kein gültiger internationaler Bankcode (BIC).',
  invalidImage: 'Diese Datei ist kein gültiges Bild.',
  invalidImageDimensions:
    'Das Bild hat zu viele Pixel ({pixels} Pixel). Der maximal erwartete Wert liegt bei {maxPixels} Pixel.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a message; unknown placeholders stay as they are. */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
