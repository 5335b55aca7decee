import { randomBytes } from 'node:crypto';
import { SIGNAGE_MESSAGES, type StaffSignageDevice } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { digitalSignageDevices } from '../../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../../platform/audit/audit-log.ts';
import { hashToken } from '../../../platform/auth/session.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { presentTv, type TvRow } from './tv-devices.resource.ts';

/**
 * A TV's secret, as the devices' (docs/decisions/027-devices-and-print-jobs.md): 256 random bits
 * with a `tv_` prefix, answered once, stored as its SHA-256, revocable; the player sends it as
 * `Authorization: Bearer tv_…` (docs/decisions/033-digital-signage.md).
 */
const SECRET_PREFIX = 'tv_';
/** `Authorization: Bearer tv_…` — the secret in group 1. */
export const TV_SECRET_PATTERN = /^Bearer (tv_[A-Za-z0-9_-]{20,})$/;

export const newTvSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export async function issueTvSecret(
  db: Database,
  id: number,
  input: { now: Date; audit: AuditActor },
): Promise<string> {
  const secret = newTvSecret();
  await replaceTvSecretHash(db, id, hashToken(secret), input);
  return secret;
}

export function revokeTvSecret(
  db: Database,
  id: number,
  input: { now: Date; audit: AuditActor },
): Promise<StaffSignageDevice> {
  return replaceTvSecretHash(db, id, null, input);
}

function replaceTvSecretHash(
  db: Database,
  id: number,
  tokenHash: string | null,
  input: { now: Date; audit: AuditActor },
): Promise<StaffSignageDevice> {
  return db.transaction((tx) => setTvSecretHash(tx, id, tokenHash, input));
}

/**
 * Sets (or, with null, removes) a TV's secret hash with its audit entry, inside the caller's
 * transaction: a new secret, a revoked one and a TV paired by its code (tv-pairing.service.ts).
 */
export async function setTvSecretHash(
  tx: Database,
  id: number,
  tokenHash: string | null,
  input: { now: Date; audit: AuditActor },
): Promise<StaffSignageDevice> {
  const [before] = await tx
    .select()
    .from(digitalSignageDevices)
    .where(eq(digitalSignageDevices.id, id));
  if (!before) throw AppError.notFound(SIGNAGE_MESSAGES.deviceNotFound);
  const [row] = await tx
    .update(digitalSignageDevices)
    .set({ tokenHash, updatedAt: input.now })
    .where(eq(digitalSignageDevices.id, id))
    .returning();
  if (!row) throw AppError.notFound(SIGNAGE_MESSAGES.deviceNotFound);
  await writeAuditLog(tx, {
    actor: input.audit,
    entity: 'signageDevice',
    entityId: id,
    action: 'update',
    before: presentTv(before),
    after: presentTv(row),
    at: input.now,
  });
  return presentTv(row);
}

/** The enabled TV presenting this secret, marked as seen now; 401 in German otherwise. */
export async function authenticateTv(
  db: Database,
  authorization: string | undefined,
  now: Date,
): Promise<TvRow> {
  const secret = authorization?.match(TV_SECRET_PATTERN)?.[1];
  if (!secret) throw AppError.unauthorized(SIGNAGE_MESSAGES.invalidSecret);
  const [row] = await db
    .update(digitalSignageDevices)
    .set({ lastSeenAt: now })
    .where(eq(digitalSignageDevices.tokenHash, hashToken(secret)))
    .returning();
  if (!row?.isEnabled) throw AppError.unauthorized(SIGNAGE_MESSAGES.invalidSecret);
  return row;
}
