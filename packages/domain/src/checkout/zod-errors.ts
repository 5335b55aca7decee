import type { z } from 'zod';
import type { ApiError } from '../contracts/api.ts';
import { fillMessage, MESSAGES, type MessageKey } from '../messages.ts';

type Issue = z.core.$ZodRawIssue;

function issueKey(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'notBlank' : 'invalidValue';
    case 'invalid_value':
      return 'invalidChoice';
    case 'invalid_format':
      return issue.format === 'datetime' ? 'invalidDateTime' : 'invalidValue';
    case 'too_small':
      return issue.origin === 'string' ? 'notBlank' : 'notPositive';
    case 'too_big':
      return 'tooLong';
    default:
      return 'invalidValue';
  }
}

/**
 * A zod error map in the German wording of the server validation catalogue (spec §5); pass it as
 * `schema.safeParse(input, { error: germanIssueMessage })`. Messages set on a schema win.
 */
export function germanIssueMessage(issue: Issue): string {
  const key = issueKey(issue);
  const limit = issue.code === 'too_big' ? String(issue.maximum) : '';
  return fillMessage(MESSAGES[key], { limit });
}

/** Turns zod issues into the API error list: field = the dotted path, code = the message key. */
export function zodErrorToApiErrors(error: z.ZodError): ApiError[] {
  const keyByMessage = new Map<string, string>(
    Object.entries(MESSAGES).map(([key, text]) => [text, key]),
  );
  return error.issues.map((issue) => ({
    code:
      keyByMessage.get(issue.message) ?? (issue.code === 'too_big' ? 'tooLong' : 'invalidValue'),
    message: issue.message,
    field: issue.path.map(String).join('.'),
  }));
}
