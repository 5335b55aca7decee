import { z } from 'zod';
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
