import { FIELD_MESSAGES, MESSAGES, staffCategorySchema } from '@shop/domain';
import { createVia } from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';

const NAMES = ['Brot', 'Brötchen', 'Kuchen', 'Torten', 'Getränke'];

describeResourceApi({
  endpoint: '/api/categories',
  entity: 'category',
  permission: 'catalogue',
  schema: staffCategorySchema,
  input: (_fixtures, n) => ({ name: NAMES[n - 1], description: `Unsere ${NAMES[n - 1]}` }),
  change: (_fixtures, body) => ({
    ...body,
    name: 'Kuchen am Nachmittag',
    isVisibleWhenUnavailable: true,
    schedule: [{ type: 'daily', from: '14:00', to: '18:00' }],
  }),
  changed: {
    name: 'Kuchen am Nachmittag',
    isVisibleWhenUnavailable: true,
    schedule: [{ type: 'daily', date: null, isClosed: false, from: '14:00', to: '18:00' }],
  },
  search: { term: () => 'brötchen', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a blank name',
      body: () => ({ name: ' ' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'a schedule entry without times',
      body: () => ({ name: 'Abend', schedule: [{ type: 'daily', from: '18:00' }] }),
      field: 'schedule',
      message: FIELD_MESSAGES.openNeedsTimes,
    },
  ],
  conflict: {
    arrange: async (api, category) => {
      await createVia(api, '/api/menus', {
        name: 'Hauptkarte',
        availableFrom: '2026-01-01T00:00:00Z',
        catalog: { categories: [{ id: category.id }] },
      });
    },
    message: 'Diese Kategorie ist in einem Produktkatalog enthalten.',
  },
  initUrl: '/api/categories',
});
