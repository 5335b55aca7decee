/**
 * German texts the order API answers with. The spec's own wording where it has one (§8
 * 'Zahlungsstatus konnte nicht überprüft werden'), ours otherwise.
 */
export const ORDER_MESSAGES = {
  notFound: 'Die Bestellung wurde nicht gefunden.',
  invoiceNotFound:
    'Für diese Bestellung gibt es noch keine Rechnung: sie entsteht mit dem Abschluss der Bestellung.',
  creditNoteNotFound: 'Für diese Bestellung gibt es keine Stornorechnung.',
  creditNoteWithoutInvoice:
    'Für diese Bestellung gibt es keine Rechnung, die storniert werden könnte.',
  creditNoteExists: 'Diese Rechnung wurde bereits storniert: es gibt schon eine Stornorechnung.',
  historyCreditNote: 'Rechnung {invoice} storniert: Stornorechnung {number}',
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
  // Back-office; spec §8 wording as the first part where it has one
  unknownSort: 'Nach diesem Feld kann nicht sortiert werden.',
  lineNotFound: 'Die Position wurde nicht gefunden.',
  statusChangedMeanwhile:
    'Bestellstatus konnte nicht geändert werden: Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu.',
  orderClosed:
    'Die Bestellung ist abgeschlossen oder storniert und kann nicht mehr geändert werden.',
  orderPaidOnline:
    'Die Bestellung wurde online bezahlt; ihre Positionen können nicht mehr geändert werden.',
  branchUnavailable: 'Die Filiale der Bestellung ist nicht mehr verfügbar.',
  noEmail:
    'Bestätigung konnte nicht versendet werden: Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.',
  noPhone:
    'Bestätigung konnte nicht versendet werden: Für diese Bestellung ist keine Telefonnummer hinterlegt.',
  smsDisabled: 'Bestätigung konnte nicht versendet werden: Der SMS-Versand ist nicht aktiviert.',
  mailNotConfigured:
    'Bestätigung konnte nicht versendet werden: Es ist kein Mailserver eingerichtet (SMTP_URL).',
  smsNotConfigured:
    'Bestätigung konnte nicht versendet werden: Es ist kein SMS-Gateway eingerichtet (SMS_GATEWAY_URL).',
  // history entries (what the back-office shows in the order's history)
  historyLineEdited: 'Position {position} geändert',
  historyOrderEdited: 'Termin oder Kommentar geändert',
  historyCounterAppointment: 'Gegenvorschlag: {time}',
  /** History entry of an order the server confirmed by the branch's rules (decision 042). */
  historyAutoConfirmed: 'Automatisch bestätigt',
  /** First history entry of an order staff took on the phone (docs/decisions/049). */
  historyPhoneOrder: 'Telefonbestellung aufgenommen von {name}',
  historyEmailResent: 'Bestätigung per E-Mail erneut angefordert',
  historySmsResent: 'Bestätigung per SMS erneut angefordert',
  historyFrontdesk: 'Front-Desk ({key})',
  // front desk (the key messages are in modules/settings/branch-api-keys)
  frontdeskDisabled: 'Der Front-Desk ist nicht aktiviert.',
  frontdeskActionNotAllowed: 'Diese Aktion ist am Front-Desk nicht erlaubt.',
} as const;
