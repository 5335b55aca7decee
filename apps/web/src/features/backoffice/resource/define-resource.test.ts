import { describe, expect, it } from 'vitest';
import {
  type ColumnDefinition,
  type FieldDefinition,
  type FormValues,
  fieldsBySection,
  labelOf,
  rootFieldOf,
} from './define-resource.ts';
import { resourceProblems } from './resource-checks.ts';

type Values = { name: string; price: string; isEnabled: boolean; branchId: string };
const field = (name: keyof Values, extra: Partial<FieldDefinition<Values>> = {}) =>
  ({ name, label: name, type: 'text', ...extra }) as FieldDefinition<Values>;
const fields = [field('name'), field('price'), field('isEnabled'), field('branchId')];
const names = (groups: { fields: { name: string }[] }[]) =>
  groups.map((group) => group.fields.map((f) => f.name));

describe('fieldsBySection: the tabs of a form', () => {
  it.each([
    {
      case: 'no sections: one group of all fields',
      sections: undefined,
      expected: [['name', 'price', 'isEnabled', 'branchId']],
    },
    {
      case: 'fields named in no tab follow in the first',
      sections: [
        { key: 'a', label: 'A', fields: ['price' as const] },
        { key: 'b', label: 'B', fields: ['isEnabled' as const] },
      ],
      expected: [['price', 'name', 'branchId'], ['isEnabled']],
    },
    {
      case: 'tab order decides, unknown names are skipped',
      sections: [
        { key: 'a', label: 'A', fields: ['branchId' as const, 'nope' as never, 'name' as const] },
        { key: 'b', label: 'B', fields: ['isEnabled' as const, 'price' as const] },
      ],
      expected: [
        ['branchId', 'name'],
        ['isEnabled', 'price'],
      ],
    },
  ])('$case', ({ sections, expected }) => {
    expect(names(fieldsBySection<Values>({ fields, ...(sections ? { sections } : {}) }))).toEqual(
      expected,
    );
  });
});

describe('rootFieldOf: the field an error path belongs to', () => {
  it.each([
    ['name', 'name'],
    ['deliveryAreas.0.price', 'deliveryAreas'],
    ['config[0].options', 'config'],
    ['', ''],
  ])('%s → %s', (path, expected) => {
    expect(rootFieldOf(path)).toBe(expected);
  });
});

describe('labelOf', () => {
  it.each([
    ['create' as const, 'Passwort'],
    ['edit' as const, 'Neues Passwort'],
  ])('%s → %s', (mode, expected) => {
    expect(labelOf({ label: (m) => (m === 'edit' ? 'Neues Passwort' : 'Passwort') }, mode)).toBe(
      expected,
    );
    expect(labelOf({ label: 'Name' }, mode)).toBe('Name');
  });
});

describe('resourceProblems: the rules every declaration keeps', () => {
  const primary: ColumnDefinition<{ id: number }> = {
    key: 'name',
    label: 'Name',
    isPrimary: true,
    render: () => '',
  };
  const other: ColumnDefinition<{ id: number }> = { key: 'other', label: 'X', render: () => '' };
  const good = {
    fields,
    columns: [primary, other],
    emptyValues: { name: '', price: '', isEnabled: true, branchId: '' } as Values,
  };
  type Declaration = Parameters<typeof resourceProblems<{ id: number }, FormValues>>[0];

  it.each<{ case: string; change: Partial<Declaration>; expected: string[] }>([
    { case: 'a good declaration', change: {}, expected: [] },
    {
      case: 'a field without an empty value',
      change: { emptyValues: { name: '', price: '', isEnabled: true } },
      expected: ['field branchId has no empty value'],
    },
    {
      case: 'a field twice',
      change: { fields: [...fields, field('name')] as FieldDefinition<FormValues>[] },
      expected: ['field name declared twice'],
    },
    {
      case: 'a select without options',
      change: {
        fields: [
          ...fields.slice(0, 3),
          field('branchId', { type: 'select' }),
        ] as FieldDefinition<FormValues>[],
      },
      expected: ['select field branchId has no options'],
    },
    {
      case: 'a tab naming an unknown field, a field in two tabs',
      change: {
        sections: [
          { key: 'a', label: 'A', fields: ['name', 'stock'] },
          { key: 'b', label: 'B', fields: ['name'] },
        ],
      },
      expected: ['field name in two tabs', 'tab a names unknown field stock'],
    },
    {
      case: 'a box naming a field of another tab',
      change: {
        sections: [
          {
            key: 'a',
            label: 'A',
            fields: ['name'],
            groups: [{ key: 'g', label: 'G', fields: ['price'] }],
          },
          { key: 'b', label: 'B', fields: ['price'] },
        ],
      },
      expected: ['box g names price, which is not in tab a'],
    },
    {
      case: 'no primary column',
      change: { columns: [other] },
      expected: ['0 primary columns instead of one'],
    },
    {
      case: 'two columns of one key',
      change: { columns: [primary, primary] },
      expected: ['2 primary columns instead of one', 'column name declared twice'],
    },
    {
      case: 'a select filter without options, a filter twice',
      change: {
        filters: [
          { name: 'branchId', label: 'Filiale', type: 'select' },
          { name: 'branchId', label: 'Filiale', type: 'select', options: [] },
        ],
      },
      expected: ['filter branchId declared twice', 'select filter branchId has no options'],
    },
  ])('$case', ({ change, expected }) => {
    expect(resourceProblems({ ...(good as unknown as Declaration), ...change })).toEqual(expected);
  });
});
