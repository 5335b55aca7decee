import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { orderWindow } from '../hours/order-times.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildBranch, buildConfig, buildDeliveryArea } from '../testing/factories.ts';
import type { OrderDraftInput } from './order-draft.ts';
import { type CheckoutContext, validateOrderDraft } from './validate-draft.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const daily: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '10:00', to: '22:00' }];
const branch = buildBranch({
  id: 4,
  openingHours: daily,
  deliveryAreas: [buildDeliveryArea({ id: 9 })],
});
const context = (overrides: Partial<CheckoutContext> = {}): CheckoutContext => ({
  branch,
  config: buildConfig(),
  timeZone: BERLIN,
  window: orderWindow({ now: at('2025-01-13', '11:00'), timeZone: BERLIN }),
  ...overrides,
});
const draft = (overrides: Partial<OrderDraftInput> = {}): OrderDraftInput => ({
  firstName: 'Anna',
  lastName: 'Muster',
  branch: 4,
  isDelivery: false,
  isDineIn: false,
  legalInstructions: true,
  privacyPolicy: true,
  items: [{ product: 1, amount: 1, unit: 'piece' }],
  ...overrides,
});
const errorsOf = (input: unknown, ctx = context()) => {
  const result = validateOrderDraft(input, ctx);
  return result.ok ? [] : result.error.map((e) => [e.field, e.code, e.message]);
};

const notBlank = 'Dieser Wert sollte nicht leer sein.';
const invalidChoice = 'Sie haben einen ungültigen Wert ausgewählt.';

describe('validateOrderDraft: shape (German zod messages)', () => {
  it('applies the defaults of the spec (payment method cash) and trims', () => {
    const result = validateOrderDraft(draft({ firstName: '  Anna ' }), context());
    expect(result.ok && result.value).toMatchObject({
      firstName: 'Anna',
      paymentMethod: 'cash',
      comment: '',
      appointmentDate: null,
      table: null,
      donatee: null,
    });
  });

  it.each([
    ['missing branch', { ...draft(), branch: undefined }, [['branch', 'notBlank', notBlank]]],
    [
      'wrong type',
      { ...draft(), isDelivery: 'ja' },
      [['isDelivery', 'invalidValue', 'Dieser Wert ist nicht gültig.']],
    ],
    [
      'unknown payment method',
      { ...draft(), paymentMethod: 'bitcoin' },
      [['paymentMethod', 'invalidChoice', invalidChoice]],
    ],
    [
      'bad appointment format',
      draft({ appointmentDate: 'morgen' }),
      [
        [
          'appointmentDate',
          'invalidDateTime',
          'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
        ],
      ],
    ],
    [
      'comment too long',
      draft({ comment: 'x'.repeat(2001) }),
      [
        [
          'comment',
          'tooLong',
          'Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.',
        ],
      ],
    ],
    ['empty table identifier', draft({ table: ' ' }), [['table', 'notBlank', notBlank]]],
    [
      'amount zero',
      draft({ items: [{ product: 1, amount: 0, unit: 'piece' }] }),
      [['items.0.amount', 'notPositive', 'Dieser Wert sollte größer als 0 sein.']],
    ],
    [
      'branch id zero',
      draft({ branch: 0 }),
      [['branch', 'notPositive', 'Dieser Wert sollte größer als 0 sein.']],
    ],
    ['not an object', 'hallo', [['', 'invalidValue', 'Dieser Wert ist nicht gültig.']]],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

describe('validateOrderDraft: rules of branch and order type (spec §5)', () => {
  it.each([
    ['a valid takeaway order', draft(), []],
    [
      'missing names',
      draft({ firstName: '', lastName: ' ' }),
      [
        ['firstName', 'notBlank', notBlank],
        ['lastName', 'notBlank', notBlank],
      ],
    ],
    [
      'invalid email',
      draft({ email: 'anna@' }),
      [['email', 'invalidEmail', 'Dieser Wert ist keine gültige E-Mail-Adresse.']],
    ],
    [
      'phone without +',
      draft({ phone: '030 123456' }),
      [
        [
          'phone',
          'phoneFormat',
          'Bitte geben Sie eine gültige Nummer im Format +49 170 1234567 an.',
        ],
      ],
    ],
    [
      'unchecked legal boxes',
      draft({ legalInstructions: false, privacyPolicy: false }),
      [
        ['legalInstructions', 'notBlank', notBlank],
        ['privacyPolicy', 'notBlank', notBlank],
      ],
    ],
    [
      'empty cart',
      draft({ items: [] }),
      [['items', 'cartEmptyCheckout', 'Keine Produkte im Warenkorb!']],
    ],
    ['other branch', draft({ branch: 5 }), [['branch', 'invalidChoice', invalidChoice]]],
    [
      'both order types',
      draft({ isDelivery: true, isDineIn: true, street: 'A', city: 'B', deliveryArea: 9 }),
      [['isDelivery', 'invalidChoice', invalidChoice]],
    ],
    [
      'payment method not offered',
      draft({ paymentMethod: 'mollie' }),
      [['paymentMethod', 'invalidChoice', invalidChoice]],
    ],
    [
      'donatee without the plugin',
      draft({ donatee: 3 }),
      [['donatee', 'invalidChoice', invalidChoice]],
    ],
    [
      'delivery without address and area',
      draft({ isDelivery: true }),
      [
        ['street', 'notBlank', notBlank],
        ['city', 'notBlank', notBlank],
        ['deliveryArea', 'notBlank', notBlank],
      ],
    ],
    [
      'delivery to an unknown area',
      draft({ isDelivery: true, street: 'Weg 1', city: 'Berlin', deliveryArea: 1 }),
      [['deliveryArea', 'invalidChoice', invalidChoice]],
    ],
    [
      'appointment outside the hours',
      draft({ appointmentDate: '2025-01-13T22:30:00+01:00' }),
      [
        [
          'appointmentDate',
          'appointmentClosed',
          'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
        ],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  // docs/decisions/049-phone-orders.md: a phone order takes no online payment, the web does.
  it.each([
    ['web', 'mollie', []],
    ['phone', 'mollie', [['paymentMethod', 'invalidChoice', invalidChoice]]],
    ['phone', 'cash', []],
  ] as const)('channel %s with %s', (channel, paymentMethod, expected) => {
    const online = context({
      branch: { ...branch, isMollieEnabled: true },
      config: buildConfig({ enablePluginMollie: true, enableMollie: true }),
      channel,
    });
    expect(errorsOf(draft({ paymentMethod }), online)).toEqual(expected);
  });

  it('requires email and phone per the branch flags', () => {
    const flagged = context({
      branch: { ...branch, isTakeawayEmailRequired: true, isTakeawayPhoneRequired: true },
    });
    expect(errorsOf(draft(), flagged)).toEqual([
      ['email', 'notBlank', notBlank],
      ['phone', 'notBlank', notBlank],
    ]);
  });

  it('requires an appointment when the branch says so', () => {
    const required = context({ branch: { ...branch, isAppointmentRequired: true } });
    expect(errorsOf(draft(), required)).toEqual([
      ['appointmentDate', 'appointmentRequired', 'Bitte wählen Sie einen Termin aus.'],
    ]);
    expect(errorsOf(draft({ appointmentDate: '2025-01-13T12:00:00+01:00' }), required)).toEqual([]);
  });

  it.each([
    ['in the area', '80801 München', []],
    [
      'outside the area',
      '20249 Hamburg',
      [
        [
          'city',
          'postcodeOutsideArea',
          'Die Postleitzahl 20249 liegt nicht im Liefergebiet „Schwabing“. Bitte prüfen Sie die Postleitzahl oder wählen Sie ein anderes Liefergebiet.',
        ],
      ],
    ],
    [
      'without a postcode',
      'München',
      [['city', 'postcodeMissing', 'Bitte geben Sie die Postleitzahl Ihrer Lieferadresse an.']],
    ],
    ['blank: only the blank message', '', [['city', 'notBlank', notBlank]]],
  ])('delivery address %s of the chosen area (docs/decisions/016)', (_name, city, expected) => {
    const area = buildDeliveryArea({ id: 9, area: 'Schwabing', postcodes: ['80801'] });
    const ctx = context({ branch: { ...branch, deliveryAreas: [area] } });
    const delivery = { isDelivery: true, street: 'Weg 1', city, deliveryArea: 9 };
    expect(errorsOf(draft(delivery), ctx)).toEqual(expected);
  });

  it('checks delivery appointments against the delivery hours', () => {
    const evening: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '17:00', to: '21:00' }];
    const ctx = context({
      branch: { ...branch, deliveryHours: evening, isDeliveryHoursEnabled: true },
    });
    const delivery = { isDelivery: true, street: 'Weg 1', city: 'Berlin', deliveryArea: 9 };
    expect(
      errorsOf(draft({ ...delivery, appointmentDate: '2025-01-13T18:00:00+01:00' }), ctx),
    ).toEqual([]);
    expect(
      errorsOf(draft({ ...delivery, appointmentDate: '2025-01-13T12:00:00+01:00' }), ctx),
    ).toHaveLength(1);
  });

  describe('dine-in with table selection', () => {
    const tableBranch = { ...branch, isTableSelectionEnabled: true };
    const tables = [
      { identifier: 'T1', branch: { id: 4 } },
      { identifier: 'T9', branch: { id: 5 } },
    ];
    const ctx = context({ branch: tableBranch, tables });

    it.each([
      [
        'a known table, no names needed',
        draft({ isDineIn: true, firstName: '', lastName: '', table: 'T1' }),
        [],
      ],
      ['no table', draft({ isDineIn: true }), [['table', 'notBlank', notBlank]]],
      [
        'a table of another branch',
        draft({ isDineIn: true, table: 'T9' }),
        [['table', 'invalidChoice', invalidChoice]],
      ],
    ])('%s', (_name, input, expected) => {
      expect(errorsOf(input, ctx)).toEqual(expected);
    });

    it.each([
      ['a required appointment is not asked at a table', true, null, null],
      [
        'a closed-time appointment sent anyway is dropped',
        false,
        '2025-01-13T23:00:00+01:00',
        null,
      ],
      ['a valid one too', true, '2025-01-13T12:00:00+01:00', null],
    ])('%s (docs/decisions/016)', (_name, isRequired, appointmentDate, expected) => {
      const result = validateOrderDraft(
        draft({ isDineIn: true, table: 'T1', appointmentDate }),
        context({ branch: { ...tableBranch, isAppointmentRequired: isRequired }, tables }),
      );
      expect(result.ok && result.value.appointmentDate).toBe(expected);
    });

    it('accepts any table name when no table list is given', () => {
      expect(
        errorsOf(draft({ isDineIn: true, table: 'Terrasse' }), context({ branch: tableBranch })),
      ).toEqual([]);
    });
  });

  it('accepts a donatee from the list when the plugin is on', () => {
    const ctx = context({
      config: buildConfig({ enablePluginDonations: true }),
      donatees: [{ id: 3 }],
    });
    expect(errorsOf(draft({ donatee: 3 }), ctx)).toEqual([]);
    expect(errorsOf(draft({ donatee: 4 }), ctx)).toEqual([
      ['donatee', 'invalidChoice', invalidChoice],
    ]);
    expect(
      errorsOf(
        draft({ donatee: 4 }),
        context({ config: buildConfig({ enablePluginDonations: true }) }),
      ),
    ).toEqual([]);
  });

  it('returns a cleaned draft: normalised phone, area only for delivery, table only for dine-in', () => {
    const result = validateOrderDraft(
      draft({ phone: '0049 170 123', deliveryArea: 9, table: 'T1' }),
      context(),
    );
    expect(result.ok && result.value).toMatchObject({
      phone: '+49170123',
      deliveryArea: null,
      table: null,
    });
    const delivery = validateOrderDraft(
      draft({ isDelivery: true, street: 'Weg 1', city: 'Berlin', deliveryArea: 9 }),
      context(),
    );
    expect(delivery.ok && delivery.value.deliveryArea).toBe(9);
  });
});

// §33 VerpackG, docs/decisions/051-bundle-vat-split-and-reusable-packaging.md
describe('validateOrderDraft: reusable packaging', () => {
  const offering = { ...branch, isReusablePackagingOffered: true, reusablePackagingDeposit: 500 };
  const notOffered = 'Diese Filiale bietet keine Mehrwegverpackung an.';
  const dineIn = 'Mehrwegverpackung gibt es nur zum Mitnehmen und bei Lieferung.';
  it.each([
    ['takeaway, offered', offering, draft({ packaging: 'reusable' }), [], 'reusable'],
    ['takeaway, single-use', offering, draft({ packaging: 'singleUse' }), [], 'singleUse'],
    ['takeaway, no choice sent', offering, draft(), [], null],
    [
      'delivery, offered',
      offering,
      draft({ packaging: 'reusable', isDelivery: true, deliveryArea: 9, street: 'A 1', city: 'B' }),
      [],
      'reusable',
    ],
    [
      'not offered by the branch',
      branch,
      draft({ packaging: 'reusable' }),
      [['packaging', 'reusablePackagingNotOffered', notOffered]],
      null,
    ],
    [
      'dine-in',
      offering,
      draft({ packaging: 'reusable', isDineIn: true }),
      [['packaging', 'reusablePackagingDineIn', dineIn]],
      null,
    ],
    [
      'single-use at dine-in is dropped',
      offering,
      draft({ packaging: 'singleUse', isDineIn: true }),
      [],
      null,
    ],
    [
      'an unknown choice',
      offering,
      draft({ packaging: 'paper' as never }),
      [['packaging', 'invalidChoice', invalidChoice]],
      null,
    ],
  ] as const)('%s', (_name, shop, input, expected, kept) => {
    const result = validateOrderDraft(input, context({ branch: shop }));
    expect(result.ok ? [] : result.error.map((e) => [e.field, e.code, e.message])).toEqual(
      expected,
    );
    if (result.ok) expect(result.value.packaging).toBe(kept);
  });
});
