import { MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormValues } from './define-resource.ts';
import { numberFieldError } from './use-resource-form.ts';

type Values = FormValues & { value: string };
const field = (extra: Partial<FieldDefinition<Values>>) =>
  ({ name: 'value', label: 'Wert', type: 'text', ...extra }) as FieldDefinition<Values>;

describe('numberFieldError: text in a number field is named, never saved as "not set"', () => {
  it.each([
    { case: 'a whole number', extra: { type: 'number' }, value: '7', expected: null },
    { case: 'a German decimal', extra: { type: 'number' }, value: '2,5', expected: null },
    { case: 'a negative decimal', extra: { type: 'number' }, value: '-11.5', expected: null },
    { case: 'empty is "not set"', extra: { type: 'number' }, value: '  ', expected: null },
    {
      case: 'a word',
      extra: { type: 'number' },
      value: 'sieben',
      expected: MESSAGES.invalidNumber,
    },
    {
      case: 'a number with a typo',
      extra: { type: 'number' },
      value: '48,1x',
      expected: MESSAGES.invalidNumber,
    },
    {
      case: 'half an exponent',
      extra: { type: 'number', inputMode: 'numeric' },
      value: '1e',
      expected: MESSAGES.invalidNumber,
    },
    // A time of day is typed on a numeric keyboard, but it is no number.
    { case: 'a time field', extra: { inputMode: 'numeric' }, value: '10:30', expected: null },
    { case: 'a text field is not checked', extra: {}, value: 'sieben', expected: null },
  ] as const)('$case', ({ extra, value, expected }) => {
    expect(numberFieldError(field(extra as Partial<FieldDefinition<Values>>), value)).toBe(
      expected,
    );
  });
});
