import { CATALOGUE_MESSAGES, MESSAGES, productSchema, staffProductSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import {
  configurableProductBody,
  createVia,
  productBody,
  weightProductBody,
} from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';

describeResourceApi({
  endpoint: '/api/products',
  entity: 'product',
  permission: 'catalogue',
  schema: staffProductSchema,
  input: (_fixtures, n) => productBody(n),
  change: (_fixtures, body) => ({
    ...body,
    price: 399,
    deposit: 25,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 2,
    stock: 12,
  }),
  changed: {
    price: 399,
    deposit: 25,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 2,
    stock: 12,
  },
  search: { term: () => 'dinkel', field: 'name' },
  sortField: 'price',
  invalid: [
    {
      name: 'a missing price',
      body: () => ({ ...productBody(1), price: undefined }),
      field: 'price',
      message: MESSAGES.notBlank,
    },
    {
      name: 'a negative deposit (decision 046)',
      body: () => productBody(1, { deposit: -25 }),
      field: 'deposit',
      message: 'Dieser Wert sollte größer oder gleich 0 sein.',
    },
    {
      name: 'a configurable product without parts',
      body: () => productBody(1, { type: 'configurable' }),
      field: 'config',
      message: CATALOGUE_MESSAGES.configurableNeedsPart,
    },
    {
      name: 'a tax rate above 100',
      body: () => productBody(1, { dineInTax: 119 }),
      field: 'dineInTax',
      message: 'Dieser Wert sollte kleiner oder gleich 100 sein.',
    },
    {
      name: 'a bundle of an unknown product',
      body: () =>
        productBody(1, { type: 'bundle', bundleItems: [{ productId: 999999, amount: 1 }] }),
      field: 'bundleItems',
      message: MESSAGES.invalidChoice,
    },
  ],
  conflict: {
    arrange: async (api, product) => {
      const category = await createVia(api, '/api/categories', { name: 'Brot' });
      await createVia(api, '/api/menus', {
        name: 'Brotkarte',
        availableFrom: '2026-01-01T00:00:00Z',
        catalog: { categories: [{ id: category.id, products: [{ id: product.id }] }] },
      });
    },
    message: 'Dieses Produkt ist in einem Produktkatalog enthalten.',
  },
  initUrl: '/api/products',
  extra: (context) => {
    it('stores a configurable product with two parts and a weight product with an alternative unit as customers read them', async () => {
      const { api } = context();
      const configurable = await createVia<{ id: number }>(
        api,
        '/api/products',
        configurableProductBody(),
      );
      const weight = await createVia<{ id: number }>(api, '/api/products', weightProductBody());
      const products = await api.initEntry<unknown[]>('/api/products');
      const shown = products.map((product) => productSchema.parse(product));
      const parts = shown.find((product) => product.id === configurable.id)?.config.parts;
      expect(
        parts?.map((part) => [part.name, part.type, part.optional, part.options.length]),
      ).toEqual([
        ['Sorte', 'select', false, 2],
        ['Belag', 'multiselect', true, 2],
      ]);
      expect(shown.find((product) => product.id === weight.id)).toMatchObject({
        unit: 'kg',
        price: 690,
        alternativeUnits: [{ unit: 'piece', ratio: 1.5, calculationModel: 'approximate' }],
      });
      expect(
        products.find((product) => (product as { id: number }).id === weight.id),
      ).not.toHaveProperty('stock');
    });

    it('stores allergens and additives on options and refuses unknown ones in German (decision 032)', async () => {
      const { api } = context();
      const body: Record<string, unknown> = configurableProductBody();
      const parts = (body.config as { parts: { options: Record<string, unknown>[] }[] }).parts;
      parts[1]!.options[1] = {
        ...parts[1]!.options[1],
        allergens: ['milk'],
        additives: ['colour'],
      };
      const created = await createVia<{ id: number }>(api, '/api/products', body);
      const products = await api.initEntry<unknown[]>('/api/products');
      const shown = products
        .map((product) => productSchema.parse(product))
        .find((product) => product.id === created.id);
      expect(shown?.config.parts[1]?.options[1]).toMatchObject({
        name: 'Käse',
        allergens: ['milk'],
        additives: ['colour'],
      });

      parts[1]!.options[1] = { ...parts[1]!.options[1], allergens: ['nougat'] };
      const refused = await api.call('PUT', `/api/products/${created.id}`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].message).toBe(MESSAGES.invalidChoice);
      expect(refused.json().errors[0].field).toContain('config');
      const again = (await api.initEntry<unknown[]>('/api/products'))
        .map((product) => productSchema.parse(product))
        .find((product) => product.id === created.id);
      expect(again?.config.parts[1]?.options[1]?.allergens).toEqual(['milk']);
    });

    it('stores the product’s own allergen and additive codes in the law’s order, each once, and refuses unknown ones (decision 032)', async () => {
      const { api } = context();
      const body: Record<string, unknown> = {
        ...configurableProductBody(),
        allergenCodes: ['milk', 'gluten', 'milk'],
        additiveCodes: ['caffeine'],
      };
      const created = await createVia<{ id: number }>(api, '/api/products', body);
      const read = async () =>
        (await api.initEntry<unknown[]>('/api/products'))
          .map((product) => productSchema.parse(product))
          .find((product) => product.id === created.id);
      expect(await read()).toMatchObject({
        allergenCodes: ['gluten', 'milk'],
        additiveCodes: ['caffeine'],
      });

      const refused = await api.call('PUT', `/api/products/${created.id}`, {
        ...body,
        allergenCodes: ['gluten', 'nougat'],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({
        field: expect.stringContaining('allergenCodes'),
        message: MESSAGES.invalidChoice,
      });
      expect((await read())?.allergenCodes).toEqual(['gluten', 'milk']);
    });

    it('duplicates a product with a new uid and " (Kopie)"', async () => {
      const { api } = context();
      const source = await createVia<{ id: number; uid: string }>(
        api,
        '/api/products',
        configurableProductBody({ name: 'Käsebrötchen' }),
      );
      const response = await api.call('POST', `/api/products/${source.id}/duplicate`);
      expect(response.statusCode, response.body).toBe(201);
      const copy = staffProductSchema.parse(response.json().data);
      expect(copy).toMatchObject({
        name: 'Käsebrötchen (Kopie)',
        type: 'configurable',
        price: 180,
      });
      expect(copy.id).not.toBe(source.id);
      expect(copy.uid).not.toBe(source.uid);
      expect(copy.config.parts).toHaveLength(2);
      expect(await api.lastAuditEntry('product', copy.id)).toMatchObject({ action: 'create' });
      expect((await api.call('POST', '/api/products/999999/duplicate')).statusCode).toBe(404);
    });

    it('filters the list by type and refuses a bundle that contains itself', async () => {
      const { api } = context();
      const part = await createVia<{ id: number }>(api, '/api/products', productBody(4));
      const bundle = await createVia<{ id: number }>(
        api,
        '/api/products',
        productBody(5, { type: 'bundle', bundleItems: [{ productId: part.id, amount: 2 }] }),
      );
      const bundles = await api.call('GET', '/api/products?type=bundle');
      expect(bundles.json().data.items.map((item: { id: number }) => item.id)).toEqual([bundle.id]);
      const itself = await api.call('PUT', `/api/products/${bundle.id}`, {
        ...productBody(5, { type: 'bundle' }),
        bundleItems: [{ productId: bundle.id, amount: 1 }],
      });
      expect(itself.statusCode).toBe(422);
      expect(itself.json().errors[0].message).toBe(CATALOGUE_MESSAGES.bundleContainsItself);
      const inBundle = await api.call('DELETE', `/api/products/${part.id}`);
      expect(inBundle.statusCode).toBe(409);
    });
  },
});
