import { type ApiError, germanIssueMessage, MESSAGES } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
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

/** The path of the first string in `value` that holds a NUL character, or null. */
export function nulBytePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = nulBytePath(entry, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A NUL character in a query parameter or a JSON string is refused with a German 422 naming the
 * field, before any route sees it: PostgreSQL cannot store or compare it in text and would fail
 * with a 500 (docs/decisions/014-order-limits-and-public-addresses.md). A NUL character in a path
 * parameter names nothing that can exist: 404, before the route looks anything up or counts a
 * failed key or token against the address.
 */
export function registerNulByteGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nulBytePath(request.params) !== null) throw AppError.notFound();
    const field = nulBytePath(request.query) ?? nulBytePath(request.body);
    if (field === null) return;
    throw AppError.invalid([
      { code: 'invalidValue', field: field || 'body', message: MESSAGES.invalidValue },
    ]);
  });
}
