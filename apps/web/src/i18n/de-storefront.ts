import { appDe } from './de/app.ts';
import { branchListDe } from './de/branch-list.ts';
import { cartDe } from './de/cart.ts';
import { checkoutDe } from './de/checkout.ts';
import { commonDe, documentDe, errorsDe, openStatusDe } from './de/general.ts';
import { homeDe } from './de/home.ts';
import { orderingDe } from './de/ordering.ts';
import { shellDe } from './de/shell.ts';
import { siteDe } from './de/site.ts';
import { statusDe } from './de/status.ts';
import type { Catalogue } from './de.ts';

/**
 * The storefront's share of the catalogue: the same text objects as `de` in de.ts, without the
 * back-office texts, which a customer never needs (docs/budgets.md P5: the storefront loads no back-office
 * code). Storefront code imports `de` from here (a Biome rule says so); a new storefront area is
 * wired in de.ts and here. `satisfies` keeps every key and text type equal to the full catalogue.
 */
export const de = {
  document: documentDe,
  common: commonDe,
  shell: shellDe,
  ordering: orderingDe,
  cart: cartDe,
  branchList: branchListDe,
  home: homeDe,
  site: siteDe,
  openStatus: openStatusDe,
  errors: errorsDe,
  checkout: checkoutDe,
  status: statusDe,
  app: appDe,
} as const satisfies Partial<Catalogue>;
