import type { z } from 'zod';
import type { ApiError } from '../contracts/api.ts';
import { fillMessage, MESSAGES, type MessageKey } from '../messages.ts';

type Issue = z.core.$ZodRawIssue;

/** The catalogue entry and its placeholder values for one zod issue. */
function issueText(issue: Issue): [MessageKey, Record<string, string>] {
  switch (issue.code) {
    case 'invalid_type':
      return [issue.input === undefined || issue.input === null ? 'notBlank' : 'invalidValue', {}];
    case 'invalid_value':
      return ['invalidChoice', {}];
    case 'invalid_format':
      return [formatKey(issue.format), {}];
    case 'too_small':
      return tooSmallText(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'too_big':
      return tooBigText(issue.origin, Number(issue.maximum));
    case 'unrecognized_keys':
      return ['unknownFields', { fields: issue.keys.join(', ') }];
    default:
      return ['invalidValue', {}];
  }
}

function formatKey(format: string): MessageKey {
  if (format === 'datetime' || format === 'date') return 'invalidDateTime';
  if (format === 'email') return 'invalidEmail';
  if (format === 'url') return 'invalidUrl';
  return 'invalidValue';
}

/** German decimal comma in limits (0,5 not 0.5). */
const limitText = (limit: number) => String(limit).replace('.', ',');

function tooSmallText(
  origin: string,
  limit: number,
  isInclusive: boolean,
): [MessageKey, Record<string, string>] {
  if (origin === 'string')
    return limit <= 1 ? ['notBlank', {}] : ['tooShort', { limit: `${limit}` }];
  if (origin === 'array' || origin === 'set') return ['tooFewElements', { limit: `${limit}` }];
  if (!isInclusive && limit === 0) return ['notPositive', {}];
  return ['tooSmall', { limit: limitText(limit) }];
}

function tooBigText(origin: string, limit: number): [MessageKey, Record<string, string>] {
  if (origin === 'string') return ['tooLong', { limit: `${limit}` }];
  if (origin === 'array' || origin === 'set') return ['tooManyElements', { limit: `${limit}` }];
  return ['tooBig', { limit: limitText(limit) }];
}

/**
 * A zod error map in the German wording of the server validation catalogue (spec §5); pass it as
 * `schema.safeParse(input, { error: germanIssueMessage })`. Messages set on a schema win. The
 * server parses every request body with it (platform/validation.ts) and the back-office its forms.
 */
export function germanIssueMessage(issue: Issue): string {
  const [key, values] = issueText(issue);
  return fillMessage(MESSAGES[key], values);
}

const MESSAGE_KEYS_BY_TEXT = new Map(
  Object.entries(MESSAGES).map(([key, text]) => [text as string, key as MessageKey]),
);

/** Catalogue entries as patterns: "{limit}" and other placeholders match any text. */
const MESSAGE_PATTERNS: [RegExp, MessageKey][] = Object.entries(MESSAGES).map(([key, text]) => [
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.*')}$`),
  key as MessageKey,
]);

/** The catalogue key of a German message, or null for a message of its own. */
export function messageKeyOf(message: string): MessageKey | null {
  const exact = MESSAGE_KEYS_BY_TEXT.get(message);
  if (exact) return exact;
  return MESSAGE_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** Turns zod issues into the API error list: field = the dotted path, code = the message key. */
export function zodErrorToApiErrors(error: z.ZodError): ApiError[] {
  return error.issues.map((issue) => ({
    code: messageKeyOf(issue.message) ?? (issue.code === 'too_big' ? 'tooLong' : 'invalidValue'),
    message: issue.message,
    field: issue.path.map(String).join('.'),
  }));
}
