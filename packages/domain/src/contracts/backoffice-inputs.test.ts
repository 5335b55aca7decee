import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { germanIssueMessage } from '../checkout/zod-errors.ts';
import { MESSAGES } from '../messages.ts';
import { CATALOGUE_MESSAGES, menuInputSchema, productInputSchema } from './catalogue.ts';
import { FIELD_MESSAGES, hoursEntryInputSchema } from './fields.ts';
import { imageUpdateInputSchema } from './media.ts';
import {
  branchInputSchema,
  divisionInputSchema,
  ORGANISATION_MESSAGES,
  tableInputSchema,
} from './organisation.ts';
import { configInputSchema, maskSecret, SETTINGS_MESSAGES } from './settings.ts';

/** [field path, message] of every issue, parsed with the German catalogue like the server does. */
function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input, { error: germanIssueMessage });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const branch = {
  identifier: 'hamburg-mitte',
  name: 'Hamburg Mitte',
  street: 'Mönckebergstraße 1',
  zipCode: '20095',
  city: 'Hamburg',
};

const product = { name: 'Roggenbrot', price: 450, tax: 7, takeawayTax: 7, dineInTax: 19 };

describe('branch input', () => {
  it('fills every flag with its default and blank optional texts with null', () => {
    const parsed = branchInputSchema.parse({ ...branch, email: ' ', phone: '' });
    expect(parsed).toMatchObject({
      email: null,
      phone: null,
      isPublic: true,
      isTakeawayEnabled: true,
      isDeliveryEnabled: false,
      isCashEnabled: true,
      isDeliveryAddressRequired: true,
      openingHours: [],
      deliveryAreas: [],
      tagIds: [],
    });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', MESSAGES.notBlank],
    [
      'an identifier with spaces',
      { identifier: 'Hamburg Mitte' },
      'identifier',
      FIELD_MESSAGES.identifier,
    ],
    ['an invalid email', { email: 'filiale' }, 'email', MESSAGES.invalidEmail],
    [
      'a latitude beyond the pole',
      { latitude: 91 },
      'latitude',
      'Dieser Wert sollte kleiner oder gleich 90 sein.',
    ],
    ['a repeated tag', { tagIds: [3, 3] }, 'tagIds', MESSAGES.uniqueCollection],
    [
      'delivery without areas',
      { isDeliveryEnabled: true },
      'deliveryAreas',
      ORGANISATION_MESSAGES.deliveryNeedsArea,
    ],
    [
      'two areas with one name',
      {
        deliveryAreas: [
          { area: 'Altona', price: 250, tax: 19 },
          { area: 'altona ', price: 300, tax: 19 },
        ],
      },
      'deliveryAreas',
      ORGANISATION_MESSAGES.duplicateArea,
    ],
    [
      'a negative delivery price',
      { deliveryAreas: [{ area: 'Altona', price: -1, tax: 19 }] },
      'deliveryAreas.0.price',
      'Dieser Wert sollte größer oder gleich 0 sein.',
    ],
    [
      'a postcode that is not 4 or 5 digits (docs/decisions/016)',
      { deliveryAreas: [{ area: 'Altona', price: 0, tax: 19, postcodes: ['22767', '2276x'] }] },
      'deliveryAreas.0.postcodes.1',
      'Bitte geben Sie Postleitzahlen mit 4 oder 5 Ziffern an.',
    ],
    [
      'a postcode twice',
      { deliveryAreas: [{ area: 'Altona', price: 0, tax: 19, postcodes: ['22767', '22767'] }] },
      'deliveryAreas.0.postcodes',
      MESSAGES.uniqueCollection,
    ],
    [
      'a delivery price typed as text',
      { deliveryAreas: [{ area: 'Altona', price: '2,5x', tax: 19 }] },
      'deliveryAreas.0.price',
      MESSAGES.invalidAmount,
    ],
    [
      'a minimum order typed as text',
      { deliveryAreas: [{ area: 'Altona', price: 250, tax: 19, minimumOrderValue: 'zehn' }] },
      'deliveryAreas.0.minimumOrderValue',
      MESSAGES.invalidAmount,
    ],
    [
      'a delivery tax typed as text',
      { deliveryAreas: [{ area: 'Altona', price: 250, tax: 'neunzehn' }] },
      'deliveryAreas.0.tax',
      MESSAGES.invalidNumber,
    ],
    [
      'an opening time of 25:00 in the second row',
      {
        openingHours: [
          { type: 'monday', from: '08:00', to: '18:00' },
          { type: 'tuesday', from: '25:00', to: '18:00' },
        ],
      },
      'openingHours.1.from',
      MESSAGES.invalidTime,
    ],
    [
      'a once entry without date',
      { openingHours: [{ type: 'once', from: '10:00', to: '12:00' }] },
      'openingHours.0.date',
      FIELD_MESSAGES.onceNeedsDate,
    ],
    ['an unknown field', { secret: 1 }, '', 'Unbekannte Felder: secret.'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(issuesOf(branchInputSchema, { ...branch, ...change })).toContainEqual([path, message]);
  });

  it('keeps delivery area ids and empty thresholds as null', () => {
    const parsed = branchInputSchema.parse({
      ...branch,
      isDeliveryEnabled: true,
      deliveryAreas: [{ id: 4, area: 'Altona', price: 250, tax: 19, minimumOrderValue: '' }],
    });
    expect(parsed.deliveryAreas).toEqual([
      {
        id: 4,
        area: 'Altona',
        price: 250,
        tax: 19,
        free: false,
        minimumOrderValue: null,
        freeFromOrderValue: null,
        postcodes: [],
      },
    ]);
  });
});

describe('hours entry input', () => {
  it.each([
    [{ type: 'monday', from: '08:00', to: '18:00' }, []],
    [{ type: 'sunday', isClosed: true }, []],
    [{ type: 'once', date: '2026-12-24', from: '08:00', to: '12:00' }, []],
    [{ type: 'monday', from: '08:00' }, [['from', FIELD_MESSAGES.openNeedsTimes]]],
    [
      { type: 'daily', date: '2026-12-24', isClosed: true },
      [['date', FIELD_MESSAGES.dateOnlyForOnce]],
    ],
    [{ type: 'monday', from: '8:00', to: '18:00' }, [['from', MESSAGES.invalidTime]]],
    [{ type: 'monday', from: '08:00', to: '25:00' }, [['to', MESSAGES.invalidTime]]],
    [{ type: 'daily', from: '08.00', to: '18:00' }, [['from', MESSAGES.invalidTime]]],
    [{ type: 'daily', from: '00:00', to: '24:00' }, []],
  ])('%j → %j', (entry, expected) => {
    expect(issuesOf(hoursEntryInputSchema, entry)).toEqual(expected);
  });
});

describe('product input', () => {
  it('names the one option whose amount is not an amount (list editors mark that field)', () => {
    const config = {
      parts: [
        {
          name: 'Größe',
          type: 'select',
          options: [
            { name: 'Klein', modifier: 'add', value: 0 },
            { name: 'Groß', modifier: 'add', value: '2,0,0' },
          ],
        },
      ],
    };
    expect(issuesOf(productInputSchema, { ...product, type: 'configurable', config })).toEqual([
      ['config.parts.0.options.1.value', MESSAGES.invalidAmount],
    ]);
  });

  it('fills defaults for a simple product', () => {
    expect(productInputSchema.parse(product)).toMatchObject({
      type: 'simple',
      unit: 'piece',
      alternativeUnits: [],
      config: { parts: [] },
      schedule: null,
      isLeadTimeEnabled: false,
      stock: null,
    });
  });

  it.each([
    ['a negative price', { price: -5 }, 'price', 'Dieser Wert sollte größer oder gleich 0 sein.'],
    ['a price with fractions of a cent', { price: 4.5 }, 'price', MESSAGES.invalidValue],
    ['an unknown unit', { unit: 'bushel' }, 'unit', MESSAGES.invalidChoice],
    [
      'a minimum above the maximum',
      { minimumQuantity: 5, maximumQuantity: 2 },
      'maximumQuantity',
      FIELD_MESSAGES.minimumAboveMaximum,
    ],
    [
      'an alternative unit equal to the base unit',
      { unit: 'kg', alternativeUnits: [{ unit: 'kg', ratio: 1 }] },
      'alternativeUnits',
      CATALOGUE_MESSAGES.alternativeUnitIsBaseUnit,
    ],
    [
      'a default unit the product does not have',
      { unit: 'kg', defaultUnit: 'l' },
      'defaultUnit',
      CATALOGUE_MESSAGES.defaultUnitUnknown,
    ],
    [
      'a lead time without value',
      { isLeadTimeEnabled: true, leadTimeType: 'days' },
      'leadTimeValue',
      CATALOGUE_MESSAGES.leadTimeRequired,
    ],
    [
      'a configurable product without parts',
      { type: 'configurable' },
      'config',
      CATALOGUE_MESSAGES.configurableNeedsPart,
    ],
    [
      'a select part without options',
      { type: 'configurable', config: { parts: [{ name: 'Sorte', type: 'select' }] } },
      'config.parts.0.options',
      CATALOGUE_MESSAGES.partNeedsOptions,
    ],
    [
      'an option with an unknown modifier',
      {
        type: 'configurable',
        config: {
          parts: [{ name: 'Sorte', type: 'select', options: [{ name: 'Mohn', modifier: 'x' }] }],
        },
      },
      'config.parts.0.options.0.modifier',
      MESSAGES.invalidChoice,
    ],
    [
      'a bundle without contents',
      { type: 'bundle' },
      'bundleItems',
      CATALOGUE_MESSAGES.bundleNeedsItems,
    ],
    ['a uid (the server makes it)', { uid: 'x' }, '', 'Unbekannte Felder: uid.'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(issuesOf(productInputSchema, { ...product, ...change })).toContainEqual([path, message]);
  });

  it('accepts a weight product with an alternative unit and a configurable product', () => {
    const weight = productInputSchema.parse({
      ...product,
      unit: 'kg',
      price: 690,
      alternativeUnits: [{ unit: 'piece', ratio: 0.75, calculationModel: 'approximate' }],
      defaultUnit: 'piece',
      defaultQuantity: 1,
    });
    expect(weight.alternativeUnits[0]).toEqual({
      unit: 'piece',
      ratio: 0.75,
      minimumQuantity: null,
      maximumQuantity: null,
      quantityStepSize: null,
      calculationModel: 'approximate',
    });
    const configurable = productInputSchema.parse({
      ...product,
      type: 'configurable',
      config: {
        parts: [
          { name: 'Belag', type: 'multiselect', options: [{ name: 'Käse', value: 80 }] },
          { name: 'Wunsch', type: 'text', optional: true },
        ],
      },
    });
    expect(configurable.config.parts[0]?.options[0]).toEqual({
      name: 'Käse',
      modifier: 'add',
      value: 80,
    });
  });
});

describe('menu, division, table and image inputs', () => {
  it('refuses a category twice in one catalog and a product twice in one category', () => {
    const menu = { name: 'Winter', availableFrom: '2026-12-01T00:00:00+01:00', catalog: {} };
    expect(
      issuesOf(menuInputSchema, {
        ...menu,
        catalog: { categories: [{ id: 1 }, { id: 1 }] },
      }),
    ).toContainEqual(['catalog.categories', MESSAGES.uniqueCollection]);
    expect(
      issuesOf(menuInputSchema, {
        ...menu,
        catalog: { categories: [{ id: 1, products: [{ id: 2 }, { id: 2 }] }] },
      }),
    ).toContainEqual(['catalog.categories.0.products', MESSAGES.uniqueCollection]);
    expect(issuesOf(menuInputSchema, { ...menu, availableFrom: 'morgen' })).toContainEqual([
      'availableFrom',
      MESSAGES.invalidDateTime,
    ]);
  });

  it.each([
    [divisionInputSchema, { identifier: 'nord', name: '' }, 'name', MESSAGES.notBlank],
    [
      divisionInputSchema,
      { identifier: 'x'.repeat(101), name: 'Nord' },
      'identifier',
      'Diese Zeichenkette ist zu lang. Sie sollte höchstens 100 Zeichen haben.',
    ],
    [
      tableInputSchema,
      { identifier: 'Tisch 1', branchId: 1 },
      'identifier',
      FIELD_MESSAGES.tableIdentifier,
    ],
    [tableInputSchema, { identifier: 'T1' }, 'branchId', MESSAGES.notBlank],
    [
      imageUpdateInputSchema,
      { name: 'Brot', focalX: 1.5, focalY: 0.5 },
      'focalX',
      'Dieser Wert sollte kleiner oder gleich 1 sein.',
    ],
  ] as const)('%#: refuses %j at %s', (schema, input, path, message) => {
    expect(issuesOf(schema, input)).toContainEqual([path, message]);
  });
});

describe('settings input', () => {
  it('takes any subset and treats a masked key sent back as "keep"', () => {
    expect(configInputSchema.parse({ title: 'Neu' })).toEqual({ title: 'Neu' });
    expect(configInputSchema.parse({ mollieApiKey: '••••1234' })).toEqual({
      mollieApiKey: undefined,
    });
    expect(configInputSchema.parse({ mollieApiKey: null })).toEqual({ mollieApiKey: null });
  });

  it.each([
    [{ currency: 'euro' }, 'currency', SETTINGS_MESSAGES.currency],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', SETTINGS_MESSAGES.timeZone],
    [{ imprint: 'javascript:alert(1)' }, 'imprint', SETTINGS_MESSAGES.link],
    [{ datatransSignKey: 'xyz' }, 'datatransSignKey', SETTINGS_MESSAGES.signKey],
    [{ mapboxPitch: 90 }, 'mapboxPitch', 'Dieser Wert sollte kleiner oder gleich 85 sein.'],
    [{ shopName: ' ' }, 'shopName', MESSAGES.notBlank],
  ])('refuses %j', (input, path, message) => {
    expect(issuesOf(configInputSchema, input)).toContainEqual([path, message]);
  });

  it.each([
    ['test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', '••••lXsM'],
    ['kurz', '••••'],
  ])('masks %s as %s', (secret, masked) => {
    expect(maskSecret(secret)).toBe(masked);
  });
});
