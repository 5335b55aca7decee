/**
 * Texts of the cart panel (spec §2 "Cart panel"), word for word where the spec names them.
 * Counts, delivery labels, minimum-order and free-delivery sentences and 'Kostenlos' come from
 * the domain (cartPanelText, DELIVERY_METHOD_LABELS, checkMinimumOrder, freeDeliveryHint,
 * deliveryFeeLabel). The approximate-price and hidden-price notices and tax labels are ours.
 */
export const cartDe = {
  title: 'Warenkorb',
  hide: 'Warenkorb ausblenden',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
  deliveryMethod: 'Art der Lieferung',
  deliveryArea: 'Liefergebiet',
  summary: 'Kostenübersicht',
  costs: 'Kosten',
  /** Deposits of the lines, beside the costs, inside the total (decision 046). */
  deposit: 'Pfand',
  deliveryCosts: 'Lieferkosten',
  total: 'Gesamt',
  approximateTotal: 'Voraussichtlich',
  approximateNotice:
    'Der endgültige Preis kann abweichen, da einige Produkte nach Gewicht oder Aufwand berechnet werden.',
  hiddenPriceNotice:
    'Den Preis einzelner Produkte nennen wir Ihnen nach Ihrer Anfrage; der Gesamtbetrag folgt mit unserer Bestätigung.',
  priceOnRequest: 'Preis auf Anfrage',
  onRequest: 'auf Anfrage',
  taxIncluded: (rate: string) => `inkl. ${rate} % MwSt.`,
  checkout: 'Jetzt bestellen',
} as const;
