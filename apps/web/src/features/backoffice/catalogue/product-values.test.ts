import { productInputSchema, type StaffProduct } from '@shop/domain';
import { buildProduct } from '@shop/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_VALUES,
  type ProductValues,
  previewProduct,
  productBody,
  productValues,
} from './product-values.ts';

// The product form (spec §3 Product, §7 CRUD): prices typed in euros with a comma, numbers with a
// decimal comma, parts and bundle items only for their product types.

const staffProduct = (overrides: Partial<StaffProduct> = {}): StaffProduct => ({
  ...buildProduct({
    price: 1250,
    minimumQuantity: 0.5,
    quantityStepSize: 0.25,
    tags: [{ id: 4, name: 'Vegan', color: null } as StaffProduct['tags'][number]],
  }),
  pricing: null,
  stock: null,
  ...overrides,
});

const values = (overrides: Partial<ProductValues>): ProductValues => ({
  ...EMPTY_PRODUCT_VALUES,
  name: 'Pizza',
  price: '12,50',
  ...overrides,
});

const configurable = {
  type: 'configurable' as const,
  config: [
    {
      name: 'Größe',
      description: '',
      type: 'select' as const,
      optional: false,
      options: [{ name: 'Groß', modifier: 'add' as const, value: '1,50' }],
    },
  ],
};

describe('productValues: an entity as the form shows it', () => {
  it.each([
    ['price in euros with a comma', 'price', '12,50'],
    ['a fraction with a decimal comma', 'minimumQuantity', '0,5'],
    ['a step', 'quantityStepSize', '0,25'],
    ['an empty number', 'maximumQuantity', '99'],
    ['no stock: empty', 'stock', ''],
    ['no pricing note: empty', 'pricing', ''],
    ['tags as option values', 'tagIds', ['4']],
  ] as const)('%s', (_case, field, expected) => {
    expect(productValues(staffProduct())[field]).toEqual(expected);
  });
});

describe('productBody: the form values as the API body', () => {
  it.each([
    { case: 'price typed in euros', input: { price: '12,50' }, field: 'price', expected: 1250 },
    { case: 'price with a point', input: { price: '3.5' }, field: 'price', expected: 350 },
    {
      case: 'a price that is none stays text',
      input: { price: 'zwölf' },
      field: 'price',
      expected: 'zwölf',
    },
    {
      case: 'decimal comma',
      input: { minimumQuantity: '0,5' },
      field: 'minimumQuantity',
      expected: 0.5,
    },
    {
      case: 'empty number → null',
      input: { maximumQuantity: '' },
      field: 'maximumQuantity',
      expected: null,
    },
    { case: 'no number stays text', input: { stock: 'viele' }, field: 'stock', expected: 'viele' },
    { case: 'tags as ids', input: { tagIds: ['4', '9'] }, field: 'tagIds', expected: [4, 9] },
    {
      case: 'no default unit → null',
      input: { defaultUnit: '' },
      field: 'defaultUnit',
      expected: null,
    },
    {
      case: 'no schedule rows → always (null)',
      input: { schedule: [] },
      field: 'schedule',
      expected: null,
    },
    {
      case: 'lead time off drops its value and type',
      input: { isLeadTimeEnabled: false, leadTimeValue: '2', leadTimeType: 'days' },
      field: 'leadTimeValue',
      expected: null,
    },
    {
      case: 'lead time on keeps its value',
      input: { isLeadTimeEnabled: true, leadTimeValue: '2', leadTimeType: 'days' },
      field: 'leadTimeValue',
      expected: 2,
    },
    {
      case: 'parts of a simple product are not sent',
      input: { ...configurable, type: 'simple' as const },
      field: 'config',
      expected: { parts: [] },
    },
    {
      case: 'parts of a configurable product, option amounts in cents',
      input: configurable,
      field: 'config',
      expected: {
        parts: [
          {
            name: 'Größe',
            description: '',
            type: 'select',
            optional: false,
            options: [{ name: 'Groß', modifier: 'add', value: 150 }],
          },
        ],
      },
    },
    {
      case: 'bundle items of a simple product are not sent',
      input: { bundleItems: [{ productId: 2, amount: '2' }] },
      field: 'bundleItems',
      expected: [],
    },
    {
      case: 'bundle items of a bundle, an empty amount is 1',
      input: {
        type: 'bundle' as const,
        bundleItems: [
          { productId: 2, amount: '2' },
          { productId: 3, amount: '' },
        ],
      },
      field: 'bundleItems',
      expected: [
        { productId: 2, amount: 2 },
        { productId: 3, amount: 1 },
      ],
    },
  ] as const)('$case', ({ input, field, expected }) => {
    const body = productBody(values(input as Partial<ProductValues>)) as Record<string, unknown>;
    expect(body[field]).toEqual(expected);
  });

  it('an entity read into the form and sent back is a valid body with the same values', () => {
    const product = staffProduct({ stock: 12, pricing: 'pro Stück' });
    const body = productBody(productValues(product));
    const parsed = productInputSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body).toMatchObject({
      name: product.name,
      price: 1250,
      minimumQuantity: 0.5,
      quantityStepSize: 0.25,
      stock: 12,
      pricing: 'pro Stück',
      tagIds: [4],
    });
  });

  it('the empty form is rejected by the schema (a product needs a name and a price)', () => {
    expect(productInputSchema.safeParse(productBody(EMPTY_PRODUCT_VALUES)).success).toBe(false);
  });
});

describe('previewProduct: the live preview', () => {
  it.each([
    { case: 'no name', input: { name: '  ' }, expected: null },
    { case: 'no price', input: { price: '' }, expected: null },
    { case: 'a price that is none', input: { price: '12,5,0' }, expected: null },
    { case: 'name and price', input: {}, expected: { name: 'Pizza', price: 1250 } },
  ])('$case', ({ input, expected }) => {
    const preview = previewProduct(values(input));
    if (expected === null) expect(preview).toBeNull();
    else expect(preview).toMatchObject(expected);
  });

  it('keeps only alternative units with a positive ratio and a default unit among them', () => {
    const unitRow = (unit: 'kg' | 'g', ratio: string) => ({
      unit,
      ratio,
      minimumQuantity: '',
      maximumQuantity: '',
      quantityStepSize: '',
      calculationModel: 'fixed' as const,
    });
    const preview = previewProduct(
      values({ alternativeUnits: [unitRow('kg', '0,5'), unitRow('g', '0')], defaultUnit: 'g' }),
    );
    expect(preview?.alternativeUnits.map((row) => [row.unit, row.ratio])).toEqual([['kg', 0.5]]);
    expect(preview?.defaultUnit).toBeNull();
  });

  it('counts an option amount that is none as 0 (the body keeps the text)', () => {
    const input = {
      ...configurable,
      config: [
        { ...configurable.config[0], options: [{ name: 'X', modifier: 'add', value: 'x' }] },
      ],
    } as Partial<ProductValues>;
    expect(previewProduct(values(input))?.config.parts[0]?.options[0]?.value).toBe(0);
    const body = productBody(values(input));
    expect(body.config.parts[0]?.options[0]?.value).toBe('x');
  });
});

describe('Pfand (docs/decisions/046-deposits-and-credit-notes.md)', () => {
  it.each([
    ['empty: no deposit', '', 0],
    ['euros with a comma', '0,25', 25],
    ['text that is no amount stays text (the schema says why)', 'x', 'x'],
  ] as const)('product: %s', (_case, typed, expected) => {
    expect(productBody(values({ deposit: typed })).deposit).toEqual(expected);
  });

  it('reads a product’s and an option’s deposit into the form and sends them back', () => {
    const product = staffProduct({
      deposit: 25,
      type: 'configurable',
      config: {
        parts: [
          {
            name: 'Verpackung',
            type: 'select',
            optional: true,
            options: [
              { name: 'Einweg', modifier: 'add', value: 0 },
              { name: 'Mehrwegschale', modifier: 'add', value: 0, deposit: 500 },
            ],
          },
        ],
      },
    });
    const form = productValues(product);
    expect(form.deposit).toBe('0,25');
    expect(form.config[0]?.options.map((option) => option.deposit)).toEqual([undefined, '5,00']);
    const body = productBody(form);
    expect(productInputSchema.safeParse(body).success).toBe(true);
    expect(body.deposit).toBe(25);
    expect(body.config.parts[0]?.options.map((option) => option.deposit)).toEqual([undefined, 500]);
    expect(previewProduct(form)?.config.parts[0]?.options[1]?.deposit).toBe(500);
  });
});
