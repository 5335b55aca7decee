import { type ApiError, germanIssueMessage } from '@shop/domain';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Maps zod issues to the API error list (spec §5 server validation catalogue): `field` is the
 * top-level key that failed (what forms mark), `path` the full dotted path of a nested field
 * ('deliveryAreas.1.price'). Messages come from the domain's German catalogue unless the schema
 * set its own.
 */
export function zodIssuesToApiErrors(issues: z.core.$ZodIssue[]): ApiError[] {
  return issues.map((issue) => {
    const message = issue.message;
    if (issue.path.length === 0) return { code: 'invalid', message };
    const field = String(issue.path[0]);
    return issue.path.length > 1
      ? { code: 'invalid', message, field, path: issue.path.map(String).join('.') }
      : { code: 'invalid', message, field };
  });
}

/** Validates a request body/query with a shared zod schema, throwing a 422 AppError. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true, error: germanIssueMessage });
  if (!result.success) throw AppError.invalid(zodIssuesToApiErrors(result.error.issues));
  return result.data;
}

/** A ZodError thrown outside parseInput: its messages are put into German here. */
export function germanZodErrors(issues: z.core.$ZodIssue[]): ApiError[] {
  return zodIssuesToApiErrors(
    issues.map((issue) => ({
      ...issue,
      message: germanIssueMessage(issue as unknown as z.core.$ZodRawIssue),
    })),
  );
}
