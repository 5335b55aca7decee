import { MESSAGES, SIGNAGE_MESSAGES, staffSignageSegmentSchema } from '@shop/domain';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = { categoryId: number };

const segment = (fixtures: Fixtures, n: number) => ({
  name: ['Frühstückstafel', 'Mittagstafel', 'Kuchentafel', 'Getränketafel', 'Abendtafel'][n - 1],
  kind: 'menuBoard',
  durationSeconds: 10 + n,
  title: null,
  categoryId: fixtures.categoryId,
});

/** spec §7 CRUD /api/digital-signage-segments (docs/decisions/033-digital-signage.md). */
describeResourceApi<Fixtures>({
  endpoint: '/api/digital-signage-segments',
  entity: 'signageSegment',
  permission: 'signage',
  schema: staffSignageSegmentSchema,
  setup: async (api) => ({
    categoryId: (await createVia(api, '/api/categories', { name: 'Brot' })).id,
  }),
  input: segment,
  change: (_fixtures, body) => ({ ...body, title: 'Unser Brot', durationSeconds: 30 }),
  changed: { title: 'Unser Brot', durationSeconds: 30 },
  search: { term: () => 'Mittag', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a menu board without a category',
      body: (fixtures) => ({ ...segment(fixtures, 5), categoryId: null }),
      field: 'categoryId',
      message: SIGNAGE_MESSAGES.categoryRequired,
    },
    {
      name: 'an image segment without an image',
      body: (fixtures) => ({ ...segment(fixtures, 5), kind: 'image' }),
      field: 'imageId',
      message: SIGNAGE_MESSAGES.imageRequired,
    },
    {
      name: 'a duration of one second',
      body: (fixtures) => ({ ...segment(fixtures, 5), durationSeconds: 1 }),
      field: 'durationSeconds',
      message: SIGNAGE_MESSAGES.duration,
    },
    {
      name: 'an unknown category',
      body: (fixtures) => ({ ...segment(fixtures, 5), categoryId: 999999 }),
      field: 'categoryId',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'a web page over http',
      body: (fixtures) => ({
        ...segment(fixtures, 5),
        kind: 'webPage',
        url: 'http://www.example.de/aktionen',
      }),
      field: 'url',
      message: SIGNAGE_MESSAGES.webPageUrl,
    },
    {
      name: 'a web page without an address',
      body: (fixtures) => ({ ...segment(fixtures, 5), kind: 'webPage' }),
      field: 'url',
      message: SIGNAGE_MESSAGES.webPageUrl,
    },
    {
      name: 'no name',
      body: (fixtures) => ({ ...segment(fixtures, 5), name: '' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
  ],
});
