import { type StaffTable, tableInputSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems, schemaErrorPaths } from '../../resource/resource-checks.ts';
import { tablesResource } from './tables-resource.tsx';

// spec §3 Table, §7 CRUD tables: a list filtered by branch, branch names from the options endpoint.
const table: StaffTable = {
  id: 9,
  identifier: '12',
  branch: { id: 4 },
  name: 'Fenster',
  seats: null,
  isEnabled: true,
  position: 0,
};

describe('tablesResource', () => {
  it('keeps the rules of a declaration', () => {
    expect(resourceProblems(tablesResource)).toEqual([]);
  });

  it('filters by branch with the branches as options', () => {
    expect(tablesResource.filters).toEqual([
      expect.objectContaining({
        name: 'branchId',
        type: 'select',
        optionsFrom: expect.objectContaining({ endpoint: '/api/branches/options' }),
      }),
    ]);
    const parse = tablesResource.filters?.[0]?.optionsFrom?.parse;
    expect(parse?.([{ id: 4, name: 'Wien Mitte', city: 'Wien' }])).toEqual([
      { value: '4', label: 'Wien Mitte', hint: 'Wien' },
    ]);
  });

  it.each([
    { case: 'a known branch', lookup: () => 'Wien Mitte', expected: 'Wien Mitte' },
    { case: 'a branch not (yet) loaded', lookup: () => undefined, expected: '' },
  ])('the branch column shows the option label: $case', ({ lookup, expected }) => {
    const column = tablesResource.columns.find((candidate) => candidate.key === 'branch');
    expect(column?.render(table, lookup)).toBe(expected);
  });

  it.each([
    { case: 'no seats', seats: null, values: '', body: null },
    { case: 'seats', seats: 4, values: '4', body: 4 },
  ])('round trip: $case', ({ seats, values, body }) => {
    const formValues = tablesResource.toValues({ ...table, seats });
    expect(formValues).toMatchObject({ branchId: '4', seats: values, name: 'Fenster' });
    const parsed = tableInputSchema.parse(tablesResource.toBody(formValues, 'edit'));
    expect(parsed).toMatchObject({ identifier: '12', branchId: 4, seats: body, position: 0 });
  });

  it.each([
    {
      case: 'no branch chosen',
      values: { identifier: '1', branchId: '' },
      errorPaths: ['branchId'],
    },
    {
      case: 'zero seats',
      values: { identifier: '1', branchId: '4', seats: '0' },
      errorPaths: ['seats'],
    },
    {
      case: 'a space in the number',
      values: { identifier: 'A 1', branchId: '4' },
      errorPaths: ['identifier'],
    },
    { case: 'complete', values: { identifier: 'A1', branchId: '4', seats: '6' }, errorPaths: [] },
  ])('the form schema: $case', ({ values, errorPaths }) => {
    const body = tablesResource.toBody({ ...tablesResource.emptyValues, ...values }, 'create');
    expect(schemaErrorPaths(tableInputSchema, body)).toEqual(errorPaths);
  });
});
