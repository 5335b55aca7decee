import { CONTENT_BLOCK_TYPES, type ContentBlockType } from '../contracts/content-blocks.ts';
import type { ContentField } from '../contracts/content-fields.ts';

/**
 * Applies `transform` to every rich-text (wysiwyg, markdown) value of a value made of `fields`,
 * nested groups, lists and collections included. The server passes its sanitiser (spec §3 rich
 * text, docs/decisions/029-content-editing.md), so the declarations decide what is rich text.
 */
export function mapRichText(
  fields: readonly ContentField[],
  value: unknown,
  transform: (html: string) => string,
): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const current = result[field.key];
    switch (field.type) {
      case 'wysiwyg':
      case 'markdown':
        if (typeof current === 'string') result[field.key] = transform(current);
        break;
      case 'group':
        result[field.key] = mapRichText(field.fields, current, transform);
        break;
      case 'list':
        if (Array.isArray(current)) {
          result[field.key] = current.map((item) => mapRichText(field.fields, item, transform));
        }
        break;
      case 'collection':
        if (Array.isArray(current)) {
          result[field.key] = current.map((item) => {
            const type = (item as { type?: unknown } | null)?.type;
            const itemFields = typeof type === 'string' ? field.itemTypes[type] : undefined;
            if (!itemFields) return item;
            const entry = item as { type: string; value: unknown };
            return { ...entry, value: mapRichText(itemFields, entry.value, transform) };
          });
        }
        break;
      default:
        break;
    }
  }
  return result;
}

/** mapRichText for a value of a declared block type; unknown types pass unchanged. */
export function mapBlockRichText(
  type: string,
  value: unknown,
  transform: (html: string) => string,
): unknown {
  if (!Object.hasOwn(CONTENT_BLOCK_TYPES, type)) return value;
  return mapRichText(CONTENT_BLOCK_TYPES[type as ContentBlockType].fields, value, transform);
}
