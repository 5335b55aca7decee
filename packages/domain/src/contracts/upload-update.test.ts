import { describe, expect, it } from 'vitest';
import { germanIssueMessage } from '../checkout/zod-errors.ts';
import { updateUploadBodySchema } from './api.ts';

/** PUT /api/uploads/{id} (spec §7 CRUD uploads; docs/decisions/045-uploads-library.md). */
function issuesOf(input: unknown): [string, string][] {
  const result = updateUploadBodySchema.safeParse(input, { error: germanIssueMessage });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('update upload body', () => {
  it.each([
    [{ name: '  Speisekarte Sommer  ' }, { name: 'Speisekarte Sommer' }],
    [{ name: 'ä'.repeat(200) }, { name: 'ä'.repeat(200) }],
    [{ data: 'data:image/png;base64,AAAA' }, { data: 'data:image/png;base64,AAAA' }],
    [
      { data: 'data:application/pdf;base64,AAAA', name: 'karte.pdf' },
      { data: 'data:application/pdf;base64,AAAA', name: 'karte.pdf' },
    ],
  ])('accepts %j', (input, expected) => {
    expect(updateUploadBodySchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Dieser Wert sollte nicht leer sein.'],
    [{ name: '' }, 'name', 'Dieser Wert sollte nicht leer sein.'],
    [
      { name: 'x'.repeat(201) },
      'name',
      'Diese Zeichenkette ist zu lang. Sie sollte höchstens 200 Zeichen haben.',
    ],
    [{}, 'name', 'Bitte geben Sie einen Namen ein oder wählen Sie eine Datei.'],
    [{ name: 'a', id: 'x' }, '', 'Unbekannte Felder: id.'],
  ])('refuses %j on %s with a German message', (input, field, message) => {
    const issues = issuesOf(input);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]?.[0]).toBe(field);
    expect(issues[0]?.[1]).toBe(message);
  });
});
