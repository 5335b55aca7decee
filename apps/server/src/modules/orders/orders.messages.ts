/**
 * German texts the order API answers with. The spec's own wording where it has one (§8
 * 'Zahlungsstatus konnte nicht überprüft werden'), ours otherwise.
 */
export const ORDER_MESSAGES = {
  notFound: 'Die Bestellung wurde nicht gefunden.',
  idempotencyKeyMissing:
    'Die Anfrage enthält keinen gültigen Idempotency-Key. Bitte laden Sie die Seite neu.',
  idempotencyKeyReused:
    'Diese Bestellung wurde bereits mit anderen Angaben abgeschickt. Bitte laden Sie die Seite neu.',
  stillProcessing: 'Ihre Bestellung wird noch verarbeitet. Bitte versuchen Sie es gleich erneut.',
  paymentStartFailed:
    'Die Zahlung konnte leider nicht gestartet werden. Bitte versuchen Sie es erneut.',
  paymentStatusCheckFailed: 'Zahlungsstatus konnte nicht überprüft werden',
  counterAppointmentNotPending: 'Für diese Bestellung liegt kein offener Terminvorschlag vor.',
  questionnaireNotAvailable: 'Diese Bestellung kann derzeit nicht bewertet werden.',
  questionnaireAlreadySent: 'Diese Bestellung wurde bereits bewertet.',
  invalidNotification: 'Die Benachrichtigung ist ungültig.',
} as const;
