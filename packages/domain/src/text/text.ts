import { MESSAGES } from '../messages.ts';

/** spec §9: default text truncation 128 characters with an ellipsis. */
export const DEFAULT_TRUNCATE_LENGTH = 128;

/**
 * Shortens a text to `maxLength` characters (code points, so emoji are never cut in half) and
 * appends an ellipsis; shorter texts stay as they are.
 */
export function truncateText(
  text: string,
  maxLength = DEFAULT_TRUNCATE_LENGTH,
  ellipsis = '…',
): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, Math.max(0, maxLength)).join('').trimEnd()}${ellipsis}`;
}

/** spec §2: the WhatsApp number of a phone: a leading + becomes 0, spaces are removed. */
export function whatsappNumber(phone: string): string {
  return phone.trim().replace(/^\+/, '0').replace(/\s+/g, '');
}

/** spec §2: links starting with / are internal; all others open in a new tab. */
export function isInternalLink(url: string): boolean {
  return url.startsWith('/');
}

/** spec §2: the default link label 'mehr erfahren' when a link has none. */
export function linkLabel(label: string | null | undefined): string {
  return label?.trim() ? label : MESSAGES.defaultLinkLabel;
}

/** spec §2: iframe columns embed the url with play=1 and title=0 appended. */
export function iframeEmbedUrl(url: string): string {
  const [base = '', hash] = url.split('#', 2);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}play=1&title=0${hash === undefined ? '' : `#${hash}`}`;
}
