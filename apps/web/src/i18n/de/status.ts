/**
 * Texts of the public order status page (spec §2 "Status page", §4 "Order status",
 * "Counter-appointment", §8 orders texts). 'Ticket' / 'Bestellnummer', the timeline steps
 * ('Abholbereit', 'Abgeschlossen', 'Bestellung storniert' from the spec; 'Warten auf
 * Bestätigung', 'Bestätigt und in Zubereitung', 'In Zustellung' and the payment states are ours,
 * see packages/domain/src/messages.ts), the cancellation text and 'Nein, Bestellung stornieren'
 * come from the domain. 'Bewertung konnte nicht gesendet werden' is the spec's (§8); the rest is ours.
 */
export const statusDe = {
  title: 'Bestellstatus',
  thanks: {
    order: 'Vielen Dank für Ihre Bestellung!',
    preorder: 'Vielen Dank für Ihre Vorbestellung!',
    quotation: 'Vielen Dank für Ihre Anfrage!',
  },
  intro: 'Auf dieser Seite sehen Sie jederzeit, wie es um Ihre Bestellung steht.',
  info: {
    title: 'Bestelldaten',
    orderType: 'Art der Lieferung',
    table: 'Tisch',
    deliveryArea: 'Liefergebiet',
    appointment: 'Termin',
    payment: 'Zahlungsart',
    paymentStatus: 'Zahlungsstatus',
    orderedAt: 'Bestellt am',
    // docs/decisions/017-customer-journey-comfort.md: what the customer gave, shown again.
    address: 'Lieferadresse',
    addressParts: (parts: { floor: string | null; stairway: string | null; door: string | null }) =>
      [
        parts.floor ? `Stock ${parts.floor}` : null,
        parts.stairway ? `Stiege ${parts.stairway}` : null,
        parts.door ? `Tür ${parts.door}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    comment: 'Anmerkung',
    // The reusable packaging chosen at checkout (§33 VerpackG, docs/decisions/051).
    packaging: 'Verpackung',
  },
  expected: {
    delivery: (time: string) => `Voraussichtliche Lieferung: ${time}`,
    other: (time: string) => `Voraussichtlich fertig: ${time}`,
  },
  timeline: {
    title: 'Status',
    done: 'erledigt',
    current: 'aktuell',
    upcoming: 'ausstehend',
  },
  items: {
    title: 'Ihre Produkte',
    total: 'Gesamt',
    deliveryCosts: 'Lieferkosten',
    tax: (rate: string) => `inkl. ${rate} % MwSt.`,
    priceOnRequest: 'Preis auf Anfrage',
    invoice: 'Rechnung herunterladen',
    creditNote: 'Stornorechnung herunterladen',
  },
  counterAppointment: {
    title: 'Neuer Terminvorschlag',
    text: (date: string) =>
      `Zu Ihrem Wunschtermin können wir Ihre Bestellung leider nicht fertigstellen. Wir schlagen Ihnen stattdessen vor: ${date}.`,
    // Without a chosen time ('So schnell wie möglich') there is no Wunschtermin to speak of.
    textAsap: (date: string) =>
      `So schnell wie möglich können wir Ihre Bestellung leider nicht fertigstellen. Wir schlagen Ihnen stattdessen vor: ${date}.`,
    accept: 'Termin annehmen',
    failed: 'Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  questionnaire: {
    title: 'Wie zufrieden waren Sie?',
    intro: 'Bitte bewerten Sie Ihre Bestellung mit 1 bis 5 Sternen.',
    rating: 'Gesamteindruck',
    foodRating: 'Qualität der Produkte',
    serviceRating: 'Freundlichkeit und Service',
    processRating: 'Ablauf der Bestellung',
    star: (count: number) => (count === 1 ? '1 Stern' : `${count} Sterne`),
    comment: 'Möchten Sie uns noch etwas mitteilen?',
    submit: 'Bewertung senden',
    dismiss: 'Nicht bewerten',
    thanks: 'Vielen Dank für Ihre Bewertung!',
    // spec §8
    failed: 'Bewertung konnte nicht gesendet werden',
  },
  contact: {
    title: 'Fragen zu Ihrer Bestellung?',
    text: (branch: string) => `Wenden Sie sich gerne direkt an ${branch}:`,
    phone: 'Telefon',
    email: 'E-Mail',
  },
  // spec §2 Global overlays: the install prompt's title and text, word for word.
  install: {
    title: (shop: string) => `${shop} als App installieren?`,
    text: (shop: string) =>
      `Fügen Sie diese App zu Ihrem Homescreen hinzu und bestellen Sie zukünftig noch leichter bei ${shop}.`,
  },
  updating: 'Der Status wird alle 10 Sekunden aktualisiert.',
  backToShop: 'Zurück zum Shop',
} as const;
