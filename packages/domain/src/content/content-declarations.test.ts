import { describe, expect, it } from 'vitest';
import {
  blockDefault,
  blockInputSchema,
  booleanLabel,
  CONTENT_BLOCK_TYPE_KEYS,
  CONTENT_MESSAGES,
  type ContentField,
  fieldDefault,
  fieldSchema,
  navigationInputSchema,
  SECTION_TYPES,
  selectLabel,
  siteInputSchema,
} from '../contracts/index.ts';
import { mapBlockRichText } from './rich-text.ts';

const image = { id: 4, version: 1, extension: 'jpg' };
const file = { publicHash: 'abc123', id: 7, version: 2, extension: 'pdf' };

describe('content field types (spec §3)', () => {
  const cases: {
    name: string;
    field: ContentField;
    value: unknown;
    ok: boolean;
    parsed?: unknown;
  }[] = [
    {
      name: 'text within max',
      field: { key: 'a', label: 'A', type: 'text', max: 5 },
      value: 'Hallo',
      ok: true,
    },
    {
      name: 'text over max',
      field: { key: 'a', label: 'A', type: 'text', max: 5 },
      value: 'Hallo!',
      ok: false,
    },
    {
      name: 'text under min',
      field: { key: 'a', label: 'A', type: 'text', min: 3 },
      value: 'ab',
      ok: false,
    },
    {
      name: 'required text blank',
      field: { key: 'a', label: 'A', type: 'text', required: true },
      value: '  ',
      ok: false,
    },
    {
      name: 'optional text missing',
      field: { key: 'a', label: 'A', type: 'text' },
      value: undefined,
      ok: true,
      parsed: '',
    },
    {
      name: 'number with 2 decimals',
      field: { key: 'n', label: 'N', type: 'number', decimals: 2 },
      value: 1.25,
      ok: true,
    },
    {
      name: 'number with too many decimals',
      field: { key: 'n', label: 'N', type: 'number', decimals: 1 },
      value: 1.25,
      ok: false,
    },
    {
      name: 'integer number',
      field: { key: 'n', label: 'N', type: 'number', decimals: 0 },
      value: 1.5,
      ok: false,
    },
    {
      name: 'number above max',
      field: { key: 'n', label: 'N', type: 'number', decimals: 0, max: 10 },
      value: 11,
      ok: false,
    },
    {
      name: 'number below min',
      field: { key: 'n', label: 'N', type: 'number', decimals: 0, min: 1 },
      value: 0,
      ok: false,
    },
    {
      name: 'boolean default',
      field: { key: 'b', label: 'B', type: 'boolean' },
      value: undefined,
      ok: true,
      parsed: false,
    },
    {
      name: 'select option',
      field: { key: 's', label: 'S', type: 'select', options: [{ value: 'x', label: 'X' }] },
      value: 'x',
      ok: true,
    },
    {
      name: 'select unknown option',
      field: { key: 's', label: 'S', type: 'select', options: [{ value: 'x', label: 'X' }] },
      value: 'y',
      ok: false,
    },
    {
      name: 'select default when missing',
      field: {
        key: 's',
        label: 'S',
        type: 'select',
        options: [{ value: 'x', label: 'X' }],
        default: 'x',
        required: true,
      },
      value: undefined,
      ok: true,
      parsed: 'x',
    },
    {
      name: 'email',
      field: { key: 'e', label: 'E', type: 'email' },
      value: 'Info@Shop.example',
      ok: true,
      parsed: 'info@shop.example',
    },
    {
      name: 'bad email',
      field: { key: 'e', label: 'E', type: 'email' },
      value: 'kein-at',
      ok: false,
    },
    { name: 'image', field: { key: 'i', label: 'I', type: 'image' }, value: image, ok: true },
    {
      name: 'image missing',
      field: { key: 'i', label: 'I', type: 'image' },
      value: undefined,
      ok: true,
      parsed: null,
    },
    {
      name: 'required image missing',
      field: { key: 'i', label: 'I', type: 'image', required: true },
      value: null,
      ok: false,
    },
    {
      name: 'images',
      field: { key: 'i', label: 'I', type: 'images' },
      value: [image, image],
      ok: true,
    },
    { name: 'file', field: { key: 'f', label: 'F', type: 'file' }, value: file, ok: true },
    {
      name: 'file with a bad hash',
      field: { key: 'f', label: 'F', type: 'file' },
      value: { ...file, publicHash: '../x' },
      ok: false,
    },
    { name: 'files', field: { key: 'f', label: 'F', type: 'files' }, value: [file], ok: true },
    {
      name: 'required wysiwyg with only tags',
      field: { key: 'w', label: 'W', type: 'wysiwyg', required: true },
      value: '<p> </p>',
      ok: false,
    },
    {
      name: 'group with an unknown key',
      field: {
        key: 'g',
        label: 'G',
        type: 'group',
        fields: [{ key: 'a', label: 'A', type: 'text' }],
      },
      value: { b: 'x' },
      ok: false,
    },
    {
      name: 'list over max',
      field: {
        key: 'l',
        label: 'L',
        type: 'list',
        max: 1,
        fields: [{ key: 'a', label: 'A', type: 'text' }],
      },
      value: [{ a: 'x' }, { a: 'y' }],
      ok: false,
    },
    {
      name: 'collection of typed items',
      field: {
        key: 'c',
        label: 'C',
        type: 'collection',
        itemTypes: {
          t: [{ key: 'a', label: 'A', type: 'text' }],
          u: [{ key: 'b', label: 'B', type: 'boolean' }],
        },
      },
      value: [
        { type: 't', value: { a: 'x' } },
        { type: 'u', value: { b: true } },
      ],
      ok: true,
    },
    {
      name: 'collection item of an unknown type',
      field: {
        key: 'c',
        label: 'C',
        type: 'collection',
        itemTypes: {
          t: [{ key: 'a', label: 'A', type: 'text' }],
          u: [{ key: 'b', label: 'B', type: 'boolean' }],
        },
      },
      value: [{ type: 'v', value: {} }],
      ok: false,
    },
  ];
  it.each(cases)('$name', ({ field, value, ok, parsed }) => {
    const result = fieldSchema(field).safeParse(value);
    expect(result.success).toBe(ok);
    if (parsed !== undefined) expect(result.data).toEqual(parsed);
  });

  it.each([
    [{ key: 'a', label: 'A', type: 'text' } as ContentField, ''],
    [{ key: 'a', label: 'A', type: 'number', decimals: 0, default: 3 } as ContentField, 3],
    [{ key: 'a', label: 'A', type: 'boolean' } as ContentField, false],
    [{ key: 'a', label: 'A', type: 'images' } as ContentField, []],
    [{ key: 'a', label: 'A', type: 'image' } as ContentField, null],
  ])('default of %o is %o', (field, expected) => expect(fieldDefault(field)).toEqual(expected));

  it.each([
    [true, 'Ja'],
    [false, 'Nein'],
  ])('boolean %s reads %s', (value, label) => expect(booleanLabel(value)).toBe(label));

  const select = {
    options: [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ],
  };
  it.each([
    [{ ...select }, 'b', 'Beta'],
    [{ ...select, default: 'a' }, 'zzz', 'Alpha'],
    [{ ...select }, null, '-'],
  ])('select %o with %s reads %s', (field, value, label) =>
    expect(selectLabel(field, value)).toBe(label),
  );
});

describe('content block types (spec §3)', () => {
  it('declares the fourteen block types, eleven of them sections', () => {
    expect(CONTENT_BLOCK_TYPE_KEYS).toHaveLength(14);
    expect(SECTION_TYPES).toHaveLength(11);
  });

  it.each(CONTENT_BLOCK_TYPE_KEYS)('the default value of %s is valid', (type) => {
    const body = { identifier: 'x', name: 'X', type, value: blockDefault(type) };
    const needsInput = ['link', 'hero', 'heroSmall'].includes(type);
    const value = needsInput ? { ...blockDefault(type), linkUrl: '/x', title: 'T' } : body.value;
    const clean = Object.fromEntries(
      Object.entries(value).filter(([key]) => key in blockDefault(type)),
    );
    expect(blockInputSchema.safeParse({ ...body, value: clean }).success).toBe(true);
  });

  it.each([
    ['hero', 'color', 'white'],
    ['sectionImageText', 'columnRatio', 'sameSize'],
    ['sectionImageText', 'positionImageLeft', false],
    ['link', 'linkType', 'link'],
  ] as const)('%s starts with %s = %s', (type, key, value) => {
    expect(blockDefault(type)[key]).toEqual(value);
  });

  it.each([
    ['an unknown colour', { type: 'hero', value: { title: 'T', color: 'pink' } }, 'value.color'],
    ['a missing hero title', { type: 'hero', value: { color: 'white' } }, 'value.title'],
    [
      'an unknown ratio',
      { type: 'sectionImageText', value: { columnRatio: '10:90' } },
      'value.columnRatio',
    ],
    [
      'three columns in a two-column section',
      { type: 'sectionTwoColumns', value: { columns: [{}, {}, {}] } },
      'value.columns',
    ],
  ])('refuses %s at %s', (_name, block, path) => {
    const result = blockInputSchema.safeParse({ identifier: 'b', name: 'B', ...block });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('site input', () => {
  const base = { path: 'ueber-uns', title: 'Über uns', isPublic: true };
  it.each([
    ['a default page', { ...base, type: 'default', content: { body: '<p>Hi</p>' } }, true],
    [
      'a custom page with a hero',
      {
        ...base,
        type: 'custom_site',
        content: { body: [{ type: 'hero', value: { title: 'Hallo' } }] },
      },
      true,
    ],
    ['the root path', { ...base, path: '', type: 'default', content: { body: '' } }, true],
    [
      'a nested path with a leading slash',
      { ...base, path: '/ueber-uns/team', type: 'default', content: { body: '' } },
      true,
    ],
    [
      'a path with umlauts',
      { ...base, path: 'über', type: 'default', content: { body: '' } },
      false,
    ],
    [
      'a custom page with a string body',
      { ...base, type: 'custom_site', content: { body: '<p>x</p>' } },
      false,
    ],
    [
      'a section of an unknown type',
      { ...base, type: 'custom_site', content: { body: [{ type: 'video', value: {} }] } },
      false,
    ],
    ['a blank title', { ...base, title: ' ', type: 'default', content: { body: '' } }, false],
  ])('%s → %s', (_name, input, ok) => {
    expect(siteInputSchema.safeParse(input).success).toBe(ok);
  });

  it('normalises the path', () => {
    const parsed = siteInputSchema.parse({
      ...base,
      path: '/ueber-uns/',
      type: 'default',
      content: { body: '' },
    });
    expect(parsed.path).toBe('ueber-uns');
  });
});

describe('navigation input (spec §3 Navigation item)', () => {
  const item = (extra: object) => ({ label: 'Start', type: 'home', ...extra });
  it.each([
    ['a home entry', [item({})], true, undefined],
    ['a site entry with an id', [item({ type: 'site', target: 3 })], true, undefined],
    [
      'a site entry without target',
      [item({ type: 'site' })],
      false,
      CONTENT_MESSAGES.navigationTarget,
    ],
    ['a link to https', [item({ type: 'link', target: 'https://example.org' })], true, undefined],
    [
      'a javascript link',
      [item({ type: 'link', target: 'javascript:alert(1)' })],
      false,
      CONTENT_MESSAGES.navigationLink,
    ],
    [
      'a text heading over its sub-entries',
      [item({ type: 'text', label: 'Filialen', children: [item({ type: 'branch', target: 2 })] })],
      true,
      undefined,
    ],
    ['an unknown type', [item({ type: 'folder' })], false, undefined],
    ['three levels', [item({ children: [item({ children: [item({})] })] })], true, undefined],
    [
      'four levels',
      [item({ children: [item({ children: [item({ children: [item({})] })] })] })],
      false,
      undefined,
    ],
  ])('%s → %s', (_name, items, ok, message) => {
    const result = navigationInputSchema.safeParse({
      identifier: 'header-navigation',
      name: 'Kopf',
      items,
    });
    expect(result.success).toBe(ok);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('drops the target of a home entry', () => {
    const parsed = navigationInputSchema.parse({
      identifier: 'h',
      name: 'H',
      items: [item({ target: 'x' })],
    });
    expect(parsed.items[0]?.target).toBeNull();
  });

  it('drops the target of a text heading (decision 036)', () => {
    const parsed = navigationInputSchema.parse({
      identifier: 'h',
      name: 'H',
      items: [item({ type: 'text', target: 'x' })],
    });
    expect(parsed.items[0]).toMatchObject({ type: 'text', target: null });
  });
});

describe('mapRichText', () => {
  const upper = (html: string) => html.toUpperCase();
  it.each([
    ['hero has no rich text', 'hero', { title: 'a' }, { title: 'a' }],
    ['sectionTeaser text', 'sectionTeaser', { text: 'a', link: null }, { text: 'A', link: null }],
    [
      'columns in a list',
      'sectionTwoColumns',
      { columns: [{ text: 'a' }] },
      { columns: [{ text: 'A' }] },
    ],
    [
      'mainBlock group',
      'sectionBlocks',
      { mainBlock: { text: 'a' } },
      { mainBlock: { text: 'A' } },
    ],
    [
      'collection text item',
      'sectionText',
      {
        content: [
          { type: 'text', value: { text: 'a' } },
          { type: 'link', value: { linkUrl: 'a' } },
        ],
      },
      {
        content: [
          { type: 'text', value: { text: 'A' } },
          { type: 'link', value: { linkUrl: 'a' } },
        ],
      },
    ],
    ['unknown type unchanged', 'video', { text: 'a' }, { text: 'a' }],
  ])('%s', (_name, type, value, expected) => {
    expect(mapBlockRichText(type, value, upper)).toEqual(expected);
  });
});
