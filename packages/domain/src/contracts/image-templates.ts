import { z } from 'zod';
import { entityIdSchema, requiredText } from './fields.ts';
import { listQuerySchema } from './paging.ts';

/**
 * Image templates (spec §1 "images and image templates", §7 CRUD /api/image-templates and
 * GET /api/image-templates/{id}/layers; docs/decisions/039-image-templates-and-fonts.md).
 * A template has a size and ordered layers, drawn first to last: an image from the library,
 * a text, a shape, or a data layer bound to the catalogue (a product's name, price, unit price
 * or allergens; a category's products as a price list). The server renders it with sharp.
 */

export const TEMPLATE_MIN_SIZE = 16;
export const TEMPLATE_MAX_SIZE = 4096;
export const TEMPLATE_MAX_LAYERS = 60;

export const IMAGE_TEMPLATE_MESSAGES = {
  notFound: 'Die Bildvorlage wurde nicht gefunden.',
  size: `Bitte geben Sie eine Größe zwischen ${TEMPLATE_MIN_SIZE} und ${TEMPLATE_MAX_SIZE} Pixeln an.`,
  layerSize: 'Bitte geben Sie eine Breite und Höhe von mindestens 1 Pixel an.',
  outside: 'Die Ebene liegt vollständig außerhalb der Vorlage.',
  colour: 'Bitte geben Sie eine Farbe als #RRGGBB an.',
  fontSize: 'Bitte geben Sie eine Schriftgröße zwischen 6 und 600 Pixeln an.',
  tooManyLayers: `Eine Vorlage hat höchstens ${TEMPLATE_MAX_LAYERS} Ebenen.`,
  unknownFont: 'Diese Schriftart ist nicht verfügbar.',
  fontsLoadFailed: 'Schriftarten konnten nicht geladen werden',
} as const;

/**
 * The self-hosted font families (spec §7 GET /api/fonts): npm font packages served by this
 * server, never a third-party host (docs/decisions/039-image-templates-and-fonts.md). Variants
 * use Google's names: 'regular', 'italic', '700', '700italic'.
 */
export const SELF_HOSTED_FONTS = [
  {
    family: 'Roboto',
    package: 'roboto',
    variants: ['300', 'regular', 'italic', '500', '700', '700italic', '900'],
  },
  { family: 'Oswald', package: 'oswald', variants: ['300', 'regular', '500', '600', '700'] },
] as const;

/** The self-hosted family of that name (case-insensitive, '+' for spaces), if any. */
export function selfHostedFont(family: string) {
  const wanted = family.replace(/\+/g, ' ').trim().toLowerCase();
  return SELF_HOSTED_FONTS.find((font) => font.family.toLowerCase() === wanted);
}

/** Whether a family and variant are served by this shop. */
export function isFontAvailable(family: string, variant: string): boolean {
  return (
    (selfHostedFont(family)?.variants as readonly string[] | undefined)?.includes(variant) ?? false
  );
}

export const LAYER_TYPES = ['text', 'image', 'shape', 'product', 'priceList'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];
export const PRODUCT_FIELDS = ['name', 'price', 'unitPrice', 'allergens'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const IMAGE_FITS = ['cover', 'contain'] as const;

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: IMAGE_TEMPLATE_MESSAGES.colour })
  .transform((value) => value.toLowerCase());

const pixels = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Where a layer sits: its top-left corner (may lie left of or above the canvas) and its size. */
const box = {
  name: requiredText(100),
  x: pixels(IMAGE_TEMPLATE_MESSAGES.outside, -TEMPLATE_MAX_SIZE, TEMPLATE_MAX_SIZE),
  y: pixels(IMAGE_TEMPLATE_MESSAGES.outside, -TEMPLATE_MAX_SIZE, TEMPLATE_MAX_SIZE),
  width: pixels(IMAGE_TEMPLATE_MESSAGES.layerSize, 1, TEMPLATE_MAX_SIZE * 2),
  height: pixels(IMAGE_TEMPLATE_MESSAGES.layerSize, 1, TEMPLATE_MAX_SIZE * 2),
};

/** How a text (or a data layer's text) is set: a self-hosted font family and variant. */
const textStyle = {
  fontFamily: requiredText(100).default('Roboto'),
  /** Google's variant names: 'regular', 'italic', '700', '700italic'. */
  fontVariant: z
    .string()
    .trim()
    .regex(/^(regular|italic|[1-9]00(italic)?)$/, { error: IMAGE_TEMPLATE_MESSAGES.unknownFont })
    .default('regular'),
  fontSize: pixels(IMAGE_TEMPLATE_MESSAGES.fontSize, 6, 600).default(48),
  color: colour.default('#000000'),
  align: z.enum(TEXT_ALIGNS).default('left'),
  /** At most this many lines; longer text ends with "…". */
  maxLines: z.number().int().min(1).max(50).default(1),
};

export const templateLayerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), ...box, ...textStyle, text: z.string().max(2000) }),
  z.strictObject({
    type: z.literal('image'),
    ...box,
    imageId: entityIdSchema,
    fit: z.enum(IMAGE_FITS).default('cover'),
  }),
  z.strictObject({
    type: z.literal('shape'),
    ...box,
    fill: colour,
    radius: z.number().int().min(0).max(2000).default(0),
  }),
  z.strictObject({
    type: z.literal('product'),
    ...box,
    ...textStyle,
    productId: entityIdSchema,
    field: z.enum(PRODUCT_FIELDS),
  }),
  z.strictObject({
    type: z.literal('priceList'),
    ...box,
    ...textStyle,
    categoryId: entityIdSchema,
  }),
]);
export type TemplateLayer = z.infer<typeof templateLayerSchema>;
export type TemplateLayerInput = z.input<typeof templateLayerSchema>;

const size = pixels(IMAGE_TEMPLATE_MESSAGES.size, TEMPLATE_MIN_SIZE, TEMPLATE_MAX_SIZE);

export const imageTemplateInputSchema = z
  .strictObject({
    identifier: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[a-z0-9][a-z0-9-]*$/, {
        error:
          'Bitte verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche (z. B. "fruehstueck").',
      }),
    name: requiredText(100),
    width: size,
    height: size,
    backgroundColor: colour.nullable().default(null),
    /** The layers, drawn first to last. */
    layers: z
      .array(templateLayerSchema)
      .max(TEMPLATE_MAX_LAYERS, { error: IMAGE_TEMPLATE_MESSAGES.tooManyLayers })
      .default([]),
  })
  .superRefine((input, context) => {
    input.layers.forEach((layer, index) => {
      const outside =
        layer.x >= input.width ||
        layer.y >= input.height ||
        layer.x + layer.width <= 0 ||
        layer.y + layer.height <= 0;
      if (outside) {
        context.addIssue({
          code: 'custom',
          path: ['layers', index, 'x'],
          message: IMAGE_TEMPLATE_MESSAGES.outside,
        });
      }
      if ('fontFamily' in layer && !isFontAvailable(layer.fontFamily, layer.fontVariant)) {
        context.addIssue({
          code: 'custom',
          path: ['layers', index, 'fontFamily'],
          message: IMAGE_TEMPLATE_MESSAGES.unknownFont,
        });
      }
    });
  });
export type ImageTemplateInput = z.infer<typeof imageTemplateInputSchema>;

/** A template as staff see it (layers in drawing order). */
export const staffImageTemplateSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  backgroundColor: z.string().nullable(),
  layers: z.array(templateLayerSchema),
});
export type StaffImageTemplate = z.infer<typeof staffImageTemplateSchema>;

export const imageTemplateListQuerySchema = listQuerySchema;

/** GET /api/fonts: the self-hosted families the shop can use, with their variants. */
export const fontFamilySchema = z.object({
  family: z.string(),
  variants: z.array(z.string()),
  /** The stylesheet of one variant: /fonts/google/{family}/style-{variant}.embed.css */
  stylesheets: z.record(z.string(), z.string()),
});
export type FontFamily = z.infer<typeof fontFamilySchema>;
