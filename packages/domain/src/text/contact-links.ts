import type { Branch } from '../contracts/entities.ts';

/**
 * Links that reach a branch: phone, email, WhatsApp (spec §2 home page teasers and contact block,
 * §2 content page WhatsApp icon, §7 "External: messaging deep link with the phone").
 */

/** `tel:` link of a phone number as written in the settings: only digits and a leading + stay. */
export function telephoneHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** `mailto:` link of an email address. */
export function emailHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Germany: numbers written nationally (0 89 …) are dialled from this country (our choice). */
export const DEFAULT_COUNTRY_CALLING_CODE = '49';

/**
 * The phone in international digits, as WhatsApp's click-to-chat link wants it: '+49 89 123' and
 * '0049 89 123' → '4989123'; a national '089 123' gets the default country code ('4989123').
 * Null when the phone has no digits.
 */
export function internationalPhoneDigits(
  phone: string,
  countryCallingCode: string = DEFAULT_COUNTRY_CALLING_CODE,
): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2) || null;
  if (digits.startsWith('0')) return `${countryCallingCode}${digits.slice(1)}`;
  return digits;
}

/**
 * spec §2/§7 messaging deep link: WhatsApp's documented click-to-chat address
 * `https://wa.me/{number}` with the number in international digits (no +, no leading zeros).
 * The spec's `whatsappNumber` form ('+' → '0') is not a number wa.me accepts, so the link uses
 * these digits instead. Null when the phone has no digits.
 */
export function whatsappUrl(phone: string, countryCallingCode?: string): string | null {
  const digits = internationalPhoneDigits(phone, countryCallingCode);
  return digits === null ? null : `https://wa.me/${digits}`;
}

type ListedBranch = Pick<Branch, 'isPublic' | 'isEnabled'>;

/**
 * spec §2 Home page: the three teasers show "with exactly one branch": the one public, enabled
 * branch when there is exactly one, else null (non-public branches cannot be ordered from).
 */
export function onlyPublicBranch<B extends ListedBranch>(branches: readonly B[]): B | null {
  const listed = branches.filter((branch) => branch.isEnabled && branch.isPublic);
  return listed.length === 1 ? (listed[0] ?? null) : null;
}
