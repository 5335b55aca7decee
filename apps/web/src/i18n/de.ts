import { appDe } from './de/app.ts';
import { backofficeCatalogueDe } from './de/backoffice/catalogue.ts';
import { backofficeDe } from './de/backoffice/common.ts';
import { backofficeContentDe } from './de/backoffice/content.ts';
import { backofficeDevicesDe } from './de/backoffice/devices.ts';
import { backofficeOrdersDe } from './de/backoffice/orders.ts';
import { backofficeSignageDe } from './de/backoffice/signage.ts';
import { branchListDe } from './de/branch-list.ts';
import { cartDe } from './de/cart.ts';
import { checkoutDe } from './de/checkout.ts';
import { commonDe, documentDe, errorsDe, openStatusDe } from './de/general.ts';
import { homeDe } from './de/home.ts';
import { orderingDe } from './de/ordering.ts';
import { shellDe } from './de/shell.ts';
import { siteDe } from './de/site.ts';
import { statusDe } from './de/status.ts';

/**
 * Every user-visible German text of the web app, keyed (STYLE.md "Config and tooling").
 * Components read `de.area.key`; a missing key is a type error. Texts with values are functions.
 * Wording follows the spec where it names a text (section numbers in the comments).
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
  backoffice: backofficeDe,
  backofficeCatalogue: backofficeCatalogueDe,
  backofficeContent: backofficeContentDe,
  backofficeOrders: backofficeOrdersDe,
  backofficeDevices: backofficeDevicesDe,
  backofficeSignage: backofficeSignageDe,
  checkout: checkoutDe,
  status: statusDe,
  app: appDe,
} as const;

export type Catalogue = typeof de;
