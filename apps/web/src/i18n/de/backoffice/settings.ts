/**
 * Back-office area Einstellungen (permissions area `settings`): the API reference
 * (docs/decisions/043-api-reference.md). The area's older screens keep their texts in
 * catalogue.ts and orders.ts until they move here.
 */
export const settingsDe = {
  apiReference: {
    nav: 'API-Referenz',
    title: 'API-Referenz',
    intro:
      'Alle Routen des Servers mit Berechtigung, Parametern, Anfrage und Antworten – erzeugt aus den Schemas, mit denen der Server prüft.',
    document: 'OpenAPI-Dokument (JSON)',
    filter: 'Filtern',
    filterPlaceholder: 'Pfad oder Beschreibung, z. B. „POST orders“',
    count: (shown: number, total: number) =>
      shown === total ? `${total} Routen` : `${shown} von ${total} Routen`,
    noMatch: 'Keine Route passt zum Filter.',
    loading: 'API-Beschreibung wird geladen …',
    loadFailed: 'API-Beschreibung konnte nicht geladen werden',
    security: { session: 'Sitzung', apiKey: 'API-Schlüssel', public: 'öffentlich' },
    securityHint: {
      session: 'Sitzungs-Cookie; ändernde Aufrufe zusätzlich mit X-CSRF-Token',
      apiKey: 'API-Schlüssel der Filiale (X-Api-Key oder im Pfad)',
      public: 'ohne Anmeldung',
    },
    parameters: 'Parameter',
    parameterIn: {
      path: 'Pfad',
      query: 'Abfrage',
      header: 'Kopfzeile',
      cookie: 'Cookie',
    } as Record<string, string>,
    requestBody: 'Anfrage',
    responses: 'Antworten',
    noParameters: 'Keine Parameter.',
    noBody: 'Kein Anfrage-Schema.',
    required: 'Pflicht',
    optional: 'optional',
    field: 'Feld',
    type: 'Typ',
    where: 'Ort',
    characters: (min: number, max: number | undefined) => `${min}–${max ?? '∞'} Zeichen`,
    defaultValue: (value: string) => `Standard ${value}`,
  },
} as const;
