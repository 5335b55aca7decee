/**
 * Texts of the home page (spec §2 "Home page", plugin enablePluginHomePage). The teaser titles,
 * link labels, 'Anfahrt', 'Öffnungszeiten', 'Lieferzeiten' and 'Geschlossen' are the spec's;
 * the teaser sentences and labels for screen readers are ours.
 */
export const homeDe = {
  teasers: {
    label: 'Schnellzugriff',
    order: {
      title: 'Online Bestellen',
      text: 'Stellen Sie Ihre Bestellung online zusammen – zum Abholen, zur Lieferung oder vor Ort.',
      link: 'Zur Bestellung',
    },
    reservation: {
      title: 'Tischreservierung',
      text: 'Reservieren Sie Ihren Tisch ganz einfach telefonisch.',
      link: 'Jetzt Anrufen',
    },
    directions: {
      title: 'Anfahrt',
      text: 'So finden Sie zu uns.',
      link: 'Anfahrt berechnen',
    },
  },
  hours: {
    title: 'Öffnungszeiten',
    openingHours: 'Öffnungszeiten',
    deliveryHours: 'Lieferzeiten',
    toggleLabel: (branchName: string) => `Zeiten von ${branchName}`,
    days: 'Tage',
    times: 'Uhrzeit',
  },
  contact: {
    title: 'Anfahrt',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Website',
    directions: 'Route planen',
    newWindow: '(öffnet in neuem Fenster)',
  },
} as const;
