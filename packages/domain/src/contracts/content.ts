import { z } from 'zod';

/**
 * spec §2 "Footer links": the legal pages /site/terms-and-conditions, /site/privacy, /site/imprint
 * and /site/allergens show the matching text setting (termsAndConditionsText, …) when it is set.
 * The browser reads that text sanitised from GET /api/legal-texts/{key}.
 */
export const LEGAL_TEXT_KEYS = [
  'termsAndConditions',
  'privacyPolicy',
  'imprint',
  'allergens',
] as const;
export const legalTextKeySchema = z.enum(LEGAL_TEXT_KEYS);
export type LegalTextKey = z.infer<typeof legalTextKeySchema>;

export const legalTextSchema = z.object({
  key: legalTextKeySchema,
  /** Sanitised HTML of the text setting. */
  html: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;
