/**
 * Texts of the branch ordering page (spec §2 "Branch ordering page", "Item editor overlay"):
 * menu, product cards, category bar and item editor. Texts the spec names are word for word
 * ('Zum nächsten Schritt', 'Zum Warenkorb hinzufügen'); the others are ours. Notices, price
 * labels, unit descriptions and the upload failure alert come from the domain.
 */
export const orderingDe = {
  categories: 'Kategorien',
  noMenu: 'Für diese Filiale ist derzeit keine Speisekarte verfügbar.',
  // The order type at the top and the menu search (docs/decisions/017-customer-journey-comfort.md)
  orderType: 'Bestellart',
  search: 'Speisekarte durchsuchen',
  searchPlaceholder: 'Produkt suchen …',
  searchEmpty: 'Keine Produkte gefunden.',
  allergens: (allergens: string) => `Allergene: ${allergens}`,
  /** PAngV Grundpreis (docs/decisions/032-unit-prices-allergens-additives.md). */
  referencePrice: (label: string) => `Grundpreis: ${label}`,
  /** A deposit beside the price, never inside it (PAngV; docs/decisions/046-deposits-and-credit-notes.md). */
  deposit: (money: string) => `zzgl. ${money} Pfand`,
  /** Allergens and additives of the chosen options (LMIV, LMZDV; decision 032). */
  optionAllergens: (text: string) => `Ihre Auswahl enthält: ${text}`,
  /** The product's own allergens and additives on its card (decision 032). */
  productLabels: (text: string) => `Enthält: ${text}`,
  unavailable: 'Derzeit nicht verfügbar',
  /** A product the branch marked sold out for today (docs/decisions/020-sold-out-today.md). */
  soldOutToday: 'Heute ausverkauft',
  priceOnRequest: 'Preis auf Anfrage',
  dismiss: 'Hinweis schließen',
  // A table's QR code (docs/decisions/016)
  table: (identifier: string) => `Tisch ${identifier}`,
  tableHint: 'Sie bestellen an Ihrem Tisch: Wir bringen Ihnen die Bestellung.',
  productsChanged: (names: string) =>
    `Diese Produkte haben sich geändert und wurden aus Ihrem Warenkorb entfernt: ${names}. Bitte wählen Sie sie bei Bedarf neu aus.`,
  editor: {
    // spec §2 Item editor overlay
    nextStep: 'Zum nächsten Schritt',
    addToCart: 'Zum Warenkorb hinzufügen',
    // Editing a cart line saves the change (docs/decisions/017-customer-journey-comfort.md).
    saveChange: 'Änderung speichern',
    close: 'Schließen',
    back: 'Zurück',
    forward: 'Weiter',
    step: (current: number, total: number) => `Schritt ${current} von ${total}`,
    chooseToContinue: 'Bitte treffen Sie eine Auswahl, um fortzufahren.',
    completeToAdd: 'Bitte füllen Sie alle Pflichtfelder aus.',
    optional: 'optional',
    required: 'Pflichtangabe',
    quantity: 'Menge',
    decrease: 'Menge verringern',
    increase: 'Menge erhöhen',
    unit: 'Einheit',
    price: 'Preis',
    upload: {
      image: 'Bild auswählen',
      images: 'Bilder auswählen',
      file: 'Datei auswählen',
      files: 'Dateien auswählen',
      uploading: 'Wird hochgeladen …',
      allowed: (extensions: string) => `Erlaubte Dateitypen: ${extensions}`,
      remove: (name: string) => `${name} entfernen`,
    },
  },
} as const;
