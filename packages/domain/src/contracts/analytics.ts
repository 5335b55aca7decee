import { z } from 'zod';

/** Size limits of one analytics log entry (POST /api/analytics-log). */
export const ANALYTICS_LOG_LIMITS = {
  type: 64,
  action: 128,
  category: 128,
  /** The `data` value as JSON, in UTF-8 bytes. */
  dataBytes: 4096,
} as const;

/** UTF-8 length of a value as JSON (no TextEncoder: the domain runs without DOM typings). */
function jsonBytes(value: unknown): number {
  let bytes = 0;
  for (const character of JSON.stringify(value) ?? '') {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * spec §7 "POST /api/analytics-log (type, action, category, data)": one anonymous event, sent by
 * the storefront only with cookie consent (spec §1). Unknown keys are refused.
 */
export const analyticsLogInputSchema = z.strictObject({
  type: z.string().trim().min(1).max(ANALYTICS_LOG_LIMITS.type),
  action: z.string().trim().max(ANALYTICS_LOG_LIMITS.action).nullable().optional(),
  category: z.string().trim().max(ANALYTICS_LOG_LIMITS.category).nullable().optional(),
  data: z
    .json()
    .optional()
    .refine((data) => data === undefined || jsonBytes(data) <= ANALYTICS_LOG_LIMITS.dataBytes, {
      message: `Die Daten sind zu groß. Erlaubt sind höchstens ${ANALYTICS_LOG_LIMITS.dataBytes} Bytes.`,
    }),
});
export type AnalyticsLogInput = z.infer<typeof analyticsLogInputSchema>;
