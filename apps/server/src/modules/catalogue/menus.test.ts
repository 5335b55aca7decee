import { MESSAGES, menuSchema, staffMenuSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { branchBody, createVia, productBody } from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';

type Fixtures = { branchId: number; categoryIds: number[]; productIds: number[] };

const catalog = (fixtures: Fixtures) => ({
  categories: [
    {
      id: fixtures.categoryIds[1],
      products: [{ id: fixtures.productIds[2] }, { id: fixtures.productIds[0] }],
    },
    { id: fixtures.categoryIds[0], products: [{ id: fixtures.productIds[1] }] },
  ],
});

describeResourceApi<Fixtures>({
  endpoint: '/api/menus',
  entity: 'menu',
  permission: 'catalogue',
  schema: staffMenuSchema,
  setup: async (api) => ({
    branchId: (await createVia(api, '/api/branches', branchBody(1))).id,
    categoryIds: [
      (await createVia(api, '/api/categories', { name: 'Brot' })).id,
      (await createVia(api, '/api/categories', { name: 'Kuchen' })).id,
    ],
    productIds: [
      (await createVia(api, '/api/products', productBody(1))).id,
      (await createVia(api, '/api/products', productBody(2))).id,
      (await createVia(api, '/api/products', productBody(3))).id,
    ],
  }),
  input: (fixtures, n) => ({
    name: ['Sommerkarte', 'Winterkarte', 'Osterkarte', 'Weihnachtskarte', 'Frühstückskarte'][n - 1],
    availableFrom: `2026-0${n}-01T00:00:00+01:00`,
    branchIds: [fixtures.branchId],
    catalog: { categories: [] },
  }),
  change: (fixtures, body) => ({ ...body, catalog: catalog(fixtures) }),
  changed: {
    catalog: {
      categories: [
        {
          id: expect.any(Number),
          products: [{ id: expect.any(Number) }, { id: expect.any(Number) }],
        },
        { id: expect.any(Number), products: [{ id: expect.any(Number) }] },
      ],
    },
  },
  search: { term: () => 'winter', field: 'name' },
  sortField: 'availableFrom',
  invalid: [
    {
      name: 'an invalid start',
      body: () => ({ name: 'Karte', availableFrom: '1. Januar', catalog: { categories: [] } }),
      field: 'availableFrom',
      message: MESSAGES.invalidDateTime,
    },
    {
      name: 'an unknown category',
      body: () => ({
        name: 'Karte',
        availableFrom: '2026-01-01T00:00:00Z',
        catalog: { categories: [{ id: 999999 }] },
      }),
      field: 'catalog',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'a category twice',
      body: (fixtures) => ({
        name: 'Karte',
        availableFrom: '2026-01-01T00:00:00Z',
        catalog: { categories: [{ id: fixtures.categoryIds[0] }, { id: fixtures.categoryIds[0] }] },
      }),
      field: 'catalog',
      message: MESSAGES.uniqueCollection,
    },
  ],
  initUrl: '/api/menus',
  extra: (context) => {
    it('keeps the catalog order, lists a branch’s menus and shows the menu to customers', async () => {
      const { api, fixtures } = context();
      const menu = await createVia<{ id: number }>(api, '/api/menus', {
        name: 'Hauptkarte',
        availableFrom: '2026-11-01T00:00:00+01:00',
        branchIds: [fixtures.branchId],
        catalog: catalog(fixtures),
      });
      const [first, second] = fixtures.categoryIds;
      const [p1, p2, p3] = fixtures.productIds;
      const expected = {
        categories: [
          { id: second, products: [{ id: p3 }, { id: p1 }] },
          { id: first, products: [{ id: p2 }] },
        ],
      };
      const ofBranch = await api.call('GET', `/api/branches/${fixtures.branchId}/menus`);
      expect(ofBranch.statusCode).toBe(200);
      const menus = ofBranch.json().data as { id: number; catalog: unknown }[];
      expect(menus[0]).toMatchObject({ id: menu.id, catalog: expected });
      const shown = (await api.initEntry<unknown[]>('/api/menus')).map((item) =>
        menuSchema.parse(item),
      );
      expect(shown.find((item) => item.id === menu.id)?.catalog).toEqual(expected);
      expect((await api.call('GET', '/api/branches/999999/menus')).statusCode).toBe(404);
    });

    it('answers a path that names no branch with the German 404, after the login check (docs/decisions/025)', async () => {
      const { api } = context();
      for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
        const url = `/api/branches/${id}/menus`;
        expect((await api.call('GET', url, undefined, {})).statusCode, url).toBe(401);
        const response = await api.call('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
      }
    });

    it('duplicates a menu as a disabled copy with the same catalog', async () => {
      const { api, fixtures } = context();
      const source = await createVia<{ id: number }>(api, '/api/menus', {
        name: 'Adventskarte',
        availableFrom: '2026-11-29T00:00:00+01:00',
        branchIds: [fixtures.branchId],
        catalog: catalog(fixtures),
      });
      const response = await api.call('POST', `/api/menus/${source.id}/duplicate`);
      expect(response.statusCode, response.body).toBe(201);
      const copy = staffMenuSchema.parse(response.json().data);
      expect(copy).toMatchObject({
        name: 'Adventskarte (Kopie)',
        isEnabled: false,
        branches: [{ id: fixtures.branchId }],
      });
      expect(copy.catalog.categories.map((category) => category.id)).toEqual([
        fixtures.categoryIds[1],
        fixtures.categoryIds[0],
      ]);
      const shown = await api.initEntry<{ id: number }[]>('/api/menus');
      expect(shown.map((item) => item.id)).not.toContain(copy.id);
    });
  },
});
