import { backofficeDe } from './de/backoffice.ts';
import { backofficeCatalogueDe } from './de/backoffice-catalogue.ts';
import { branchListDe } from './de/branch-list.ts';
import { cartDe } from './de/cart.ts';
import { homeDe } from './de/home.ts';
import { orderingDe } from './de/ordering.ts';
import { shellDe } from './de/shell.ts';
import { siteDe } from './de/site.ts';

/**
 * Every user-visible German text of the web app, keyed (STYLE.md "Config and tooling").
 * Components read `de.area.key`; a missing key is a type error. Texts with values are functions.
 * Wording follows the spec where it names a text (section numbers in the comments).
 */
export const de = {
  document: {
    /** Shown until the shop's own title is known. */
    defaultTitle: 'Online bestellen',
    description:
      'Bestellen Sie online bei unseren Filialen: zum Abholen, mit Lieferung oder vor Ort.',
    /** Page title, then the shop name (unless the page title names the shop already). */
    title: (pageTitle: string, shopName: string) =>
      !pageTitle || pageTitle.includes(shopName)
        ? pageTitle || shopName
        : `${pageTitle} | ${shopName}`,
  },
  common: {
    loading: 'Wird geladen …',
    retry: 'Erneut versuchen',
  },
  shell: shellDe,
  ordering: orderingDe,
  cart: cartDe,
  branchList: branchListDe,
  home: homeDe,
  site: siteDe,
  openStatus: {
    // spec §2 Toolbar wording, also used on branch cards.
    openUntil: (time: string) => `Geöffnet bis ${time}`,
    closed: 'Geschlossen',
  },
  errors: {
    // spec §2 "Generic content page"
    notFoundTitle: '404 Not Found',
    notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
    internalTitle: '500 Internal Server Error',
    internalText: 'Leider ist ein interner Fehler aufgetreten.',
    // spec §8 load failures and unknown errors
    dataNotLoaded: 'Daten konnten nicht geladen werden.',
    unknown: 'Ein unbekannter Fehler ist aufgetreten.',
  },
  backoffice: backofficeDe,
  backofficeCatalogue: backofficeCatalogueDe,
} as const;

export type Catalogue = typeof de;
