import type { Block, Section, Site, SiteInput } from '@shop/domain';
import type { blocks, sites } from '../../db/schema/index.ts';
import { FRAME_SCHEMES, safeLinkUrl, sanitizeRichText } from './content.sanitizer.ts';

type SiteRow = typeof sites.$inferSelect;
type BlockRow = typeof blocks.$inferSelect;

/**
 * Content rows → API shapes. Every HTML string the API sends passes the sanitiser here, whatever
 * was saved (docs/budgets.md S10): the body of a 'default' page and, inside sections and blocks, every
 * `text` and `columnText` (the rich-text fields of spec §3 "Content block types"). Link targets
 * (`linkUrl`) keep only relative, http(s), mailto and tel URLs; iframe `url`s only https.
 */

const RICH_TEXT_KEYS = new Set(['text', 'columnText']);

/** A section or block value with its rich text sanitised and unsafe link targets emptied. */
export function presentContentValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(presentContentValue);
  if (typeof value !== 'object' || value === null) return value;
  const presented: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    presented[key] = presentContentEntry(key, entry);
  }
  return presented;
}

function presentContentEntry(key: string, entry: unknown): unknown {
  if (typeof entry !== 'string') return presentContentValue(entry);
  if (RICH_TEXT_KEYS.has(key)) return sanitizeRichText(entry);
  if (key === 'linkUrl') return safeLinkUrl(entry) ?? '';
  if (key === 'url') return safeLinkUrl(entry, FRAME_SCHEMES) ?? '';
  return entry;
}

function presentSections(sections: Section[]): Section[] {
  return sections
    .filter((section) => typeof section?.type === 'string')
    .map((section) => ({
      type: section.type,
      value: presentContentValue(section.value ?? {}) as Record<string, unknown>,
    }));
}

/** A site as the API sends it: 'default' bodies sanitised, section values presented. */
export function presentSite(row: SiteRow): Site {
  const body = row.content?.body ?? '';
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    type: row.type,
    isPublic: row.isPublic,
    content: {
      body: typeof body === 'string' ? sanitizeRichText(body) : presentSections(body),
    },
  };
}

/**
 * An unsaved page as the storefront would show it (the editor's "Vorschau", decision 048): the
 * body sanitised as a save would (`sanitizeSiteBody`), then presented like a saved page.
 */
export function presentSiteDraft(input: SiteInput, body: string | Section[]): Site {
  return {
    id: 0,
    path: input.path,
    title: input.title,
    type: input.type,
    isPublic: input.isPublic,
    content: { body: typeof body === 'string' ? sanitizeRichText(body) : presentSections(body) },
  };
}

/** A content block with its value presented like a section's. */
export function presentBlock(row: BlockRow): Block {
  return {
    id: row.id,
    identifier: row.identifier,
    type: row.type,
    value: presentContentValue(row.value) as Record<string, unknown>,
  };
}

/** Navigation link targets: an unsafe URL is dropped (the entry then renders as plain text). */
export function presentNavigationTarget(type: string, target: string | null): string | null {
  if (type !== 'link' || target === null) return target;
  return safeLinkUrl(target);
}
