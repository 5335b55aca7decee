import type { ApiError } from '@shop/domain';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** German validation messages for zod issues (spec §5 server validation catalogue). */
function messageFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Dieser Wert sollte nicht leer sein.'
        : 'Dieser Wert hat nicht das erwartete Format.';
    case 'too_small':
      if (issue.origin === 'string') {
        return `Diese Eingabe ist zu kurz. Sie sollte mindestens ${issue.minimum} Zeichen haben.`;
      }
      // positive() is exclusive: "größer als 0", not "größer oder gleich 0".
      return issue.inclusive === false
        ? `Dieser Wert sollte größer als ${issue.minimum} sein.`
        : `Dieser Wert sollte größer oder gleich ${issue.minimum} sein.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `Diese Eingabe ist zu lang. Sie darf höchstens ${issue.maximum} Zeichen haben.`;
      }
      return issue.inclusive === false
        ? `Dieser Wert sollte kleiner als ${issue.maximum} sein.`
        : `Dieser Wert sollte kleiner oder gleich ${issue.maximum} sein.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Diese E-Mail-Adresse ist ungültig.'
        : 'Dieser Wert hat nicht das erwartete Format.';
    case 'unrecognized_keys':
      return `Unbekannte Felder: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return 'Der ausgewählte Wert ist ungültig.';
    default:
      return issue.message || 'Dieser Wert ist ungültig.';
  }
}

/** Maps zod issues to the API error list; the field is the top-level key that failed. */
export function zodIssuesToApiErrors(issues: z.core.$ZodIssue[]): ApiError[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    return field
      ? { code: 'invalid', message: messageFor(issue), field }
      : { code: 'invalid', message: messageFor(issue) };
  });
}

/** Validates a request body/query with a shared zod schema, throwing a 422 AppError. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw AppError.invalid(zodIssuesToApiErrors(result.error.issues));
  return result.data;
}
