import { and, count, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/index.ts';
import type { Database } from '../database.ts';
import { AppError } from '../errors.ts';
import { minutesText } from './auth-messages.ts';

/**
 * Login throttling (docs/budgets.md S3), kept in the database so every server instance sees the same
 * counters: the login_attempts table logs every attempt and is the only state.
 *
 * - Per account (the email typed, known or not, so a lock reveals nothing): 5 wrong passwords
 *   within 15 minutes since the last successful login lock the email for 15 minutes from the 5th.
 * - Per IP address: 30 wrong passwords within 15 minutes refuse that address until the oldest of
 *   them is older than 15 minutes.
 * - Progressive delay: from the 3rd wrong password in a row the answer waits 250 ms, doubling.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  accountFailures: 5,
  lockMs: 15 * 60_000,
  ipFailures: 30,
} as const;

/**
 * Reasons stored with an attempt. Wrong credentials count for the account and the address; a
 * refused request (malformed or oversized body) counts for the address, whatever was wrong with it.
 */
export type AttemptReason =
  | 'invalid_credentials'
  | 'invalid_request'
  | 'account_locked'
  | 'ip_throttled'
  | 'account_disabled'
  | 'account_expired'
  | 'password'
  | 'login_link';

const FAILURE: AttemptReason = 'invalid_credentials';
/** What counts against an address (docs/decisions/014-order-limits-and-public-addresses.md). */
const IP_FAILURES: readonly AttemptReason[] = ['invalid_credentials', 'invalid_request'];

export type LoginAttempt = {
  email: string;
  userId: number | null;
  ipAddress: string;
  userAgent: string | null;
  isSuccessful: boolean;
  reason: AttemptReason;
  at: Date;
};

/** Logs one attempt (every attempt is logged, successful or not); returns its id. */
export async function recordLoginAttempt(db: Database, attempt: LoginAttempt): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({
      email: attempt.email.slice(0, 254),
      userId: attempt.userId,
      ipAddress: attempt.ipAddress,
      userAgent: attempt.userAgent?.slice(0, 300) ?? null,
      isSuccessful: attempt.isSuccessful,
      reason: attempt.reason,
      createdAt: attempt.at,
    })
    .returning({ id: loginAttempts.id });
  return row?.id ?? 0;
}

/** Takes back a reserved attempt (the password proved right; the login logs its own). */
export async function dropLoginAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Changes the reason of a reserved attempt (it was refused for another reason). */
export async function setLoginAttemptReason(
  db: Database,
  id: number,
  reason: AttemptReason,
): Promise<void> {
  await db.update(loginAttempts).set({ reason }).where(eq(loginAttempts.id, id));
}

/**
 * The wrong passwords for this email in the window since its last successful login, newest first;
 * with `beforeId`, only those logged before that attempt (its reservation, see logIn).
 */
async function recentFailures(
  db: Database,
  email: string,
  now: Date,
  beforeId?: number,
): Promise<Date[]> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.isSuccessful, true),
        gt(loginAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const since = lastSuccess?.at ?? windowStart;
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.isSuccessful, false),
        eq(loginAttempts.reason, FAILURE),
        gt(loginAttempts.createdAt, since),
        beforeId === undefined ? undefined : lt(loginAttempts.id, beforeId),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(LOGIN_THROTTLE.accountFailures);
  return rows.map((row) => row.at);
}

export type AccountThrottle = {
  /** Set while the email is locked. */
  lockedUntil: Date | null;
  /** Wrong passwords in a row within the window (at most accountFailures). */
  failures: number;
};

/** The throttle state of an email before a new attempt. */
export async function accountThrottle(
  db: Database,
  email: string,
  now: Date,
  beforeId?: number,
): Promise<AccountThrottle> {
  const failures = await recentFailures(db, email, now, beforeId);
  const newest = failures[0];
  if (failures.length >= LOGIN_THROTTLE.accountFailures && newest) {
    const lockedUntil = new Date(newest.getTime() + LOGIN_THROTTLE.lockMs);
    if (lockedUntil > now) return { lockedUntil, failures: failures.length };
  }
  return { lockedUntil: null, failures: failures.length };
}

/**
 * Logs a password check as a wrong password *before* the check and returns its id with the throttle
 * state that the attempts logged before it give. Reserving and counting run in one transaction
 * that holds a lock on the email, so parallel guesses are counted one after the other: a guess
 * whose row has a smaller id but is not yet committed can never be missed by a later one (with a
 * bare insert, a sequence number is handed out before the row is visible). No more than
 * accountFailures parallel guesses are ever checked.
 */
export async function reserveWrongPassword(
  db: Database,
  attempt: Omit<LoginAttempt, 'isSuccessful' | 'reason'>,
): Promise<{ reserved: number; throttle: AccountThrottle }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`login:${attempt.email.slice(0, 254)}`}))`,
    );
    const reserved = await recordLoginAttempt(tx, {
      ...attempt,
      isSuccessful: false,
      reason: FAILURE,
    });
    const throttle = await accountThrottle(tx, attempt.email.slice(0, 254), attempt.at, reserved);
    return { reserved, throttle };
  });
}

/** Until when this IP address is refused, or null. */
export function ipThrottledUntil(db: Database, ipAddress: string, now: Date): Promise<Date | null> {
  return failuresThrottledUntil(db, {
    ipAddress,
    reason: IP_FAILURES,
    limit: LOGIN_THROTTLE.ipFailures,
    windowMs: LOGIN_THROTTLE.windowMs,
    now,
  });
}

/**
 * Until when an IP address is refused after `limit` failures of one kind within the window
 * (refused until enough of them have left the window to go below the limit again), or null.
 * Also used for wrong front-desk API keys (their own reason, their own limit).
 */
export async function failuresThrottledUntil(
  db: Database,
  input: {
    ipAddress: string;
    reason: string | readonly string[];
    limit: number;
    windowMs: number;
    now: Date;
  },
): Promise<Date | null> {
  const windowStart = new Date(input.now.getTime() - input.windowMs);
  const failuresFromIp = and(
    eq(loginAttempts.ipAddress, input.ipAddress),
    typeof input.reason === 'string'
      ? eq(loginAttempts.reason, input.reason)
      : inArray(loginAttempts.reason, [...input.reason]),
    gt(loginAttempts.createdAt, windowStart),
  );
  const [total] = await db.select({ value: count() }).from(loginAttempts).where(failuresFromIp);
  if ((total?.value ?? 0) < input.limit) return null;
  const [oldestCounted] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(failuresFromIp)
    .orderBy(desc(loginAttempts.createdAt))
    .offset(input.limit - 1)
    .limit(1);
  return oldestCounted ? new Date(oldestCounted.at.getTime() + input.windowMs) : null;
}

/** How long to hold back the answer to the n-th wrong password in a row (0, 0, 250, 500, 1000 ms). */
export function failureDelayMs(failuresInARow: number): number {
  if (failuresInARow < 3) return 0;
  return Math.min(250 * 2 ** (failuresInARow - 3), 2000);
}

/**
 * A wrong secret from an address (a front-desk key, a time-clock token): refused with a 429 while
 * the address has had `limit` such failures within the window, else the failure is recorded
 * (its own `reason`, so each secret counts separately) and answered with the caller's 401.
 * `throttledMessage` gets the wait as German text ("5 Minuten").
 */
export async function refuseWrongSecret(
  db: Database,
  input: {
    ipAddress: string;
    reason: string;
    limit: number;
    windowMs: number;
    now: Date;
    /** What the attempt was for, in the attempts table's email column (e.g. `api-key:branch-3`). */
    label: string;
    userId?: number | null;
    throttled: { code: string; message: (waitText: string) => string };
    unauthorized: { code: string; message: string };
  },
): Promise<never> {
  const until = await failuresThrottledUntil(db, input);
  if (until) {
    const milliseconds = until.getTime() - input.now.getTime();
    const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
    throw AppError.tooManyRequests(
      [{ code: input.throttled.code, message: input.throttled.message(minutesText(minutes)) }],
      milliseconds,
    );
  }
  await db.insert(loginAttempts).values({
    email: input.label,
    userId: input.userId ?? null,
    ipAddress: input.ipAddress,
    isSuccessful: false,
    reason: input.reason,
    createdAt: input.now,
  });
  throw new AppError(401, [input.unauthorized]);
}

/**
 * Logs one request of a rate-limited kind (`reason`) from an address and, in the same statement,
 * deletes this address's rows of this reason that have left the window: the rows are counters,
 * not an audit, so an address keeps at most `limit` rows (POST /api/orders, orders/order-rate-limit.ts).
 */
export async function countRequest(
  db: Database,
  input: { email: string; ipAddress: string; reason: string; windowMs: number; now: Date },
): Promise<void> {
  const expired = db.$with('expired').as(
    db
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ipAddress, input.ipAddress),
          eq(loginAttempts.reason, input.reason),
          lte(loginAttempts.createdAt, new Date(input.now.getTime() - input.windowMs)),
        ),
      )
      .returning({ id: loginAttempts.id }),
  );
  await db.with(expired).insert(loginAttempts).values({
    email: input.email,
    ipAddress: input.ipAddress,
    isSuccessful: true,
    reason: input.reason,
    createdAt: input.now,
  });
}
