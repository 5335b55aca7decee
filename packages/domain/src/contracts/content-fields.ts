import { z } from 'zod';
import { imageRefSchema } from './entities.ts';
import { SECTION_COLORS } from './enums.ts';

/**
 * spec §3 "Content field types (page builder)" as data (docs/decisions/029-content-editing.md).
 * A field declaration says what a value is (type, bounds, default, required) and how the page
 * builder labels it; `fieldSchema` turns it into the zod schema the server validates with and the
 * web form checks before sending, `fieldDefault` into the value a new section starts with.
 */

type FieldCommon = {
  key: string;
  label: string;
  description?: string;
  required?: boolean;
};

export type SelectOption = { value: string; label: string };

export type ContentField = FieldCommon &
  (
    | { type: 'text'; min?: number; max?: number; placeholder?: string; default?: string }
    | { type: 'textarea'; rows: 3; max?: number; default?: string }
    | { type: 'wysiwyg'; default?: string }
    | { type: 'markdown'; default?: string }
    | { type: 'number'; decimals: number; min?: number; max?: number; default?: number | null }
    | { type: 'image' }
    | { type: 'images' }
    | { type: 'file' }
    | { type: 'files' }
    | { type: 'boolean'; default?: boolean }
    | { type: 'select'; options: readonly SelectOption[]; default?: string | null }
    | { type: 'email'; default?: string }
    | { type: 'group'; fields: readonly ContentField[] }
    /** A list of items with the same fields (columns, slides, blocks): our name for a repeated group. */
    | { type: 'list'; fields: readonly ContentField[]; max?: number }
    /** spec §3: items each with type and value; the type picks the layout. */
    | {
        type: 'collection';
        itemTypes: Readonly<Record<string, readonly ContentField[]>>;
        max?: number;
      }
  );

export type ContentFieldType = ContentField['type'];

export const CONTENT_FIELD_TYPES = [
  'text',
  'textarea',
  'wysiwyg',
  'markdown',
  'number',
  'image',
  'images',
  'file',
  'files',
  'boolean',
  'select',
  'email',
  'group',
  'list',
  'collection',
] as const satisfies readonly ContentFieldType[];

/** The most characters a rich text or markdown value may have. */
export const RICH_TEXT_MAX = 100_000;
const LIST_MAX = 50;

/** spec §7 `/upload/{publicHash}/{id}-{version}.{extension}`: an uploaded file as a value. */
export const uploadFileRefSchema = z.object({
  publicHash: z.string().regex(/^[A-Za-z0-9]+$/),
  id: z.union([z.string().regex(/^[A-Za-z0-9-]+$/), z.number().int().nonnegative()]),
  version: z.number().int().nonnegative(),
  extension: z.string().regex(/^[a-z0-9]+$/i),
});
export type UploadFileRef = z.infer<typeof uploadFileRefSchema>;

const stringOrBlank = (schema: z.ZodString, isRequired: boolean) =>
  isRequired ? schema.trim().min(1) : z.preprocess((value) => value ?? '', schema.trim());

/** The zod schema of one field's value. */
export function fieldSchema(field: ContentField): z.ZodType {
  const required = field.required === true;
  switch (field.type) {
    case 'text': {
      let schema = z.string().max(field.max ?? 500);
      if (field.min) schema = schema.min(field.min);
      return stringOrBlank(schema, required);
    }
    case 'textarea':
      return stringOrBlank(z.string().max(field.max ?? 5000), required);
    case 'wysiwyg':
    case 'markdown':
      return required
        ? z
            .string()
            .max(RICH_TEXT_MAX)
            .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', {
              message: 'Dieser Wert sollte nicht leer sein.',
            })
        : z.preprocess((value) => value ?? '', z.string().max(RICH_TEXT_MAX));
    case 'email':
      return required
        ? z.string().trim().toLowerCase().pipe(z.email())
        : z.preprocess(
            (value) => (value === undefined || value === null ? '' : value),
            z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email())]),
          );
    case 'number': {
      let schema = z.number();
      if (field.decimals === 0) schema = schema.int();
      else schema = schema.multipleOf(10 ** -field.decimals);
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return required ? schema : z.preprocess((value) => value ?? null, schema.nullable());
    }
    case 'image':
      return required ? imageRefSchema : imageRefSchema.nullish().transform((v) => v ?? null);
    case 'file':
      return required
        ? uploadFileRefSchema
        : uploadFileRefSchema.nullish().transform((v) => v ?? null);
    case 'images':
      return listOf(imageRefSchema, required, LIST_MAX);
    case 'files':
      return listOf(uploadFileRefSchema, required, LIST_MAX);
    case 'boolean':
      return z.boolean().default(field.default ?? false);
    case 'select': {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      const schema = z.enum(values);
      return required
        ? z.preprocess((value) => value ?? field.default ?? undefined, schema)
        : z.preprocess((value) => value ?? field.default ?? null, schema.nullable());
    }
    case 'group': {
      const schema = groupSchema(field.fields);
      return required ? schema : schema.nullish().transform((v) => v ?? null);
    }
    case 'list':
      return listOf(groupSchema(field.fields), required, field.max ?? LIST_MAX);
    case 'collection': {
      const variants = Object.entries(field.itemTypes).map(([type, fields]) =>
        z.strictObject({ type: z.literal(type), value: groupSchema(fields) }),
      );
      const item =
        variants.length === 1
          ? variants[0]!
          : z.discriminatedUnion(
              'type',
              variants as unknown as [
                z.ZodObject<{ type: z.ZodLiteral<string> }>,
                ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
              ],
            );
      return listOf(item, required, field.max ?? LIST_MAX);
    }
  }
}

function listOf(item: z.ZodType, isRequired: boolean, max: number): z.ZodType {
  const list = z.array(item).max(max);
  return isRequired ? list.min(1) : z.preprocess((value) => value ?? [], list);
}

/** The schema of an object made of these fields (unknown keys are refused). */
export function groupSchema(fields: readonly ContentField[]): z.ZodObject {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])));
}

/** The value a new field starts with. */
export function fieldDefault(field: ContentField): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
    case 'email':
      return field.default ?? '';
    case 'number':
      return field.default ?? null;
    case 'image':
    case 'file':
      return null;
    case 'images':
    case 'files':
    case 'list':
    case 'collection':
      return [];
    case 'boolean':
      return field.default ?? false;
    case 'select':
      return field.default ?? null;
    case 'group':
      return field.required ? groupDefault(field.fields) : null;
  }
}

/** The value of a new object made of these fields. */
export function groupDefault(fields: readonly ContentField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, fieldDefault(field)]));
}

/** How a boolean reads in the builder (spec §3 'Ja'/'Nein'). */
export const booleanLabel = (value: boolean): string => (value ? 'Ja' : 'Nein');

/** How a select reads: the option's label, else the default option's, else '-' (spec §3). */
export function selectLabel(
  field: { options: readonly SelectOption[]; default?: string | null },
  value: string | null | undefined,
): string {
  const option =
    field.options.find((candidate) => candidate.value === value) ??
    field.options.find((candidate) => candidate.value === field.default);
  return option?.label ?? '-';
}

export const COLOR_OPTIONS: readonly SelectOption[] = SECTION_COLORS.map((value) => ({
  value,
  label: { white: 'Weiß', yellow: 'Gelb', green: 'Grün', red: 'Rot', blue: 'Blau' }[value],
}));
