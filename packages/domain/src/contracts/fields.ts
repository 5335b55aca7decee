import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { type HoursEntry, hoursEntrySchema } from './entities.ts';

/**
 * Building blocks of the back-office input schemas: one definition of "a required
 * name", "an optional email", "an identifier", "money in cents", … so every entity validates
 * the same way. German texts of our own rules are in FIELD_MESSAGES; zod's own checks get their
 * text from the validation catalogue (germanIssueMessage, checkout/zod-errors.ts).
 */

/** German texts of the back-office input rules (ours, where the spec names no wording). */
export const FIELD_MESSAGES = {
  identifier:
    'Bitte verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche (z. B. "hamburg-mitte").',
  tableIdentifier: 'Bitte verwenden Sie nur Buchstaben, Ziffern, Bindestriche und Unterstriche.',
  onceNeedsDate: 'Bitte wählen Sie für einen einmaligen Eintrag ein Datum aus.',
  dateOnlyForOnce: 'Ein Datum ist nur bei einmaligen Einträgen erlaubt.',
  openNeedsTimes: 'Bitte geben Sie Beginn und Ende an oder markieren Sie den Tag als geschlossen.',
  minimumAboveMaximum: 'Das Minimum darf nicht größer als das Maximum sein.',
  latitude: 'Der Breitengrad muss zwischen -90 und 90 liegen.',
  longitude: 'Der Längengrad muss zwischen -180 und 180 liegen.',
} as const;

/** An id of another entity. */
export const entityIdSchema = z.number().int().positive().max(2_147_483_647);

/** A required single-line text, trimmed. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** '' and missing both mean "not set" (null); the rest is validated by `schema`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema.nullable(),
  );
}

/** An optional text, trimmed; blank becomes null. */
export const optionalText = (max = 2000) => optional(z.string().trim().max(max));

/** An optional email address, lower-cased. */
export const optionalEmail = () =>
  optional(z.string().trim().toLowerCase().max(254).pipe(z.email()));

/** An optional web address (http or https). */
export const optionalUrl = () =>
  optional(
    z
      .string()
      .trim()
      .max(500)
      .pipe(z.url({ protocol: /^https?$/ })),
  );

/** URL-safe identifier (spec §3: divisions, branches, donatees; used in /store/{identifier}). */
export const identifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: FIELD_MESSAGES.identifier });

/**
 * A typed value that is not a number (the form sends what could not be read, e.g. "2,5x") gets the
 * field's own message; a missing one falls through to "Dieser Wert sollte nicht leer sein."
 */
const typedNumber = (message: string) =>
  z.number({
    // The schema's error reaches its checks (min, int) too: only typed text gets the message.
    error: (issue) =>
      issue.code === 'invalid_type' && typeof issue.input === 'string' ? message : undefined,
  });

/** Money in cents, never negative (a price of 12,50 € is 1250). */
export const centsInputSchema = typedNumber(MESSAGES.invalidAmount).int().min(0).max(100_000_000);

/** A tax rate in percent (19, 7, 8.1). */
export const taxRateInputSchema = typedNumber(MESSAGES.invalidNumber).min(0).max(100);

/** A quantity (amount of a unit): positive, at most three decimals are stored. */
export const quantityInputSchema = z.number().positive().max(1_000_000);

/** Display order among siblings. */
export const positionSchema = z.number().int().min(0).max(1_000_000).default(0);

/** A list of ids without repeats ("unique collection", spec §5). */
export const idListSchema = (max = 500) =>
  z
    .array(entityIdSchema)
    .max(max)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.uniqueCollection });

/** True when no two items share the key (case-insensitive for text). */
export function isUniqueBy<T>(items: readonly T[], keyOf: (item: T) => unknown): boolean {
  const keys = items.map((item) => {
    const key = keyOf(item);
    return typeof key === 'string' ? key.trim().toLowerCase() : key;
  });
  return new Set(keys).size === keys.length;
}

/** An hours entry with every key (unset ones null): stored and answered in this one shape. */
export function normalizeHoursEntry(entry: HoursEntry): Required<{
  [Key in keyof HoursEntry]: Exclude<HoursEntry[Key], undefined>;
}> {
  return {
    type: entry.type,
    date: entry.date ?? null,
    isClosed: entry.isClosed,
    from: entry.from ?? null,
    to: entry.to ?? null,
  };
}

/**
 * An opening-hours entry as staff type it (spec §3): `once` needs a date and only `once` has
 * one; an open entry needs both times (`to` ≤ `from` runs past midnight, see domain hours).
 * The parsed entry has every key (unset ones null), as the API answers it.
 */
export const hoursEntryInputSchema = hoursEntrySchema
  .strict()
  .superRefine((entry, context) => {
    if (entry.type === 'once' && !entry.date) {
      context.addIssue({ code: 'custom', path: ['date'], message: FIELD_MESSAGES.onceNeedsDate });
    }
    if (entry.type !== 'once' && entry.date) {
      context.addIssue({ code: 'custom', path: ['date'], message: FIELD_MESSAGES.dateOnlyForOnce });
    }
    if (!entry.isClosed && (!entry.from || !entry.to)) {
      context.addIssue({ code: 'custom', path: ['from'], message: FIELD_MESSAGES.openNeedsTimes });
    }
  })
  .transform(normalizeHoursEntry);

/** A list of hours entries (opening hours, delivery hours). */
export const hoursInputSchema = z.array(hoursEntryInputSchema).max(200).default([]);

/** A schedule (categories, products): null or empty means always available. */
export const scheduleInputSchema = z.array(hoursEntryInputSchema).max(200).nullable().default(null);

/** Adds "minimum above maximum" to the maximum field when both are set. */
export function checkMinimumMaximum(
  context: z.core.$RefinementCtx,
  minimum: number | null | undefined,
  maximum: number | null | undefined,
  path: (string | number)[],
): void {
  if (minimum != null && maximum != null && minimum > maximum) {
    context.addIssue({ code: 'custom', path, message: FIELD_MESSAGES.minimumAboveMaximum });
  }
}
