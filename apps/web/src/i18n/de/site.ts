/**
 * Texts of content pages and their sections (spec §2 "Generic content page", §3 "Content block
 * types"). The error texts live in de.errors; 'Standardseite', 'Zum Flugblatt' and
 * 'mehr erfahren' (domain linkLabel) are the spec's, the rest is ours.
 */
export const siteDe = {
  draft: {
    label: 'Entwurf',
    text: 'Diese Seite ist nicht veröffentlicht. Nur angemeldete Mitarbeiterinnen und Mitarbeiter sehen sie.',
  },
  pageTypes: {
    default: 'Standardseite',
    custom_site: 'Individuelle Seite',
  },
  /** Document titles of the legal pages under /site/… (spec §2 footer links). */
  legalTitles: {
    termsAndConditions: 'AGB',
    privacyPolicy: 'Datenschutz',
    imprint: 'Impressum',
    allergens: 'Allergene',
  },
  /** The generated legend on /site/allergens (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md). */
  legend: {
    title: 'Kennzeichnung von Allergenen und Zusatzstoffen',
    allergens: 'Allergene',
    additives: 'Zusatzstoffe',
  },
  newWindow: '(öffnet in neuem Fenster)',
  hero: {
    scrollDown: 'Nach unten scrollen',
  },
  slider: {
    label: 'Flugblätter',
    slide: (position: number, count: number) => `${position} von ${count}`,
    previous: 'Vorherige Flugblätter',
    next: 'Nächste Flugblätter',
    // spec §2 Slider
    link: 'Zum Flugblatt',
    document: 'Dokument',
  },
  serviceInactive: 'Derzeit nicht verfügbar',
  iframe: {
    fallbackTitle: 'Eingebetteter Inhalt',
  },
  whatsapp: 'Schreiben Sie uns auf WhatsApp',
} as const;
