/**
 * Texts every surface shares: the document title, loading, the open state and the error pages.
 * Kept apart from the area catalogues so the entry and the storefront can import them without
 * the back-office texts (docs/budgets.md P5).
 */
export const documentDe = {
  /** Shown until the shop's own title is known. */
  defaultTitle: 'Online bestellen',
  description:
    'Bestellen Sie online bei unseren Filialen: zum Abholen, mit Lieferung oder vor Ort.',
  /** Page title, then the shop name (unless the page title names the shop already). */
  title: (pageTitle: string, shopName: string) =>
    !pageTitle || pageTitle.includes(shopName)
      ? pageTitle || shopName
      : `${pageTitle} | ${shopName}`,
} as const;

// The entry's one text lives apart, so the entry carries none of the others (docs/budgets.md P5).
export { commonDe } from './common.ts';

export const openStatusDe = {
  // spec §2 Toolbar wording, also used on branch cards.
  openUntil: (time: string) => `Geöffnet bis ${time}`,
  closed: 'Geschlossen',
} as const;

export const errorsDe = {
  // spec §2 "Generic content page"
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
  internalTitle: '500 Internal Server Error',
  internalText: 'Leider ist ein interner Fehler aufgetreten.',
  home: 'Zur Startseite', // ours: the way back from an error page
  // spec §8 load failures and unknown errors
  dataNotLoaded: 'Daten konnten nicht geladen werden.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten.',
} as const;
