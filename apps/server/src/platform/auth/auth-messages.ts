import { fillMessage } from '@shop/domain';

/**
 * Every German text of staff authentication in one place (spec §8 "Authentication messages are
 * translated": invalid credentials, account expired/disabled/locked, too many failed login
 * attempts with minutes remaining, invalid or expired login link, invalid CSRF token, no session).
 * The wording is ours where the spec names only the case.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Ungültige Anmeldedaten.',
  accountExpired: 'Ihr Konto ist abgelaufen. Bitte wenden Sie sich an einen Administrator.',
  accountDisabled: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an einen Administrator.',
  accountLocked:
    'Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in {minutes} erneut.',
  tooManyAttempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} erneut.',
  invalidLoginLink:
    'Der Anmeldelink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  loginLinkMailUnavailable:
    'Anmeldelinks können derzeit nicht per E-Mail versendet werden, weil kein Mailserver eingerichtet ist. Bitte melden Sie sich mit Ihrem Passwort an oder wenden Sie sich an einen Administrator.',
  invalidCsrfToken: 'Ungültiges CSRF-Token.',
  noSession: 'Keine Sitzung vorhanden. Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  branchForbidden: 'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  passwordTooShort: 'Das Passwort muss mindestens {length} Zeichen lang sein.',
  passwordIsEmail: 'Das Passwort darf nicht Ihre E-Mail-Adresse enthalten.',
  passwordOnlyDigits: 'Das Passwort darf nicht nur aus Ziffern bestehen.',
  passwordLeaked:
    'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes Passwort.',
  passwordUnchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
} as const;

/** "1 Minute" / "{n} Minuten" for the lockout texts. */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/** A text of the catalogue with `{minutes}` filled in (rounded up to whole minutes, at least 1). */
export function withMinutes(
  template: (typeof AUTH_MESSAGES)['tooManyAttempts' | 'accountLocked'],
  milliseconds: number,
) {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return fillMessage(template, { minutes: minutesText(minutes) });
}
