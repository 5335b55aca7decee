import { type PublicConfig, publicConfigSchema } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { config } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { sanitizeRichText } from '../content/content.sanitizer.ts';
import { DEFAULT_PUBLIC_CONFIG } from './config.defaults.ts';

/** Settings holding staff-written HTML; the API only ever sends them sanitised (BUDGETS S10). */
const RICH_TEXT_KEYS = [
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
] as const;

const PUBLIC_KEYS = Object.keys(publicConfigSchema.shape) as (keyof PublicConfig)[];

/** The settings a customer's browser may see: stored values over the defaults, key by key. */
export async function getPublicConfig(db: Database): Promise<PublicConfig> {
  const rows = await db.select().from(config).where(inArray(config.key, PUBLIC_KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_CONFIG };
  for (const row of rows) {
    const field = publicConfigSchema.shape[row.key as keyof PublicConfig];
    // A stored value of the wrong type (e.g. written by an older version) falls back to the default.
    if (field?.safeParse(row.value).success) merged[row.key] = row.value;
  }
  for (const key of RICH_TEXT_KEYS) merged[key] = sanitizeRichText(String(merged[key] ?? ''));
  return publicConfigSchema.parse(merged);
}

/**
 * The settings as the storefront sees them: an online payment method is only offered when its
 * provider keys are configured on the server, whatever the plugin flags say (the order API
 * refuses it otherwise).
 */
export function withConfiguredPayments(
  config: PublicConfig,
  providers: { isMollieConfigured: boolean; isDatatransConfigured: boolean },
): PublicConfig {
  return {
    ...config,
    enableMollie: config.enableMollie && providers.isMollieConfigured,
    enablePluginMollie: config.enablePluginMollie && providers.isMollieConfigured,
    enableDatatrans: config.enableDatatrans && providers.isDatatransConfigured,
    enablePluginDatatrans: config.enablePluginDatatrans && providers.isDatatransConfigured,
  };
}

/** Schema of a settings change: any subset of the public settings, unknown keys refused. */
export const configUpdateSchema = publicConfigSchema.partial().strict();

/** Stores the given settings (upsert per key, one transaction) and returns the new config. */
export async function updateConfig(
  db: Database,
  changes: Partial<PublicConfig>,
): Promise<PublicConfig> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    await db
      .insert(config)
      .values(entries.map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({
        target: config.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
  return getPublicConfig(db);
}
