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
