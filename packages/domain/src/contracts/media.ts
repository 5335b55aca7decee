import { z } from 'zod';
import { entityIdSchema, optionalText, requiredText } from './fields.ts';

/**
 * Back-office image library (spec §7 CRUD images, /image/… variants). Uploads are
 * JSON with the file as a data URL, like customer uploads (spec §7 Upload). The server checks the
 * content by its magic bytes, the size (MAX_UPLOAD_BYTES) and the pixel count
 * (MAX_IMAGE_PIXELS; a larger image is refused with MESSAGES.invalidImageDimensions).
 */

/** spec §7 named variants: /image/{variant}/{id}-{version}.{extension}. */
export const IMAGE_VARIANT_NAMES = [
  'large',
  'medium',
  'product',
  'category',
  'tiny',
  'custom/slider',
  'custom/slider-small',
  'custom/two-columns',
  'custom/three-columns',
  'custom/default',
] as const;
export type ImageVariantName = (typeof IMAGE_VARIANT_NAMES)[number];

/** Staff image types accepted by content (JPEG, PNG, GIF, WebP); SVG is refused. */
export const STAFF_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** Pixel cap of an image (docs/budgets.md S9): a 12-megapixel photo fits, a 50-megapixel one does not. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Where an image is used; deleting it is refused (409) while this list is not empty. */
export const imageUsageSchema = z.object({
  /** Entity name as in the audit log ('branch', 'product', 'category', 'tag', 'donatee', …). */
  entity: z.string(),
  id: z.number().int(),
  name: z.string(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

/** An image as the back-office sees it. Its public files are /image/{id}-{version}.{extension}. */
export const staffImageSchema = z.object({
  id: entityIdSchema,
  version: z.number().int().positive(),
  extension: z.string(),
  mimeType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Bytes of the stored original. */
  size: z.number().int().nonnegative(),
  name: z.string(),
  alt: z.string().nullable(),
  /** Focal point as fractions of width and height (0..1); variants crop around it. */
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
  /** Absolute paths of the original and of every named variant (WebP). */
  urls: z.object({
    original: z.string(),
    variants: z.record(z.string(), z.string()),
  }),
  usages: z.array(imageUsageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffImage = z.infer<typeof staffImageSchema>;

const fraction = z.number().min(0).max(1);

/** POST /api/images: `{ data: "<data-URL>", name, alt?, focalX?, focalY? }`. */
export const imageUploadInputSchema = z.strictObject({
  data: z.string().min(1),
  /** The file name; its extension must agree with the content. */
  name: requiredText(255),
  alt: optionalText(500),
  focalX: fraction.default(0.5),
  focalY: fraction.default(0.5),
});
export type ImageUploadInput = z.infer<typeof imageUploadInputSchema>;

/**
 * PUT /api/images/{id}: name, alt text, focal point, and optionally a crop of the current
 * original in pixels (creates a new version; every variant is made again).
 */
export const imageUpdateInputSchema = z.strictObject({
  name: requiredText(255),
  alt: optionalText(500),
  focalX: fraction,
  focalY: fraction,
  crop: z
    .strictObject({
      left: z.number().int().min(0),
      top: z.number().int().min(0),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
    })
    .nullable()
    .optional(),
});
export type ImageUpdateInput = z.infer<typeof imageUpdateInputSchema>;

/**
 * Where an upload is used (docs/decisions/045-uploads-library.md); deleting it is refused (409)
 * while this list is not empty. `entity` is one of UPLOAD_USAGE_LABELS' keys.
 */
export const uploadUsageSchema = z.object({
  entity: z.enum(['site', 'block', 'navigation', 'signageSegment', 'order']),
  id: z.number().int(),
  name: z.string(),
});
export type UploadUsage = z.infer<typeof uploadUsageSchema>;

/**
 * An upload of the library as the back-office sees it (spec §7 CRUD uploads): the spec §3 upload
 * object plus name, size, its public file and preview paths and where it is used.
 */
export const staffUploadSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  extension: z.string(),
  publicHash: z.string().min(32),
  mimeType: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** /upload/{publicHash}/{id}-{version}.{extension} and …/preview/{id}-{version}.jpg (spec §7). */
  urls: z.object({ file: z.string(), preview: z.string() }),
  usages: z.array(uploadUsageSchema),
  createdAt: z.string(),
});
export type StaffUpload = z.infer<typeof staffUploadSchema>;
