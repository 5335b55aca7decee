import { FIELD_MESSAGES, MESSAGES, staffDonateeSchema } from '@shop/domain';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

describeResourceApi({
  endpoint: '/api/donatees',
  entity: 'donatee',
  permission: 'content',
  schema: staffDonateeSchema,
  input: (_fixtures, n) => ({
    identifier: `verein-${n}`,
    name: ['Tafel Hamburg', 'Kinderhilfe Nord', 'Bienenwiese', 'Tierheim Süd', 'Lesepaten'][n - 1],
    description: 'Gemeinnütziger Verein',
  }),
  change: (_fixtures, body) => ({
    ...body,
    website: 'https://tafel.example.org',
    isEnabled: false,
  }),
  changed: { website: 'https://tafel.example.org', isEnabled: false },
  search: { term: () => 'kinderhilfe', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a blank name',
      body: () => ({ identifier: 'x', name: '' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'an identifier with umlauts',
      body: () => ({ identifier: 'bienenwiese-süd', name: 'B' }),
      field: 'identifier',
      message: FIELD_MESSAGES.identifier,
    },
    {
      name: 'a website without https',
      body: () => ({ identifier: 'x', name: 'X', website: 'tafel' }),
      field: 'website',
      message: MESSAGES.invalidUrl,
    },
  ],
  uniqueField: 'identifier',
  initUrl: '/api/donatees',
});
