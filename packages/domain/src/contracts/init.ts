import type { z } from 'zod';
import type { InitUrl } from './api.ts';
import {
  blockSchema,
  branchSchema,
  categorySchema,
  divisionSchema,
  donateeSchema,
  menuSchema,
  navigationSchema,
  productSchema,
  siteSchema,
  storefrontConfigSchema,
  tableSchema,
  tagSchema,
} from './entities.ts';

/**
 * The contract of each GET /api/init entry (spec §7 "Init and config"). The server's init tests
 * parse every entry with it and require the parse to change nothing (no default filled in, no key
 * stripped); that is what lets the storefront take the entries with a structural check instead of
 * loading zod before its first screen (docs/budgets.md P5).
 */
export const INIT_ENTRY_SCHEMAS = {
  '/api/config': storefrontConfigSchema,
  '/api/divisions': divisionSchema.array(),
  '/api/branches': branchSchema.array(),
  '/api/menus': menuSchema.array(),
  '/api/categories': categorySchema.array(),
  '/api/products': productSchema.array(),
  '/api/tags': tagSchema.array(),
  '/api/tables': tableSchema.array(),
  '/api/sites': siteSchema.array(),
  '/api/navigations': navigationSchema.array(),
  '/api/blocks': blockSchema.array(),
  '/api/donatees': donateeSchema.array(),
} satisfies Record<InitUrl, z.ZodType>;

/** The preloaded data by URL, as the storefront's query cache holds it. */
export type InitData = { [Url in InitUrl]: z.output<(typeof INIT_ENTRY_SCHEMAS)[Url]> };
