import { describe, expect, it } from 'vitest';
import { postOrder, setShopConfig, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { clock, ctx, ids } = useDemoShop();

const NOON = '2026-12-02T11:00:00Z';
const nbsp = '\u00a0';
const line = (name: string, amount = 1, extra: Record<string, unknown> = {}) => ({
  product: ids.product(name),
  amount,
  unit: 'piece',
  parts: [],
  ...extra,
});
const deliveryFields = () => ({
  isDelivery: true,
  deliveryArea: ids.area('muenchen-schwabing'),
  street: 'Leopoldstraße 10',
  city: '80802 München',
});

type Case = {
  name: string;
  body: () => Record<string, unknown>;
  at?: string;
  error: { code: string; message: string; field?: string };
};

const unavailable = 'Dieses Produkt ist derzeit leider nicht verfügbar.';
const invalid = 'Sie haben einen ungültigen Wert ausgewählt.';
const blank = 'Dieser Wert sollte nicht leer sein.';
const cases: Case[] = [
  {
    name: 'a disabled product',
    body: () => takeawayOrder(ids, { items: [line('Spargelquiche')] }),
    error: { code: 'productUnavailable', field: 'items.0.product', message: unavailable },
  },
  {
    name: 'a product outside the branch’s active menu',
    body: () =>
      takeawayOrder(ids, {
        branch: ids.branch('hamburg-eppendorf'),
        items: [line('Pizza Margherita')],
      }),
    error: { code: 'productUnavailable', field: 'items.0.product', message: unavailable },
  },
  {
    name: 'a product whose schedule is inactive at the order time',
    body: () => takeawayOrder(ids, { items: [line('Großes Sonnenschein-Frühstück')] }),
    error: { code: 'productUnavailable', field: 'items.0.product', message: unavailable },
  },
  {
    name: 'an unknown product',
    body: () => takeawayOrder(ids, { items: [{ product: 999_999, amount: 1, unit: 'piece' }] }),
    error: { code: 'productUnavailable', field: 'items.0.product', message: unavailable },
  },
  {
    name: 'more than the stock left',
    body: () => takeawayOrder(ids, { items: [line('Dresdner Christstollen (750 g)', 26)] }),
    error: {
      code: 'productSoldOut',
      field: 'items.0.product',
      message: 'Dieses Produkt ist leider ausverkauft.',
    },
  },
  {
    name: 'a unit the product is not sold in',
    body: () => takeawayOrder(ids, { items: [line('Pizza Margherita', 1, { unit: 'kg' })] }),
    error: {
      code: 'unitUnavailable',
      field: 'items.0.unit',
      message: invalid,
    },
  },
  {
    name: 'a required part left empty',
    body: () => takeawayOrder(ids, { items: [line('Pizza nach Wahl')] }),
    error: {
      code: 'partRequired',
      field: 'items.0.parts.0',
      message: blank,
    },
  },
  {
    name: 'an order type the branch does not offer',
    body: () => takeawayOrder(ids, { branch: ids.branch('hamburg-eppendorf'), isDelivery: true }),
    error: {
      code: 'invalidChoice',
      field: 'isDelivery',
      message: invalid,
    },
  },
  {
    name: 'a closed branch without preorder',
    at: '2026-12-02T22:30:00Z',
    body: () => takeawayOrder(ids),
    error: { code: 'closed', message: 'Derzeit haben wir leider geschlossen.' },
  },
  {
    name: 'delivery outside the delivery hours',
    at: '2026-12-02T14:30:00Z',
    body: () => takeawayOrder(ids, { ...deliveryFields(), items: [line('Pizza Salami', 2)] }),
    error: { code: 'closed', message: 'Derzeit bieten wir leider keine Lieferung an.' },
  },
  {
    name: 'an appointment outside the opening hours',
    body: () => takeawayOrder(ids, { appointmentDate: '2026-12-03T23:30:00+01:00' }),
    error: {
      code: 'appointmentClosed',
      field: 'appointmentDate',
      message:
        'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    },
  },
  {
    name: 'no appointment where one is required',
    body: () =>
      takeawayOrder(ids, {
        branch: ids.branch('leipzig-suedvorstadt'),
        isDineIn: true,
        items: [line('Pizza Margherita')],
      }),
    error: {
      code: 'appointmentRequired',
      field: 'appointmentDate',
      message: 'Bitte wählen Sie einen Termin aus.',
    },
  },
  {
    name: 'a product with a lead time as soon as possible',
    body: () => takeawayOrder(ids, { items: [line('Schwarzwälder Kirschtorte (ganze Torte)')] }),
    error: {
      code: 'leadTimeNotMet',
      field: 'appointmentDate',
      message:
        'Für dieses Produkt benötigen wir eine Vorlaufzeit. Bitte wählen Sie einen Termin ab 04.12.2026, 12:00 Uhr aus.',
    },
  },
  {
    name: 'an unknown table',
    body: () => takeawayOrder(ids, { isDineIn: true, table: 'X99' }),
    error: {
      code: 'invalidChoice',
      field: 'table',
      message: invalid,
    },
  },
  {
    name: 'no table for dine-in with table selection',
    body: () => takeawayOrder(ids, { isDineIn: true }),
    error: { code: 'notBlank', field: 'table', message: blank },
  },
  {
    name: 'an unknown delivery area',
    body: () => takeawayOrder(ids, { ...deliveryFields(), deliveryArea: 999_999 }),
    error: {
      code: 'invalidChoice',
      field: 'deliveryArea',
      message: invalid,
    },
  },
  {
    name: 'a delivery below the minimum order value',
    body: () => takeawayOrder(ids, { ...deliveryFields(), items: [line('Pizza Margherita')] }),
    error: {
      code: 'minimumOrderNotReached',
      message: `Sie haben den Mindestbestellwert in Höhe von 15,00${nbsp}€ leider noch nicht erreicht.`,
    },
  },
  {
    name: 'a missing first name',
    body: () => takeawayOrder(ids, { firstName: '  ' }),
    error: { code: 'notBlank', field: 'firstName', message: blank },
  },
  {
    name: 'a missing email the branch requires',
    body: () => takeawayOrder(ids, { email: '' }),
    error: { code: 'notBlank', field: 'email', message: blank },
  },
  {
    name: 'a phone without the international prefix',
    body: () => takeawayOrder(ids, { phone: '0170 1234567' }),
    error: {
      code: 'phoneFormat',
      field: 'phone',
      message: 'Bitte geben Sie eine gültige Nummer im Format +49 170 1234567 an.',
    },
  },
  {
    name: 'unchecked terms',
    body: () => takeawayOrder(ids, { legalInstructions: false }),
    error: {
      code: 'notBlank',
      field: 'legalInstructions',
      message: blank,
    },
  },
  {
    name: 'a payment method that is not configured',
    body: () => takeawayOrder(ids, { paymentMethod: 'mollie' }),
    error: {
      code: 'invalidChoice',
      field: 'paymentMethod',
      message: invalid,
    },
  },
  {
    name: 'an unknown branch',
    body: () => takeawayOrder(ids, { branch: 999_999 }),
    error: {
      code: 'invalidChoice',
      field: 'branch',
      message: invalid,
    },
  },
  {
    name: 'an empty cart',
    body: () => takeawayOrder(ids, { items: [] }),
    error: { code: 'cartEmptyCheckout', field: 'items', message: 'Keine Produkte im Warenkorb!' },
  },
];

describe('POST /api/orders refuses with German errors naming the field', () => {
  it.each(cases)('$name', async ({ body, at, error }) => {
    clock.set(at ?? NOON);
    const response = await postOrder(ctx.app, body());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContainEqual(error);
  });

  it('offers no online payment whose provider keys are missing, even with the plugin on', async () => {
    clock.set(NOON);
    await setShopConfig(ctx.app, ctx.db, {
      enablePluginMollie: true,
      enableMollie: true,
      enablePluginDatatrans: true,
      enableDatatrans: true,
    });
    const leipzig = {
      branch: ids.branch('leipzig-suedvorstadt'),
      isDineIn: true,
      appointmentDate: '2026-12-02T13:00:00+01:00',
      items: [line('Pizza Margherita')],
    };
    for (const body of [
      takeawayOrder(ids, { paymentMethod: 'mollie' }),
      takeawayOrder(ids, { ...leipzig, paymentMethod: 'datatrans' }),
    ]) {
      const response = await postOrder(ctx.app, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ field: 'paymentMethod', code: 'invalidChoice' }),
      );
    }
    expect((await postOrder(ctx.app, takeawayOrder(ids, leipzig))).statusCode).toBe(201);
    await setShopConfig(ctx.app, ctx.db, {
      enablePluginMollie: false,
      enablePluginDatatrans: false,
    });
  });

  it('accepts what was refused once the time is right', async () => {
    clock.set(NOON);
    const breakfast = takeawayOrder(ids, {
      items: [line('Großes Sonnenschein-Frühstück')],
      appointmentDate: '2026-12-03T08:00:00+01:00',
    });
    expect((await postOrder(ctx.app, breakfast)).statusCode).toBe(201);
    const cake = takeawayOrder(ids, {
      items: [line('Schwarzwälder Kirschtorte (ganze Torte)')],
      appointmentDate: '2026-12-04T12:00:00+01:00',
    });
    expect((await postOrder(ctx.app, cake)).statusCode).toBe(201);
  });
});
