import { randomBytes } from 'node:crypto';
import type { BranchApiKey, CreatedBranchApiKey } from '@shop/domain';
import { type AuditActor, writeAuditLog } from '../../../platform/audit/audit-log.ts';
import { refuseWrongSecret } from '../../../platform/auth/login-throttle.ts';
import { hashToken, safeEqual } from '../../../platform/auth/session.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  type BranchApiKeyRow,
  branchExists,
  deleteKey,
  findKeysOfBranch,
  insertKey,
  touchKey,
} from './branch-api-keys.repository.ts';

/**
 * Front-desk API keys per branch (spec §6: front-desk and back-office lists are fetched "with a
 * branch id and an API key instead of a session"). A key is 256 random bits,
 * shown once when created; only its SHA-256 and its first characters are stored. A presented key
 * is compared with every key of the branch in constant time. Wrong keys are counted per IP address
 * in the login_attempts table (shared by all instances) and refused for a while after too many.
 */

export const API_KEY_MESSAGES = {
  branchNotFound: 'Die Filiale wurde nicht gefunden.',
  keyNotFound: 'Der API-Schlüssel wurde nicht gefunden.',
  invalidKey: 'Der API-Schlüssel ist ungültig.',
  throttled: 'Zu viele ungültige API-Schlüssel. Bitte versuchen Sie es in {minutes} erneut.',
} as const;

export const API_KEY_THROTTLE = { windowMs: 15 * 60_000, ipFailures: 10 } as const;
const THROTTLE_REASON = 'api_key_invalid';
const KEY_PREFIX = 'fdk_';
/** lastUsedAt is written at most once a minute per key (a front desk polls every few seconds). */
const TOUCH_INTERVAL_MS = 60_000;

export function presentKey(row: BranchApiKeyRow): BranchApiKey {
  return {
    id: row.id,
    branchId: row.branchId,
    name: row.name,
    keyPrefix: row.keyPrefix,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireBranch(db: Database, branchId: number): Promise<void> {
  if (!(await branchExists(db, branchId))) throw AppError.notFound(API_KEY_MESSAGES.branchNotFound);
}

export async function listKeys(db: Database, branchId: number): Promise<BranchApiKey[]> {
  await requireBranch(db, branchId);
  return (await findKeysOfBranch(db, branchId)).map(presentKey);
}

/**
 * Creates a key; the answer is the only time its secret is shown. The audit entry holds the
 * listed shape (name, prefix), never the secret or its hash.
 */
export async function createKey(
  db: Database,
  input: { branchId: number; name: string; now: Date; audit: AuditActor },
): Promise<CreatedBranchApiKey> {
  await requireBranch(db, input.branchId);
  const apiKey = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const row = await insertKey(tx, {
      branchId: input.branchId,
      name: input.name,
      keyHash: hashToken(apiKey),
      keyPrefix: apiKey.slice(0, KEY_PREFIX.length + 6),
      now: input.now,
    });
    const listed = presentKey(row);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'branchApiKey',
      entityId: row.id,
      action: 'create',
      before: null,
      after: listed,
      at: input.now,
    });
    return { ...listed, apiKey };
  });
}

/** Revokes (deletes) a key; the front desk using it is refused from its next request. */
export async function revokeKey(
  db: Database,
  input: { branchId: number; keyId: number; now: Date; audit: AuditActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteKey(tx, input.branchId, input.keyId);
    if (!deleted) throw AppError.notFound(API_KEY_MESSAGES.keyNotFound);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'branchApiKey',
      entityId: deleted.id,
      action: 'delete',
      before: presentKey(deleted),
      after: null,
      at: input.now,
    });
  });
}

/** The key of the branch that matches, compared with every key in constant time; or null. */
export async function matchKey(
  db: Database,
  branchId: number,
  presented: string,
): Promise<BranchApiKeyRow | null> {
  const presentedHash = hashToken(presented);
  const keys = await findKeysOfBranch(db, branchId);
  let match: BranchApiKeyRow | null = null;
  for (const key of keys) {
    if (safeEqual(key.keyHash, presentedHash) && key.isEnabled) match = key;
  }
  return match;
}

/**
 * Admits a request that presents a branch's API key: 429 while the IP address is throttled, 401
 * for a wrong key (counted), else the key (its last use noted).
 */
export async function authenticateApiKey(
  db: Database,
  input: { branchId: number; apiKey: string | undefined; ipAddress: string; now: Date },
): Promise<BranchApiKeyRow> {
  // The right key always works, also from an address throttled for wrong ones (a front desk
  // behind the same address as a mistyped tablet keeps running); keys are 256 random bits, so
  // the throttle guards the database against floods, not the key against guessing.
  const key = input.apiKey ? await matchKey(db, input.branchId, input.apiKey) : null;
  if (!key) {
    return refuseWrongSecret(db, {
      ipAddress: input.ipAddress,
      reason: THROTTLE_REASON,
      limit: API_KEY_THROTTLE.ipFailures,
      windowMs: API_KEY_THROTTLE.windowMs,
      now: input.now,
      label: `api-key:branch-${input.branchId}`,
      throttled: {
        code: 'api_key_throttled',
        message: (wait) => API_KEY_MESSAGES.throttled.replace('{minutes}', wait),
      },
      unauthorized: { code: 'invalid_api_key', message: API_KEY_MESSAGES.invalidKey },
    });
  }
  const lastUsed = key.lastUsedAt?.getTime() ?? 0;
  if (input.now.getTime() - lastUsed >= TOUCH_INTERVAL_MS) await touchKey(db, key.id, input.now);
  return key;
}
