import { FIELD_MESSAGES, MESSAGES, staffDivisionSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { describeResourceApi } from '../../../../test/resource-suite.ts';
import { branches } from '../../../db/schema/index.ts';
import { buildBranch } from '../../auth/auth.test-support.ts';

describeResourceApi({
  endpoint: '/api/divisions',
  entity: 'division',
  permission: 'catalogue',
  schema: staffDivisionSchema,
  input: (_fixtures, n) => ({
    identifier: `region-${n}`,
    name: `Region ${['Nord', 'Süd', 'West', 'Ost', 'Mitte'][n - 1]}`,
    description: 'Bäckereien der Region',
    position: n,
  }),
  change: (_fixtures, body) => ({ ...body, name: 'Region Küste', isEnabled: false }),
  changed: { name: 'Region Küste', isEnabled: false },
  search: { term: () => 'süd', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a blank name',
      body: () => ({ identifier: 'leer', name: ' ' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'an identifier with capitals and spaces',
      body: () => ({ identifier: 'Region Nord', name: 'Nord' }),
      field: 'identifier',
      message: FIELD_MESSAGES.identifier,
    },
  ],
  uniqueField: 'identifier',
  conflict: {
    arrange: async (api, division) => {
      const branchId = await buildBranch(api.db, 'Filiale der Region');
      await api.db
        .update(branches)
        .set({ divisionId: division.id })
        .where(eq(branches.id, branchId));
    },
    message: 'Dieser Organisation ist noch 1 Filiale zugeordnet.',
  },
  initUrl: '/api/divisions',
});
