import { fillMessage, MESSAGES } from '../messages.ts';

/** Example number shown in the phone format message (ours; the spec leaves {phone} open). */
export const DEFAULT_PHONE_EXAMPLE = '+49 170 1234567';

/** spec §5: while typing, a phone keeps only digits, plus and spaces. */
export function filterTypedPhone(input: string): string {
  return input.replace(/[^\d+ ]/g, '');
}

/** spec §5: on change only digits and plus remain and a leading 00 becomes +. */
export function normalisePhone(input: string): string {
  return input.replace(/[^\d+]/g, '').replace(/^00/, '+');
}

/** spec §5: a phone must start with + (we also require digits only after it). */
export function isValidPhone(normalised: string): boolean {
  return /^\+\d+$/.test(normalised);
}

/** spec §5: 'Bitte geben Sie eine gültige Nummer im Format {phone} an.' */
export function phoneFormatMessage(example: string = DEFAULT_PHONE_EXAMPLE): string {
  return fillMessage(MESSAGES.phoneFormat, { phone: example });
}
