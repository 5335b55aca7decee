import { FIELD_MESSAGES, MESSAGES, productGroupSchema } from '@shop/domain';
import { expect } from 'vitest';
import { createVia, productBody } from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';

describeResourceApi<{ productIds: number[] }>({
  endpoint: '/api/product-groups',
  entity: 'productGroup',
  permission: 'catalogue',
  schema: productGroupSchema,
  setup: async (api) => ({
    productIds: [
      (await createVia(api, '/api/products', productBody(1))).id,
      (await createVia(api, '/api/products', productBody(2))).id,
    ],
  }),
  input: (fixtures, n) => ({
    name: ['Brotwahl', 'Getränkewahl', 'Beilagen', 'Desserts', 'Extras'][n - 1],
    products: [{ id: fixtures.productIds[0] }],
  }),
  change: (fixtures, body) => ({
    ...body,
    maximumSelections: 2,
    products: [
      { id: fixtures.productIds[1], isVisibleWhenUnavailable: true },
      { id: fixtures.productIds[0], isEnabled: false },
    ],
  }),
  changed: {
    maximumSelections: 2,
    products: [
      { id: expect.any(Number), isEnabled: true, isVisibleWhenUnavailable: true, schedule: null },
      { id: expect.any(Number), isEnabled: false, isVisibleWhenUnavailable: false, schedule: null },
    ],
  },
  search: { term: () => 'getränke', field: 'name' },
  sortField: 'name',
  invalid: [
    { name: 'a blank name', body: () => ({ name: '' }), field: 'name', message: MESSAGES.notBlank },
    {
      name: 'more required than allowed',
      body: () => ({ name: 'Wahl', minimumSelections: 3, maximumSelections: 2 }),
      field: 'maximumSelections',
      message: FIELD_MESSAGES.minimumAboveMaximum,
    },
    {
      name: 'an unknown product',
      body: () => ({ name: 'Wahl', products: [{ id: 999999 }] }),
      field: 'products',
      message: MESSAGES.invalidChoice,
    },
  ],
});
