import { type Branch, INIT_URLS, type InitEntry, type InitUrl } from '@shop/domain';
import type { Database } from '../../platform/database.ts';
import {
  listCustomerBranches,
  listCustomerDivisions,
} from '../catalogue/branches/branches.service.ts';
import {
  listCustomerCategories,
  listCustomerMenus,
  listCustomerProducts,
  listTags,
} from '../catalogue/catalogue.service.ts';
import { soldOutMarksByBranch } from '../catalogue/sold-out.service.ts';
import { listCustomerTables } from '../catalogue/tables/tables.service.ts';
import {
  listCustomerBlocks,
  listCustomerNavigations,
  listCustomerSites,
} from '../content/content.service.ts';
import { listCustomerDonatees } from '../content/donatees/donatees.service.ts';
import { getPublicConfig, getStorefrontConfig } from '../settings/config/config.service.ts';

const loaders: Record<Exclude<InitUrl, '/api/config'>, (db: Database) => Promise<unknown>> = {
  '/api/divisions': listCustomerDivisions,
  '/api/branches': listCustomerBranches,
  '/api/menus': listCustomerMenus,
  '/api/categories': listCustomerCategories,
  '/api/products': listCustomerProducts,
  '/api/tags': listTags,
  '/api/tables': listCustomerTables,
  '/api/sites': listCustomerSites,
  '/api/navigations': listCustomerNavigations,
  '/api/blocks': listCustomerBlocks,
  '/api/donatees': listCustomerDonatees,
};

/** spec §7 GET /api/init: everything a customer's first page needs, as `{url, data}` entries. */
export async function buildInitEntries(
  db: Database,
  providers: Parameters<typeof getStorefrontConfig>[1],
  now: Date,
): Promise<InitEntry[]> {
  const load = (url: InitUrl) =>
    url === '/api/config'
      ? getStorefrontConfig(db, providers, now)
      : url === '/api/branches'
        ? listBranchesWithSoldOut(db, now)
        : loaders[url](db);
  const data = await Promise.all(INIT_URLS.map(load));
  return INIT_URLS.map((url, index) => ({ url, data: data[index] }));
}

/** The customers' branches with today's "Heute ausverkauft" marks (docs/decisions/020). */
async function listBranchesWithSoldOut(db: Database, now: Date): Promise<Branch[]> {
  const { timeZone } = await getPublicConfig(db);
  const [branches, marks] = await Promise.all([
    listCustomerBranches(db),
    soldOutMarksByBranch(db, now, timeZone),
  ]);
  return branches.map((branch) => ({ ...branch, soldOut: marks.get(branch.id) ?? [] }));
}
