import { z } from 'zod';
import {
  blockValueSchema,
  CONTENT_BLOCK_TYPE_KEYS,
  type ContentBlockType,
  sectionInputSchema,
} from './content-blocks.ts';
import { RICH_TEXT_MAX } from './content-fields.ts';
import { navigationSchema, sectionSchema } from './entities.ts';
import { NAVIGATION_ITEM_TYPES, type NavigationItemType, siteTypeSchema } from './enums.ts';
import { entityIdSchema, identifierSchema, optionalText, requiredText } from './fields.ts';
import { listQuerySchema } from './paging.ts';
import { LEGAL_TEXT_KEYS } from './values.ts';

export { LEGAL_TEXT_KEYS };

/** The legal text settings a customer may read (their keys: values.ts). */
export const legalTextKeySchema = z.enum(LEGAL_TEXT_KEYS);
export type LegalTextKey = z.infer<typeof legalTextKeySchema>;

export const legalTextSchema = z.object({
  key: legalTextKeySchema,
  /** Sanitised HTML of the text setting. */
  html: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/* ---- Back-office editing of sites, navigations and blocks (spec §3, §7; area `content`,
 * docs/decisions/029-content-editing.md). ---- */

/** Our German texts for content editing (the spec names none). */
export const CONTENT_MESSAGES = {
  path: 'Bitte verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche, Abschnitte durch "/" getrennt (z. B. "ueber-uns/team").',
  stale:
    'Die Seite wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und übernehmen Sie Ihre Änderungen erneut.',
  bodyType: 'Der Inhalt passt nicht zum Seitentyp.',
  navigationTarget: 'Bitte wählen Sie ein Ziel aus.',
  navigationLink:
    'Bitte geben Sie eine Adresse an, die mit "/", "https://", "http://", "mailto:" oder "tel:" beginnt.',
  navigationDepth: 'Die Navigation darf höchstens drei Ebenen tief sein.',
  versionNotFound: 'Die Version wurde nicht gefunden.',
  versionInvalid:
    'Diese Version kann nicht wiederhergestellt werden, weil ihr Inhalt nicht mehr gültig ist.',
} as const;

/** A page path: '' for the root, else lower-case segments joined by '/'; a leading '/' is dropped. */
export const sitePathSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : value),
  z
    .string()
    .max(300)
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, {
      error: CONTENT_MESSAGES.path,
    }),
);

const siteCommon = {
  path: sitePathSchema,
  title: requiredText(200),
  description: optionalText(2000),
  isPublic: z.boolean().default(false),
  /** PUT only: the version the edit was based on; a stale one is refused with 409. */
  version: z.number().int().nonnegative().optional(),
};

export const siteInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...siteCommon,
    type: z.literal('default'),
    content: z.strictObject({ body: z.string().max(RICH_TEXT_MAX, CONTENT_MESSAGES.bodyType) }),
  }),
  z.strictObject({
    ...siteCommon,
    type: z.literal('custom_site'),
    content: z.strictObject({ body: z.array(sectionInputSchema).max(100) }),
  }),
]);
export type SiteInput = z.infer<typeof siteInputSchema>;

export const staffSiteSchema = z.object({
  id: entityIdSchema,
  path: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: siteTypeSchema,
  isPublic: z.boolean(),
  content: z.object({ body: z.union([z.string(), z.array(sectionSchema)]) }),
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type StaffSite = z.infer<typeof staffSiteSchema>;

/** One kept version of a page ("Versionen"). */
export const siteVersionSchema = z.object({
  id: entityIdSchema,
  siteId: entityIdSchema,
  version: z.number().int().nonnegative(),
  path: z.string(),
  title: z.string(),
  type: siteTypeSchema,
  isPublic: z.boolean(),
  content: z.object({ body: z.union([z.string(), z.array(sectionSchema)]) }),
  createdAt: z.string(),
  userEmail: z.string().nullable(),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const siteListQuerySchema = listQuerySchema;

/* Navigations (spec §3 Navigation item). */

export type NavigationItemInput = {
  label: string;
  type: NavigationItemType;
  target: string | number | null;
  isEnabled: boolean;
  children: NavigationItemInput[];
};

const LINK_TARGET = /^(?:\/|https?:\/\/|mailto:|tel:)/i;

const navigationItemBase = z.strictObject({
  label: requiredText(100),
  type: z.enum(NAVIGATION_ITEM_TYPES),
  target: z.union([z.string().trim().max(500), entityIdSchema, z.null()]).default(null),
  isEnabled: z.boolean().default(true),
});

const checkTarget = (
  item: { type: NavigationItemType; target: string | number | null },
  context: z.RefinementCtx,
) => {
  if (item.type === 'site' || item.type === 'branch') {
    if (typeof item.target !== 'number') {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: CONTENT_MESSAGES.navigationTarget,
      });
    }
  } else if (item.type === 'link') {
    if (typeof item.target !== 'string' || !LINK_TARGET.test(item.target)) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: CONTENT_MESSAGES.navigationLink,
      });
    }
  }
};

/** Three levels at most (the menu shows a parent, children and grandchildren). */
const navigationLevel = (depth: number): z.ZodType<NavigationItemInput> =>
  navigationItemBase
    .extend({
      children:
        depth >= 3
          ? z
              .array(z.never(), { error: CONTENT_MESSAGES.navigationDepth })
              .max(0, CONTENT_MESSAGES.navigationDepth)
              .default([])
          : z
              .array(z.lazy(() => navigationLevel(depth + 1)))
              .max(100)
              .default([]),
    })
    .superRefine((item, context) => checkTarget(item, context))
    .transform((item) => ({
      ...item,
      target: item.type === 'home' || item.type === 'text' ? null : item.target,
    })) as never;

export const navigationItemInputSchema = navigationLevel(1);

export const navigationInputSchema = z.strictObject({
  identifier: identifierSchema,
  name: requiredText(200),
  items: z.array(navigationItemInputSchema).max(100).default([]),
});
export type NavigationInput = z.infer<typeof navigationInputSchema>;

export const staffNavigationSchema = navigationSchema.extend({ updatedAt: z.string() });
export type StaffNavigation = z.infer<typeof staffNavigationSchema>;

/* Blocks (spec §3 "Content block types"), used by the blocks sections. */

const blockCommon = {
  identifier: identifierSchema,
  name: requiredText(200),
  isEnabled: z.boolean().default(true),
};

/** A block of any declared type; its value is validated by that type's declaration. */
export const blockInputSchema = z.discriminatedUnion(
  'type',
  CONTENT_BLOCK_TYPE_KEYS.map((type) =>
    z.strictObject({
      ...blockCommon,
      type: z.literal(type),
      value: z.preprocess((value) => value ?? {}, blockValueSchema(type)),
    }),
  ) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<ContentBlockType> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<ContentBlockType> }>[],
  ],
) as unknown as z.ZodType<BlockInput>;
export type BlockInput = {
  identifier: string;
  name: string;
  isEnabled: boolean;
  type: ContentBlockType;
  value: Record<string, unknown>;
};

export const staffBlockSchema = z.object({
  id: entityIdSchema,
  identifier: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.record(z.string(), z.unknown()),
  isEnabled: z.boolean(),
  updatedAt: z.string(),
  /**
   * The pages whose blocks sections hold this block's content (a section keeps a copy of the
   * block's value, spec §3; decision 045), as "Titel (/pfad)".
   */
  usages: z.array(z.object({ id: entityIdSchema, name: z.string() })),
});
export type StaffBlock = z.infer<typeof staffBlockSchema>;
