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
export { BRANCH_IMAGE_VARIANT, type ImageAddress, imagePath } from './image-path.ts';
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
