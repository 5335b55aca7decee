import { z } from 'zod';

/** Response and error envelopes (ARCHITECTURE.md "HTTP conventions"). */

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** The full path of a nested field ('deliveryAreas.1.price'), when it is deeper than `field`. */
  path: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ errors: z.array(apiErrorSchema).min(1) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export { EMBEDDED_INIT_ELEMENT_ID, SESSION_COOKIE } from './embedded-init.ts';
export {
  BRANCH_IMAGE_MEDIA,
  BRANCH_IMAGE_VARIANT,
  type ImageAddress,
  imagePath,
} from './image-path.ts';
export { INIT_URLS, type InitUrl } from './values.ts';

export const initEntrySchema = z.object({ url: z.string(), data: z.unknown() });
export type InitEntry = z.infer<typeof initEntrySchema>;

/**
 * spec §7 Upload: "create with the file as a data-URL string in field data; the answer is an
 * upload object". `name` is the customer's file name; its extension decides the accepted types.
 */
export const createUploadBodySchema = z.strictObject({
  data: z.string().min(1),
  name: z.string().min(1).max(255),
});
export type CreateUploadBody = z.infer<typeof createUploadBodySchema>;

/**
 * PUT /api/uploads/{id} (spec §7 CRUD uploads; docs/decisions/045-uploads-library.md): `name`
 * alone renames a library upload (the display name; its type stays); `data` replaces the file with
 * a new version under the same id, checked as an upload. With `data`, `name` is the new file's
 * name and its extension decides the type; without it the file must be of the current type.
 */
export const updateUploadBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    data: z.string().min(1).optional(),
  })
  .refine((body) => body.name !== undefined || body.data !== undefined, {
    message: 'Bitte geben Sie einen Namen ein oder wählen Sie eine Datei.',
    path: ['name'],
  });
export type UpdateUploadBody = z.infer<typeof updateUploadBodySchema>;
