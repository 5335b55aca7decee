import { divisionInputSchema, type StaffDivision } from '@shop/domain';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceProblems, schemaErrorPaths } from '../../resource/resource-checks.ts';
import { divisionsResource } from './divisions-resource.tsx';

// spec §7 CRUD divisions: the declaration the generic list and form pages are built from.
const division: StaffDivision = {
  id: 3,
  identifier: 'nord',
  name: 'Region Nord',
  description: null,
  isEnabled: false,
  position: 2,
};

describe('divisionsResource', () => {
  it('keeps the rules of a declaration', () => {
    expect(resourceProblems(divisionsResource)).toEqual([]);
  });

  it('lists name (with the identifier below) and status, sorted by position', () => {
    expect(divisionsResource.columns.map((column) => [column.key, column.sortField])).toEqual([
      ['name', 'name'],
      ['isEnabled', 'isEnabled'],
    ]);
    const [name, status] = divisionsResource.columns;
    expect(name?.render(division, () => undefined)).toBe('Region Nord');
    expect(name?.secondary?.(division)).toBe('nord');
    expect(isValidElement(status?.render(division, () => undefined))).toBe(true);
    expect(divisionsResource.defaultSort).toBe('position');
    expect(divisionsResource.titleOf(division)).toBe('Region Nord');
  });

  it('a new division starts enabled at position 0', () => {
    expect(divisionsResource.emptyValues).toEqual({
      name: '',
      identifier: '',
      description: '',
      isEnabled: true,
      position: '0',
    });
  });

  it('an entity read into the form and sent back is the same valid body', () => {
    const values = divisionsResource.toValues(division);
    expect(values).toEqual({
      name: 'Region Nord',
      identifier: 'nord',
      description: '',
      isEnabled: false,
      position: '2',
    });
    const body = divisionsResource.toBody(values, 'edit');
    expect(divisionInputSchema.parse(body)).toEqual({
      name: 'Region Nord',
      identifier: 'nord',
      description: null,
      isEnabled: false,
      position: 2,
    });
  });

  it.each([
    { case: 'empty position → 0', position: '', expected: 0 },
    { case: 'a typed position', position: ' 12 ', expected: 12 },
    {
      case: 'a position that is none stays NaN (the schema names the field)',
      position: 'x',
      expected: Number.NaN,
    },
  ])('toBody: $case', ({ position, expected }) => {
    const body = divisionsResource.toBody(
      { ...divisionsResource.emptyValues, position },
      'create',
    ) as {
      position: number;
    };
    expect(body.position).toBe(expected);
  });

  it.each([
    { case: 'the empty form', values: {}, errorPaths: ['identifier', 'name'] },
    {
      case: 'a bad identifier',
      values: { name: 'Nord', identifier: 'Nord Ost!' },
      errorPaths: ['identifier'],
    },
    { case: 'a complete form', values: { name: 'Nord', identifier: 'nord' }, errorPaths: [] },
  ])('the form schema: $case', ({ values, errorPaths }) => {
    const body = divisionsResource.toBody(
      { ...divisionsResource.emptyValues, ...values },
      'create',
    );
    expect(schemaErrorPaths(divisionInputSchema, body)).toEqual(errorPaths);
  });
});
