/**
 * Lists of values that the storefront needs before its first screen, in a module without zod:
 * a constant that lives beside zod schemas pulls zod into whatever chunk needs the constant
 * (docs/budgets.md P5). The schemas built from them stay in api.ts and content.ts, which re-export these.
 */

/** The URLs that GET /api/init preloads, in order (spec §7 "Init and config"). */
export const INIT_URLS = [
  '/api/config',
  '/api/divisions',
  '/api/branches',
  '/api/menus',
  '/api/categories',
  '/api/products',
  '/api/tags',
  '/api/tables',
  '/api/sites',
  '/api/navigations',
  '/api/blocks',
  '/api/donatees',
] as const;
export type InitUrl = (typeof INIT_URLS)[number];

/**
 * spec §2 "Footer links": the legal pages /site/terms-and-conditions, /site/privacy, /site/imprint
 * and /site/allergens show the matching text setting (termsAndConditionsText, …) when it is set.
 * The browser reads that text sanitised from GET /api/legal-texts/{key}.
 */
export const LEGAL_TEXT_KEYS = [
  'termsAndConditions',
  'privacyPolicy',
  'imprint',
  'allergens',
] as const;

/**
 * The longest comment an order takes (the checkout counts towards it). A module without zod: the
 * checkout page reads it without loading the order schema (bench/README.md, storefront JS).
 */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * The bounds of one order (docs/decisions/014-order-limits-and-public-addresses.md). The spec
 * names none; these keep a single request from tying up the shop while leaving room for a
 * large catering order. Amounts are also bound by the product's or unit's own minimum, maximum
 * and step (spec §5 Quantity, validateCartItem); the ceiling here holds when a product sets no
 * maximum.
 */
export const ORDER_LIMITS = {
  /** Lines per order. */
  maxLines: 100,
  /** Part values per line (one per part of a configurable product). */
  maxPartsPerLine: 50,
  /** Values of one multi-value part (multiselect, images, files). */
  maxValuesPerPart: 50,
  /** Characters of one part value (an option name, a text or an upload address). */
  maxPartValueLength: 2000,
  /** Shop-wide ceiling of a line's amount, in the line's unit. */
  maxAmount: 1000,
  /** Highest order total (goods and delivery), in cents: 10.000,00 €. */
  maxTotalCents: 1_000_000,
  /**
   * Bytes of a POST /api/orders body: a full order of maxLines lines with parts and every text
   * field at its longest fits with room to spare; anything larger is refused before it is read.
   */
  maxBodyBytes: 128 * 1024,
} as const;
