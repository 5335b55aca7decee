import { randomBytes } from 'node:crypto';
import {
  normalizePairingCode,
  PAIRING_CODE_LENGTH,
  PAIRING_VALID_MS,
  pairingCodeFromBytes,
  SIGNAGE_MESSAGES,
  type SignagePairing,
  type SignagePairingStatus,
  type StaffSignageDevice,
} from '@shop/domain';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { digitalSignageDevices, digitalSignagePairings } from '../../../db/schema/index.ts';
import type { AuditActor } from '../../../platform/audit/audit-log.ts';
import { hashToken } from '../../../platform/auth/session.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { newTvSecret, setTvSecretHash, TV_SECRET_PATTERN } from './tv-secret.service.ts';

/**
 * Pairing a TV by the short code it shows (docs/decisions/055-signage-pairing-media-offline.md).
 * The waiting player is given its future secret at once, with the code; only the SHA-256 of
 * both is stored. Entering the code on a TV's page makes that hash the TV's `token_hash`, so the
 * secret the player already holds starts to work — the server never has to hand a secret to a
 * waiting request, and nothing secret is kept in memory or in the database.
 */
const KEEP_PAIRED_MS = 24 * 3_600_000;

export async function startPairing(db: Database, now: Date): Promise<SignagePairing> {
  // Codes nobody entered in time, and done pairings after a day, are dropped first.
  await db
    .delete(digitalSignagePairings)
    .where(
      or(
        and(isNull(digitalSignagePairings.deviceId), lt(digitalSignagePairings.expiresAt, now)),
        lt(digitalSignagePairings.expiresAt, new Date(now.getTime() - KEEP_PAIRED_MS)),
      ),
    );
  const expiresAt = new Date(now.getTime() + PAIRING_VALID_MS);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = pairingCodeFromBytes(randomBytes(PAIRING_CODE_LENGTH));
    const secret = newTvSecret();
    const [row] = await db
      .insert(digitalSignagePairings)
      .values({
        codeHash: hashToken(code),
        secretHash: hashToken(secret),
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: digitalSignagePairings.id });
    if (row) return { code, secret, expiresAt: expiresAt.toISOString() };
  }
  throw new Error('No free pairing code after 5 attempts.');
}

/** The waiting player's question: has my code been entered? 404 in German once it expired. */
export async function pairingStatus(
  db: Database,
  authorization: string | undefined,
  now: Date,
): Promise<SignagePairingStatus> {
  const secret = authorization?.match(TV_SECRET_PATTERN)?.[1];
  if (!secret) throw AppError.unauthorized(SIGNAGE_MESSAGES.invalidSecret);
  const [row] = await db
    .select()
    .from(digitalSignagePairings)
    .where(eq(digitalSignagePairings.secretHash, hashToken(secret)));
  if (!row) throw AppError.notFound(SIGNAGE_MESSAGES.pairingNotFound);
  if (row.deviceId !== null) return { status: 'paired', expiresAt: row.expiresAt.toISOString() };
  if (row.expiresAt <= now) throw AppError.notFound(SIGNAGE_MESSAGES.pairingNotFound);
  return { status: 'waiting', expiresAt: row.expiresAt.toISOString() };
}

/**
 * Staff entered `code` on TV `id`: the code is used up and the TV's secret becomes the waiting
 * player's (an earlier secret of that TV stops working). 422 on `code` when it is unknown,
 * expired or used — one message for all three, so the answer tells a guesser nothing.
 */
export async function pairTv(
  db: Database,
  id: number,
  code: string,
  input: { now: Date; audit: AuditActor },
): Promise<StaffSignageDevice> {
  const unknown = () =>
    AppError.invalid([
      { code: 'pairing_code_unknown', field: 'code', message: SIGNAGE_MESSAGES.pairingCodeUnknown },
    ]);
  const normalized = normalizePairingCode(code);
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select({ id: digitalSignageDevices.id })
      .from(digitalSignageDevices)
      .where(eq(digitalSignageDevices.id, id));
    if (!device) throw AppError.notFound(SIGNAGE_MESSAGES.deviceNotFound);
    if (normalized === null) throw unknown();
    // Used once: only a row nobody paired yet and still valid is taken.
    const [pairing] = await tx
      .update(digitalSignagePairings)
      .set({ deviceId: id, pairedAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(digitalSignagePairings.codeHash, hashToken(normalized)),
          isNull(digitalSignagePairings.deviceId),
          gt(digitalSignagePairings.expiresAt, input.now),
        ),
      )
      .returning();
    if (!pairing) throw unknown();
    return setTvSecretHash(tx, id, pairing.secretHash, input);
  });
}

/**
 * Anonymous code requests per client address in a fixed window, in this process's memory (like
 * the analytics limit, decision 038): a brake against a flood of rows, not an exact quota.
 */
export const PAIRING_RATE_LIMIT = { perWindow: 20, windowMs: 10 * 60_000 } as const;

export function createPairingRateLimiter(options = PAIRING_RATE_LIMIT) {
  let windowStart = Number.NEGATIVE_INFINITY;
  const counts = new Map<string, number>();
  return {
    admit(address: string, now: Date): void {
      const nowMs = now.getTime();
      if (nowMs - windowStart >= options.windowMs || nowMs < windowStart) {
        windowStart = nowMs;
        counts.clear();
      }
      const count = (counts.get(address) ?? 0) + 1;
      if (count > options.perWindow) {
        throw AppError.tooManyRequests(
          [{ code: 'too_many_requests', message: SIGNAGE_MESSAGES.pairingTooMany }],
          windowStart + options.windowMs - nowMs,
        );
      }
      counts.set(address, count);
    },
  };
}
