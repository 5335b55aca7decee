import { and, asc, eq } from 'drizzle-orm';
import { branchApiKeys } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { existingBranchIds } from '../../catalogue/catalogue.read-model.ts';

export type BranchApiKeyRow = typeof branchApiKeys.$inferSelect;

export async function branchExists(db: Database, branchId: number): Promise<boolean> {
  return (await existingBranchIds(db, [branchId])).has(branchId);
}

export function findKeysOfBranch(db: Database, branchId: number): Promise<BranchApiKeyRow[]> {
  return db
    .select()
    .from(branchApiKeys)
    .where(eq(branchApiKeys.branchId, branchId))
    .orderBy(asc(branchApiKeys.createdAt), asc(branchApiKeys.id));
}

export async function insertKey(
  db: Database,
  values: { branchId: number; name: string; keyHash: string; keyPrefix: string; now: Date },
): Promise<BranchApiKeyRow> {
  const [row] = await db
    .insert(branchApiKeys)
    .values({
      branchId: values.branchId,
      name: values.name,
      keyHash: values.keyHash,
      keyPrefix: values.keyPrefix,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('api key not returned');
  return row;
}

/** Deletes a key of the branch; the deleted row, or null when there was none. */
export async function deleteKey(
  db: Database,
  branchId: number,
  keyId: number,
): Promise<BranchApiKeyRow | null> {
  const [deleted] = await db
    .delete(branchApiKeys)
    .where(and(eq(branchApiKeys.branchId, branchId), eq(branchApiKeys.id, keyId)))
    .returning();
  return deleted ?? null;
}

export async function touchKey(db: Database, keyId: number, now: Date): Promise<void> {
  await db.update(branchApiKeys).set({ lastUsedAt: now }).where(eq(branchApiKeys.id, keyId));
}
