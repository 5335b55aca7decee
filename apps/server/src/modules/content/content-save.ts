import { mapBlockRichText, type Section } from '@shop/domain';
import { sanitizeRichText } from './content.sanitizer.ts';

/**
 * Rich text is sanitised when it is saved (and again when it is shown, content.presenter.ts): the
 * declarations of spec §3 say which fields are rich text (decision 029).
 */
export function sanitizeSiteBody(body: string | readonly Section[]): string | Section[] {
  if (typeof body === 'string') return sanitizeRichText(body);
  return body.map((section) => ({
    type: section.type,
    value: mapBlockRichText(section.type, section.value, sanitizeRichText) as Record<
      string,
      unknown
    >,
  }));
}

/** A block's value with its rich text sanitised. */
export function sanitizeBlockValue(type: string, value: Record<string, unknown>) {
  return mapBlockRichText(type, value, sanitizeRichText) as Record<string, unknown>;
}
