import { departmentSchema, MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { branchBody, createVia } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

describeResourceApi<{ branchId: number }>({
  endpoint: '/api/departments',
  entity: 'department',
  permission: 'catalogue',
  schema: departmentSchema,
  setup: async (api) => ({ branchId: (await createVia(api, '/api/branches', branchBody(1))).id }),
  input: (fixtures, n) => ({
    name: ['Backstube', 'Verkauf', 'Konditorei', 'Lieferdienst', 'Büro'][n - 1],
    branchId: n === 2 ? fixtures.branchId : null,
  }),
  change: (_fixtures, body) => ({
    ...body,
    color: '#FFE9C1',
    description: 'Früh- und Spätschicht',
  }),
  changed: { color: '#FFE9C1', description: 'Früh- und Spätschicht' },
  search: { term: () => 'verkauf', field: 'name' },
  sortField: 'name',
  invalid: [
    { name: 'a blank name', body: () => ({ name: '' }), field: 'name', message: MESSAGES.notBlank },
    {
      name: 'a colour that is not hex',
      body: () => ({ name: 'Küche', color: 'gelb' }),
      field: 'color',
      message: MESSAGES.invalidValue,
    },
  ],
  extra: (context) => {
    it('lists the departments of one branch (the list takes a query)', async () => {
      const { api, fixtures } = context();
      const response = await api.call('GET', `/api/departments?branchId=${fixtures.branchId}`);
      expect(response.json().data.items.map((item: { name: string }) => item.name)).toEqual([
        'Verkauf',
      ]);
    });
  },
});
