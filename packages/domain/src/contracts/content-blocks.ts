import { z } from 'zod';
import { COLOR_OPTIONS, type ContentField, groupDefault, groupSchema } from './content-fields.ts';

/**
 * spec §3 "Content block types", declared once with the field types (content-fields.ts): the page
 * builder's forms, the server's validation and a new section's defaults all come from here
 * (docs/decisions/029-content-editing.md). The storefront reads the same shapes leniently.
 */

const color: ContentField = {
  key: 'color',
  label: 'Farbe',
  type: 'select',
  options: COLOR_OPTIONS,
  default: 'white',
  required: true,
};
const title: ContentField = { key: 'title', label: 'Titel', type: 'text', max: 200 };
const text: ContentField = { key: 'text', label: 'Text', type: 'wysiwyg' };

export const LINK_FIELDS: readonly ContentField[] = [
  { key: 'linkLabel', label: 'Beschriftung', type: 'text', max: 100, placeholder: 'mehr erfahren' },
  { key: 'linkUrl', label: 'Ziel', type: 'text', max: 500, required: true },
  {
    key: 'linkType',
    label: 'Darstellung',
    type: 'select',
    options: [
      { value: 'link', label: 'Link' },
      { value: 'button', label: 'Button' },
    ],
    default: 'link',
    required: true,
  },
];
const link: ContentField = { key: 'link', label: 'Link', type: 'group', fields: LINK_FIELDS };
const image: ContentField = { key: 'image', label: 'Bild', type: 'image' };

export const BLOCK_FIELDS: readonly ContentField[] = [image, text, link];
const columnFields: readonly ContentField[] = [text, link, image];

/** Every block type, its German name and its fields. */
export const CONTENT_BLOCK_TYPES = {
  link: { label: 'Link', fields: LINK_FIELDS },
  color: { label: 'Farbe', fields: [color] },
  block: { label: 'Block', fields: BLOCK_FIELDS },
  hero: { label: 'Titelbild', fields: [color, { ...title, required: true }, image] },
  heroSmall: { label: 'Kleiner Titel', fields: [color, { ...title, required: true }] },
  sectionText: {
    label: 'Text',
    fields: [
      color,
      {
        key: 'content',
        label: 'Inhalt',
        type: 'collection',
        itemTypes: {
          text: [text],
          link: LINK_FIELDS,
          images: [{ key: 'images', label: 'Bilder', type: 'images' }],
        },
      },
    ],
  },
  sectionTeaser: {
    label: 'Teaser',
    fields: [
      color,
      text,
      link,
      {
        key: 'image',
        label: 'Bild',
        type: 'group',
        fields: [{ key: 'file', label: 'Bild', type: 'image' }, link],
      },
    ],
  },
  sectionImageText: {
    label: 'Bild und Text',
    fields: [
      color,
      text,
      { key: 'columnText', label: 'Spaltentext', type: 'wysiwyg' },
      { key: 'columnMedia', label: 'Bild', type: 'image' },
      {
        key: 'columnRatio',
        label: 'Verhältnis',
        type: 'select',
        options: [
          { value: 'sameSize', label: 'Gleich groß (50:50)' },
          { value: 'increaseText', label: 'Mehr Text (30:70)' },
          { value: 'increaseImage', label: 'Größeres Bild (70:30)' },
        ],
        default: 'sameSize',
        required: true,
      },
      { key: 'positionImageLeft', label: 'Bild links', type: 'boolean' },
    ],
  },
  sectionTwoColumns: {
    label: 'Zwei Spalten',
    fields: [
      color,
      text,
      { key: 'columns', label: 'Spalten', type: 'list', fields: columnFields, max: 2 },
      { key: 'imageFormat', label: 'Bilder im Hochformat', type: 'boolean' },
    ],
  },
  sectionThreeColumns: {
    label: 'Drei Spalten',
    fields: [
      color,
      text,
      { key: 'columns', label: 'Spalten', type: 'list', fields: columnFields, max: 3 },
      { key: 'imageFormat', label: 'Bilder im Hochformat', type: 'boolean' },
    ],
  },
  sectionSlider: {
    label: 'Slider',
    fields: [
      color,
      text,
      {
        key: 'slides',
        label: 'Folien',
        type: 'list',
        fields: [{ key: 'file', label: 'Datei', type: 'file', required: true }, text],
      },
    ],
  },
  sectionBlocks: {
    label: 'Blöcke',
    fields: [
      color,
      text,
      { key: 'blocks', label: 'Blöcke', type: 'list', fields: BLOCK_FIELDS },
      { key: 'mainBlock', label: 'Hauptblock', type: 'group', fields: BLOCK_FIELDS },
    ],
  },
  sectionServiceBlocks: {
    label: 'Service-Blöcke',
    fields: [
      color,
      text,
      {
        key: 'blocks',
        label: 'Blöcke',
        type: 'list',
        fields: [
          color,
          { key: 'isSmall', label: 'Klein', type: 'boolean' },
          text,
          { key: 'image', label: 'Symbol', type: 'image' },
          link,
          { key: 'isInactive', label: 'Inaktiv', type: 'boolean' },
        ],
      },
    ],
  },
  sectionIFrames: {
    label: 'iFrames',
    fields: [
      color,
      text,
      {
        key: 'columns',
        label: 'Spalten',
        type: 'list',
        fields: [
          { key: 'label', label: 'Beschriftung', type: 'text', max: 200 },
          { key: 'url', label: 'Adresse', type: 'text', max: 500, required: true },
        ],
      },
    ],
  },
} as const satisfies Record<string, { label: string; fields: readonly ContentField[] }>;

export type ContentBlockType = keyof typeof CONTENT_BLOCK_TYPES;
export const CONTENT_BLOCK_TYPE_KEYS = Object.keys(CONTENT_BLOCK_TYPES) as ContentBlockType[];

/** spec §2 "Generic content page" section types: the block types a custom page is made of. */
export const SECTION_TYPES = [
  'hero',
  'heroSmall',
  'sectionText',
  'sectionTeaser',
  'sectionImageText',
  'sectionTwoColumns',
  'sectionThreeColumns',
  'sectionSlider',
  'sectionBlocks',
  'sectionServiceBlocks',
  'sectionIFrames',
] as const satisfies readonly ContentBlockType[];
export type SectionType = (typeof SECTION_TYPES)[number];

export const contentBlockTypeSchema = z.enum(
  CONTENT_BLOCK_TYPE_KEYS as [ContentBlockType, ...ContentBlockType[]],
);

/** The schema of a value of this block type. */
export function blockValueSchema(type: ContentBlockType): z.ZodObject {
  return groupSchema(CONTENT_BLOCK_TYPES[type].fields);
}

/** A new value of this block type, with the declared defaults (colour white, …). */
export function blockDefault(type: ContentBlockType): Record<string, unknown> {
  return groupDefault(CONTENT_BLOCK_TYPES[type].fields);
}

/** One section of a custom page as saved: its type and a value of that type. */
export const sectionInputSchema = z.discriminatedUnion(
  'type',
  SECTION_TYPES.map((type) =>
    z.strictObject({ type: z.literal(type), value: blockValueSchema(type) }),
  ) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<SectionType>; value: z.ZodObject }>,
    ...z.ZodObject<{ type: z.ZodLiteral<SectionType>; value: z.ZodObject }>[],
  ],
);
export type SectionInput = { type: SectionType; value: Record<string, unknown> };
