import { type PublicConfig, publicConfigSchema } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { config } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { DEFAULT_PUBLIC_CONFIG } from './config.defaults.ts';

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
  return publicConfigSchema.parse(merged);
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
