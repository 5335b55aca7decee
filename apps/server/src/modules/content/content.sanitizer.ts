import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text that staff write and customers see (docs/budgets.md S10, ARCHITECTURE
 * "Security"). Everything not listed is dropped; the text inside a dropped tag stays, except for
 * script, style and similar containers, whose content goes with them.
 *
 * Style attributes are dropped too: the CSP (style-src 'self') would block them anyway. The one
 * style the back-office editor writes, text-align on paragraphs, headings and list items, becomes
 * a class instead (`text-align-center`), which the storefront's and the editor's CSS align.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'strong',
  'em',
  'u',
  's',
  'br',
  'blockquote',
  'img',
];

/** Blocks the editor aligns (formatBlock p/h2/h3, lists) and the alignments it offers. */
const ALIGNABLE_TAGS = ['p', 'h2', 'h3', 'li'] as const;
const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
const ALIGNMENT_CLASSES = ALIGNMENTS.map((alignment) => `text-align-${alignment}`);

/**
 * The alignment of a block: from `style="text-align: …"` (what the browser's justify commands
 * write), else a kept `text-align-…` class, else the old `align` attribute; null for anything else.
 */
function alignmentOf(attributes: sanitizeHtml.Attributes): string | null {
  const isAlignment = (value: string | undefined) =>
    ALIGNMENTS.find((alignment) => alignment === value?.trim().toLowerCase()) ?? null;
  const fromStyle = /(?:^|;)\s*text-align\s*:\s*([a-z]+)\s*(?:;|$)/i.exec(attributes.style ?? '');
  const fromClass = /(?:^|\s)text-align-([a-z]+)(?:\s|$)/.exec(attributes.class ?? '');
  return (
    isAlignment(fromStyle?.[1]) ?? isAlignment(fromClass?.[1]) ?? isAlignment(attributes.align)
  );
}

/** Keeps only the alignment of an alignable block, as its class. */
const alignBlock: sanitizeHtml.Transformer = (tagName, attributes) => {
  const alignment = alignmentOf(attributes);
  const { style: _style, class: _class, align: _align, ...rest } = attributes;
  return { tagName, attribs: alignment ? { ...rest, class: `text-align-${alignment}` } : rest };
};

/** Link schemes a customer may follow; relative links (no scheme) are allowed as well. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['https'];

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // The class attribute exists only as written by alignBlock, and only with these values.
  allowedClasses: Object.fromEntries(ALIGNABLE_TAGS.map((tag) => [tag, ALIGNMENT_CLASSES])),
  allowedSchemes: LINK_SCHEMES,
  // Images only from this server (relative) or over https: no data:, no http mixed content.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused is dropped as a whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // The content of these goes with the tag (sanitize-html's default list plus a few more).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp'],
  transformTags: {
    ...Object.fromEntries(ALIGNABLE_TAGS.map((tag) => [tag, alignBlock])),
    // Images only relative or over https, judged like links (a colon before any '/' is a scheme).
    img: (tagName, { src, ...attributes }) => {
      const url = safeLinkUrl(src ?? '', IMAGE_SCHEMES);
      return { tagName, attribs: url === null ? attributes : { src: url, ...attributes } };
    },
    // spec §2 link rule: external links open in a new tab without handing over the opener;
    // target and rel are always ours, never the author's.
    a: (tagName, { target: _target, rel: _rel, href, ...attributes }) => {
      const url = safeLinkUrl(href ?? '');
      if (url === null) return { tagName, attribs: attributes };
      const isExternal = /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(mailto|tel):/i.test(url);
      return {
        tagName,
        attribs: isExternal
          ? { href: url, ...attributes, target: '_blank', rel: 'noopener noreferrer' }
          : { href: url, ...attributes },
      };
    },
  },
};

/**
 * Sanitised texts by their input. Every cold read of /api/init sanitises all pages again, and the
 * texts rarely change, so the result is kept (bounded; the oldest entries go first).
 */
const sanitized = new Map<string, string>();
/** At most this many characters (inputs and outputs) are kept, a few MB. */
const MEMO_CHARACTER_LIMIT = 2_000_000;
let memoCharacters = 0;

/** Rich text (HTML) reduced to the allow-list: no script, no event handler, no javascript: URL. */
export function sanitizeRichText(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS);
  const size = html.length + clean.length;
  if (size > MEMO_CHARACTER_LIMIT) return clean;
  for (const [oldestInput, oldestOutput] of sanitized) {
    if (memoCharacters + size <= MEMO_CHARACTER_LIMIT) break;
    sanitized.delete(oldestInput);
    memoCharacters -= oldestInput.length + oldestOutput.length;
  }
  sanitized.set(html, clean);
  memoCharacters += size;
  return clean;
}

/**
 * A link target from content (section links, iframe columns, navigation links): kept when it is
 * relative or uses an allowed scheme, otherwise null. Control characters and white space inside
 * the scheme (`java\tscript:`) count as a scheme, so they are refused too.
 */
export function safeLinkUrl(url: string, schemes: readonly string[] = LINK_SCHEMES): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  // Browsers strip tabs and newlines anywhere in a URL and ignore leading control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched here.
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\')) return null;
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  if (scheme === undefined) return trimmed;
  return schemes.includes(scheme.toLowerCase()) ? trimmed : null;
}

/** Only https for embedded frames (CSP frame-src https:). */
export const FRAME_SCHEMES = ['https'] as const;
