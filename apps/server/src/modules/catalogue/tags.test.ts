import { MESSAGES, staffTagSchema } from '@shop/domain';
import { expect } from 'vitest';
import { createVia, imageDataUrl } from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';

const NAMES = ['Vegan', 'Glutenfrei', 'Laktosefrei', 'Bio', 'Regional'];

describeResourceApi<{ imageId: number }>({
  endpoint: '/api/tags',
  entity: 'tag',
  permission: 'catalogue',
  schema: staffTagSchema,
  setup: async (api) => ({
    imageId: (
      await createVia(api, '/api/images', {
        data: await imageDataUrl(32, 32, 'png'),
        name: 'blatt.png',
      })
    ).id,
  }),
  input: (_fixtures, n) => ({ name: NAMES[n - 1], position: n }),
  change: (fixtures, body) => ({ ...body, name: 'Saisonal', imageId: fixtures.imageId }),
  changed: { name: 'Saisonal', image: { id: expect.any(Number), extension: 'png' } },
  search: { term: () => 'gluten', field: 'name' },
  sortField: 'name',
  invalid: [
    { name: 'a blank name', body: () => ({ name: '' }), field: 'name', message: MESSAGES.notBlank },
    {
      name: 'a name longer than 100 characters',
      body: () => ({ name: 'x'.repeat(101) }),
      field: 'name',
      message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 100 Zeichen haben.',
    },
    {
      name: 'an unknown image',
      body: () => ({ name: 'Neu', imageId: 999999 }),
      field: 'imageId',
      message: MESSAGES.invalidChoice,
    },
  ],
  uniqueField: 'name',
  initUrl: '/api/tags',
});
