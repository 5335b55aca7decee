import { describe, expect, it } from 'vitest';
import type { ProductPart } from '../contracts/entities.ts';
import {
  checkPart,
  isPartValid,
  isPartValueEmpty,
  selectedOptions,
  togglePartOption,
} from './parts.ts';
import {
  acceptedUploadExtensions,
  allowsMultipleUploads,
  DEFAULT_UPLOAD_EXTENSIONS,
  isUploadAccepted,
} from './uploads.ts';

const part = (overrides: Partial<ProductPart> = {}): ProductPart => ({
  name: 'Größe',
  description: null,
  type: 'select',
  optional: false,
  options: [
    { name: 'Klein', modifier: 'subtract', value: 100 },
    { name: 'Groß', modifier: 'add', value: 200 },
    { name: 'Familie', modifier: 'overwrite', value: 2500 },
  ],
  ...overrides,
});

describe('isPartValueEmpty', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['x', false],
    [['a'], false],
  ])('%j → %s', (value, expected) => {
    expect(isPartValueEmpty(value)).toBe(expected);
  });
});

describe('checkPart (spec §5: non-optional parts need a value)', () => {
  it.each([
    ['required select without value', part(), null, 'partRequired'],
    ['optional select without value', part({ optional: true }), null, null],
    ['select with an option', part(), 'Klein', null],
    ['select with an unknown option', part(), 'Riesig', 'partInvalid'],
    ['select with a list', part(), ['Klein'], 'partInvalid'],
    ['required multiselect with empty list', part({ type: 'multiselect' }), [], 'partRequired'],
    ['multiselect with options', part({ type: 'multiselect' }), ['Klein', 'Groß'], null],
    [
      'multiselect with duplicates',
      part({ type: 'multiselect' }),
      ['Klein', 'Klein'],
      'partInvalid',
    ],
    ['multiselect with unknown option', part({ type: 'multiselect' }), ['Nope'], 'partInvalid'],
    ['multiselect with a string', part({ type: 'multiselect' }), 'Klein', 'partInvalid'],
    ['required text blank', part({ type: 'text' }), '  ', 'partRequired'],
    ['text', part({ type: 'text' }), 'Alles Gute', null],
    ['textarea with a list', part({ type: 'textarea' }), ['a'], 'partInvalid'],
    ['optional textarea empty', part({ type: 'textarea', optional: true }), '', null],
    ['image with one upload', part({ type: 'image' }), 'abc/1-1.png', null],
    ['image with one upload in a list', part({ type: 'image' }), ['abc/1-1.png'], null],
    ['image with two uploads', part({ type: 'image' }), ['a', 'b'], 'partInvalid'],
    ['required file missing', part({ type: 'file' }), undefined, 'partRequired'],
    ['images with a list', part({ type: 'images' }), ['a', 'b'], null],
    ['files with one reference', part({ type: 'files' }), 'a', null],
    ['required files empty list', part({ type: 'files' }), [], 'partRequired'],
  ] as const)('%s → %s', (_name, aPart, value, expected) => {
    expect(checkPart(aPart, value)).toBe(expected);
    expect(isPartValid(aPart, value)).toBe(expected === null);
  });
});

describe('togglePartOption (spec §5)', () => {
  it.each([
    ['selects an option', part(), null, 'Klein', 'Klein'],
    ['switches to another option', part(), 'Klein', 'Groß', 'Groß'],
    [
      'clears a selected option of an optional select',
      part({ optional: true }),
      'Klein',
      'Klein',
      null,
    ],
    ['keeps a selected option of a required select', part(), 'Klein', 'Klein', 'Klein'],
    [
      'adds to a multiselect in option order',
      part({ type: 'multiselect' }),
      ['Groß'],
      'Klein',
      ['Klein', 'Groß'],
    ],
    [
      'removes from a multiselect',
      part({ type: 'multiselect' }),
      ['Klein', 'Groß'],
      'Klein',
      ['Groß'],
    ],
    ['starts a multiselect from nothing', part({ type: 'multiselect' }), null, 'Groß', ['Groß']],
  ] as const)('%s', (_name, aPart, value, option, expected) => {
    expect(togglePartOption(aPart, value, option)).toEqual(expected);
  });
});

describe('selectedOptions', () => {
  it('finds the chosen options of selects and multiselects, none for other types', () => {
    expect(selectedOptions(part(), 'Groß').map((o) => o.name)).toEqual(['Groß']);
    expect(
      selectedOptions(part({ type: 'multiselect' }), ['Familie', 'Klein']).map((o) => o.name),
    ).toEqual(['Klein', 'Familie']);
    expect(selectedOptions(part(), null)).toEqual([]);
    expect(selectedOptions(part({ type: 'text' }), 'Klein')).toEqual([]);
  });
});

describe('uploads (spec §5)', () => {
  it.each([
    ['image', 'foto.JPG', true],
    ['images', 'foto.gif', true],
    ['image', 'plan.pdf', false],
    ['file', 'plan.pdf', true],
    ['files', 'tabelle.xlsx', true],
    ['file', 'programm.exe', false],
    ['file', 'ohne-endung', false],
    ['text', 'foto.jpg', false],
  ] as const)('%s accepts %s: %s', (type, name, expected) => {
    expect(isUploadAccepted(type, name)).toBe(expected);
  });

  it('has the default list and allows multiple only for images/files', () => {
    expect(acceptedUploadExtensions('file')).toBe(DEFAULT_UPLOAD_EXTENSIONS);
    expect(DEFAULT_UPLOAD_EXTENSIONS).toHaveLength(18);
    expect(acceptedUploadExtensions('select')).toEqual([]);
    expect(
      (['image', 'images', 'file', 'files'] as const).map((t) => allowsMultipleUploads(t)),
    ).toEqual([false, true, false, true]);
  });
});
