import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { germanIssueMessage, zodErrorToApiErrors } from './zod-errors.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: germanIssueMessage });
  return result.success ? [] : zodErrorToApiErrors(result.error);
};

describe('German zod messages', () => {
  it.each([
    [
      'missing value',
      z.object({ a: z.string() }),
      {},
      'notBlank',
      'Dieser Wert sollte nicht leer sein.',
    ],
    [
      'null value',
      z.object({ a: z.string() }),
      { a: null },
      'notBlank',
      'Dieser Wert sollte nicht leer sein.',
    ],
    ['wrong type', z.string(), 5, 'invalidValue', 'Dieser Wert ist nicht gültig.'],
    [
      'enum',
      z.enum(['a', 'b']),
      'c',
      'invalidChoice',
      'Sie haben einen ungültigen Wert ausgewählt.',
    ],
    [
      'email format',
      z.email(),
      'x',
      'invalidEmail',
      'Dieser Wert ist keine gültige E-Mail-Adresse.',
    ],
    ['url format', z.url(), 'x', 'invalidUrl', 'Dieser Wert ist keine gültige URL.'],
    [
      'short text',
      z.string().min(3),
      'ab',
      'tooShort',
      'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 3 Zeichen haben.',
    ],
    [
      'number below the minimum',
      z.number().min(0.5),
      0.25,
      'tooSmall',
      'Dieser Wert sollte größer oder gleich 0,5 sein.',
    ],
    [
      'number above the maximum',
      z.number().max(100),
      101,
      'tooBig',
      'Dieser Wert sollte kleiner oder gleich 100 sein.',
    ],
    [
      'too many elements',
      z.array(z.number()).max(1),
      [1, 2],
      'tooManyElements',
      'Diese Sammlung sollte 1 oder weniger Elemente beinhalten.',
    ],
    [
      'too few elements',
      z.array(z.number()).min(2),
      [1],
      'tooFewElements',
      'Diese Sammlung sollte 2 oder mehr Elemente beinhalten.',
    ],
    [
      'unknown key',
      z.strictObject({ a: z.number() }),
      { a: 1, b: 2 },
      'unknownFields',
      'Unbekannte Felder: b.',
    ],
    [
      'datetime',
      z.iso.datetime(),
      'x',
      'invalidDateTime',
      'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
    ],
    ['short string', z.string().min(1), '', 'notBlank', 'Dieser Wert sollte nicht leer sein.'],
    [
      'small number',
      z.number().positive(),
      0,
      'notPositive',
      'Dieser Wert sollte größer als 0 sein.',
    ],
    [
      'long string',
      z.string().max(3),
      'abcd',
      'tooLong',
      'Diese Zeichenkette ist zu lang. Sie sollte höchstens 3 Zeichen haben.',
    ],
    ['other issue', z.number().multipleOf(2), 3, 'invalidValue', 'Dieser Wert ist nicht gültig.'],
  ])('%s', (_name, schema, input, code, message) => {
    expect(errorsOf(schema, input).map((e) => [e.code, e.message])).toEqual([[code, message]]);
  });

  it('keeps a message set on the schema and names nested fields by path', () => {
    const schema = z.object({
      items: z.array(z.object({ n: z.number().min(1, { error: 'eigene Meldung' }) })),
    });
    expect(errorsOf(schema, { items: [{ n: 0 }] })).toEqual([
      { code: 'invalidValue', message: 'eigene Meldung', field: 'items.0.n' },
    ]);
  });
});
