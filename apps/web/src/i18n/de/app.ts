/**
 * Texts of the installable app and the self-service kiosk (spec §2 "Global overlays", §8;
 * docs/decisions/031-installable-app-and-kiosk.md). Texts the spec names are word for word;
 * the others are ours.
 */
export const appDe = {
  update: {
    // spec §2 Global overlays
    title: 'Ein Update wurde installiert!',
    text: 'Starten Sie die App neu um die aktuelle Version zu erhalten.',
    restart: 'App neustarten',
  },
  install: {
    // spec §2 Global overlays
    title: (shop: string) => `${shop} als App installieren?`,
    text: (shop: string) =>
      `Fügen Sie diese App zu Ihrem Homescreen hinzu und bestellen Sie zukünftig noch leichter bei ${shop}.`,
    dismiss: 'Jetzt nicht',
    install: 'Installieren',
    close: 'Schliessen',
  },
  instructions: {
    title: 'App installieren',
    // spec §2 Global overlays: iPhone and iPad
    apple:
      'Tippen Sie unten in der Leiste auf das Teilen-Symbol und wählen Sie „Zum Home-Bildschirm“.',
    appleAction: 'Zum Home-Bildschirm',
    shareSymbol: 'Teilen-Symbol',
    // spec §2 Global overlays, where the browser can install
    finishText: (shop: string) =>
      `Klicken Sie auf "Installation abschliessen" um ${shop} zu Ihrem Home Screen hinzuzufügen.`,
    finish: 'Installation abschliessen',
    // spec §2: unsupported browsers, manual instructions via the browser menu
    manual:
      'Öffnen Sie das Menü Ihres Browsers (⋮ oder ☰) und wählen Sie „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
    cancel: 'Installation abbrechen',
  },
  offline: {
    // spec §2 Global overlays
    title: 'Sie sind offline',
    text: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    retry: 'Neu laden',
    // Checkout while offline: nothing is sent, the cart and the form stay.
    checkout:
      'Zum Bestellen brauchen Sie eine Internetverbindung. Ihr Warenkorb und Ihre Angaben bleiben erhalten.',
  },
  selfService: {
    // spec §2 Global overlays
    screensaver: 'Tippen um zu bestellen',
    ticket: 'Ihre Ticketnummer',
    orderNumber: 'Ihre Bestellnummer',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    pickUp: 'Bitte bezahlen Sie an der Theke. Wir rufen Ihre Nummer auf.',
    newOrder: 'Neue Bestellung',
    unknownBranch: 'Dieser Standort ist nicht verfügbar.',
  },
  /** Phone orders staff take in the storefront (docs/decisions/049-phone-orders.md). */
  phoneOrder: {
    bar: (branch: string) => `Telefonbestellung für ${branch}`,
    back: 'Zurück zum Back-Office',
    placed: (ticket: string) => `Bestellung #${ticket} aufgenommen`,
    openOrder: 'Bestellung öffnen',
    notLoggedIn: 'Bitte melden Sie sich im Back-Office an, um Telefonbestellungen aufzunehmen.',
  },
} as const;
