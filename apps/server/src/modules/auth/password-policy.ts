import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fillMessage, PASSWORD_MIN_LENGTH } from '@shop/domain';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages.ts';

const LIST_FILE = path.join(import.meta.dirname, 'common-passwords', 'common-passwords.txt.gz');
/** A leaked base word must have at least this many letters to count after stripping. */
const MIN_BASE_LENGTH = 4;

let commonPasswords: Set<string> | undefined;

/** The bundled list of common (leaked) passwords, lower case; read once on first use. */
export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    zlib.gunzipSync(fs.readFileSync(LIST_FILE)).toString('utf8').split('\n').filter(Boolean),
  );
  return commonPasswords;
}

/**
 * True when the password is on the list, or is a listed word with only digits and symbols added
 * in front or behind ("Sommer2024!", "123passwort"), or is one character repeated.
 */
export function isLeakedPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const base = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (base.length >= MIN_BASE_LENGTH && list.has(base)) return true;
  return new Set(lower).size <= 2;
}

/**
 * The German reason a new staff password is refused, or null: at least 10 characters, not only
 * digits, not containing the account's email address (or its part before the @), not leaked.
 */
export function passwordProblem(password: string, context: { email: string }): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return fillMessage(AUTH_MESSAGES.passwordTooShort, { length: PASSWORD_MIN_LENGTH });
  }
  if (/^\d+$/.test(password)) return AUTH_MESSAGES.passwordOnlyDigits;
  const lower = password.toLowerCase();
  const email = context.email.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (lower.includes(email) || (localPart.length >= MIN_BASE_LENGTH && lower.includes(localPart))) {
    return AUTH_MESSAGES.passwordIsEmail;
  }
  if (isLeakedPassword(password)) return AUTH_MESSAGES.passwordLeaked;
  return null;
}
