/**
 * Texts of the storefront shell (spec §2 "Shell", "Navigation menu"): header, toolbar, footer,
 * cookie banner and map. Texts the spec names are word for word; the others are ours.
 * The toolbar's counts and open states come from the domain (openBranchesText, openStatusText).
 */
export const shellDe = {
  skipToContent: 'Zum Inhalt springen',
  copyright: (year: number, holder: string) => `© ${year} ${holder}`,
  header: {
    navigation: 'Hauptnavigation',
    // spec §2 Header
    contact: 'Kontakt',
    menu: 'Menü',
  },
  navigation: {
    newWindow: '(öffnet in neuem Fenster)',
    footer: 'Weitere Links',
  },
  toolbar: {
    label: 'Standortstatus',
    back: 'Zurück',
    backLabel: 'Zurück zur Übersicht',
  },
  footer: {
    // spec §2 Footer
    contactTitle: 'Kontakt',
    contactIntro: 'Wir freuen uns auf Ihren Besuch – oder Ihre Bestellung.',
    openingHours: 'Öffnungszeiten',
    deliveryHours: 'Lieferzeiten',
    showDeliveryHours: 'Lieferzeiten anzeigen',
    showOpeningHours: 'Öffnungszeiten anzeigen',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Website',
    legal: 'Rechtliches',
    links: {
      store: 'Online bestellen',
      termsAndConditions: 'AGB',
      privacyPolicy: 'Datenschutz',
      imprint: 'Impressum',
      allergens: 'Allergene',
    },
  },
  // docs/decisions/017-customer-journey-comfort.md: no answer at all (offline, network error).
  connection: {
    title: 'Verbindung fehlgeschlagen',
    text: 'Die Verbindung zum Server ist fehlgeschlagen. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  },
  consent: {
    label: 'Cookie-Hinweis',
    title: 'Cookies für Karte und Statistik',
    text: 'Wir verwenden Cookies, um Ihnen unsere Standorte auf der Karte zu zeigen und unser Angebot mit anonymen Nutzungsstatistiken zu verbessern. Mit „Akzeptieren“ stimmen Sie dem zu, mit „Nur notwendige“ bleiben Karte und Statistik aus.',
    privacyLink: 'Mehr in der Datenschutzerklärung',
    accept: 'Akzeptieren',
    // docs/decisions/017-customer-journey-comfort.md: refusing is as easy as accepting.
    refuse: 'Nur notwendige',
  },
  map: {
    label: 'Karte unserer Standorte',
    marker: (name: string) => `Anfahrt zu ${name} berechnen`,
    unavailable: 'Die Karte kann in diesem Browser leider nicht angezeigt werden.',
    // MapLibre's own control texts (its English defaults, in German).
    controls: {
      'Map.Title': 'Karte',
      'NavigationControl.ZoomIn': 'Vergrößern',
      'NavigationControl.ZoomOut': 'Verkleinern',
      'NavigationControl.ResetBearing': 'Ausrichtung nach Norden',
      'CooperativeGesturesHandler.WindowsHelpText':
        'Halten Sie Strg gedrückt und scrollen Sie, um die Karte zu zoomen.',
      'CooperativeGesturesHandler.MacHelpText':
        'Halten Sie ⌘ gedrückt und scrollen Sie, um die Karte zu zoomen.',
      'CooperativeGesturesHandler.MobileHelpText': 'Verschieben Sie die Karte mit zwei Fingern.',
    },
  },
} as const;
