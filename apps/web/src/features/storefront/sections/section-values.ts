import { imageRefSchema, SECTION_COLORS, type Section } from '@shop/domain';
import { z } from 'zod';

/**
 * The values of spec §3 "Content block types", read leniently: the page builder saves loose
 * JSON, so a missing or odd field falls back to its default instead of breaking the page; a
 * section that cannot be read at all is left out. Rich-text fields (`text`, `columnText`) arrive
 * sanitised from the server (content presenter), link targets are checked there too.
 */

const color = z.enum(SECTION_COLORS).catch('white');
const html = z.string().catch('');
const flag = z.boolean().catch(false);
const image = imageRefSchema.nullish().catch(null);

export const linkSchema = z.object({
  linkUrl: z.string().catch(''),
  linkType: z.enum(['button', 'link']).catch('link'),
  linkLabel: z.string().nullish().catch(null),
});
export type SectionLinkValue = z.infer<typeof linkSchema>;
const link = linkSchema.nullish().catch(null);

/** A list that keeps the items it can read and drops the others. */
function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}

/** An image given directly, or wrapped as `{ image }` / `{ file }` (columnMedia, teaser image). */
const wrappedImage = z
  .unknown()
  .optional()
  .transform((value) => {
    const direct = imageRefSchema.safeParse(value);
    if (direct.success) return direct.data;
    if (typeof value !== 'object' || value === null) return null;
    const inner = value as { image?: unknown; file?: unknown };
    const nested = imageRefSchema.safeParse(inner.image ?? inner.file);
    return nested.success ? nested.data : null;
  })
  .catch(null);

const blockSchema = z.object({ image, text: html, link });
export type BlockValue = z.infer<typeof blockSchema>;

const contentItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: z.object({ text: html }) }),
  z.object({ type: z.literal('link'), value: linkSchema }),
  z.object({
    type: z.literal('images'),
    value: z.union([
      z.object({ images: lenientList(imageRefSchema) }),
      z.array(z.unknown()).transform((images) => ({
        images: images.flatMap((entry) => {
          const parsed = imageRefSchema.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        }),
      })),
    ]),
  }),
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

/** spec §3: imageFormat 'portrait' (a boolean, or a group holding it). */
const portrait = z
  .unknown()
  .optional()
  .transform(
    (value) =>
      value === true ||
      value === 'portrait' ||
      (typeof value === 'object' &&
        value !== null &&
        (value as { portrait?: unknown }).portrait === true),
  );

const columnSchema = z.object({ text: html, link, image });
const uploadFileSchema = z.object({
  publicHash: z.string().regex(/^[A-Za-z0-9]+$/),
  id: z.union([z.string(), z.number()]).transform(String),
  version: z.number().int().nonnegative(),
  extension: z.string().regex(/^[a-z0-9]+$/i),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;

/** The section types of spec §2/§3 and the shape of each one's value. */
export const SECTION_SCHEMAS = {
  hero: z.object({ color, title: z.string().catch(''), image }),
  heroSmall: z.object({ color, title: z.string().catch('') }),
  sectionText: z.object({ color, content: lenientList(contentItemSchema) }),
  sectionTeaser: z.object({
    color,
    text: html,
    link,
    image: z.object({ file: wrappedImage, link }).nullish().catch(null),
  }),
  sectionImageText: z.object({
    color,
    text: html,
    columnText: html,
    columnMedia: wrappedImage,
    columnRatio: z.enum(['sameSize', 'increaseText', 'increaseImage']).catch('sameSize'),
    positionImageLeft: flag,
  }),
  sectionTwoColumns: z.object({
    color,
    text: html,
    columns: lenientList(columnSchema),
    imageFormat: portrait,
  }),
  sectionThreeColumns: z.object({
    color,
    text: html,
    columns: lenientList(columnSchema),
    imageFormat: portrait,
  }),
  sectionSlider: z.object({
    color,
    text: html,
    slides: lenientList(z.object({ file: uploadFileSchema, text: html })),
  }),
  sectionBlocks: z.object({
    color,
    text: html,
    blocks: lenientList(blockSchema),
    mainBlock: blockSchema.nullish().catch(null),
  }),
  sectionServiceBlocks: z.object({
    color,
    text: html,
    blocks: lenientList(
      z.object({ color, isSmall: flag, isInactive: flag, text: html, image, link }),
    ),
  }),
  sectionIFrames: z.object({
    color,
    text: html,
    columns: lenientList(z.object({ label: z.string().catch(''), url: z.string() })),
  }),
} as const;

export type SectionType = keyof typeof SECTION_SCHEMAS;
export type SectionValue<T extends SectionType> = z.infer<(typeof SECTION_SCHEMAS)[T]>;

/** A section the page can show: its type and its read value. */
export type ReadSection = {
  [T in SectionType]: { type: T; value: SectionValue<T> };
}[SectionType];

const isSectionType = (type: string): type is SectionType => Object.hasOwn(SECTION_SCHEMAS, type);

/** Reads a page's sections; unknown types and unreadable values are left out. */
export function readSections(sections: readonly Section[]): ReadSection[] {
  return sections.flatMap((section) => {
    if (!isSectionType(section.type)) return [];
    const parsed = SECTION_SCHEMAS[section.type].safeParse(section.value);
    return parsed.success ? [{ type: section.type, value: parsed.data } as ReadSection] : [];
  });
}

/** spec §7 `/upload/{publicHash}/{id}-{version}.{extension}`. */
export function uploadUrl(file: UploadFile): string {
  return `/upload/${file.publicHash}/${encodeURIComponent(file.id)}-${file.version}.${file.extension}`;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif']);

/** Whether an upload can be shown as a picture (flyers are images or documents). */
export function isImageUpload(file: UploadFile): boolean {
  return IMAGE_EXTENSIONS.has(file.extension.toLowerCase());
}
