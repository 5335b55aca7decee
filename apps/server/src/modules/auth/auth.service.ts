import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, withMinutes } from '../../platform/auth/auth-messages.ts';
import {
  type AttemptReason,
  dropLoginAttempt,
  failureDelayMs,
  ipThrottledUntil,
  LOGIN_THROTTLE,
  recordLoginAttempt,
  reserveWrongPassword,
  setLoginAttemptReason,
} from '../../platform/auth/login-throttle.ts';
import { endUserSessions, hashToken, type StaffUser } from '../../platform/auth/session.ts';
import type { Clock } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import {
  findUserByEmail,
  findUserById,
  markLoginFailed,
  markLoginSucceeded,
  type UserRow,
  updatePasswordHash,
} from '../users/users.accounts.ts';
import {
  countLoginLinksSince,
  findUsableLoginLink,
  insertLoginLink,
  useLoginLink,
} from './auth.repository.ts';
import { LOGIN_LINK_MINUTES, loginLinkUrl, renderLoginLinkMail } from './login-link-mail.ts';
import { passwordProblem } from './password-policy.ts';

export type AuthDeps = { db: Database; now: Clock; mailer: Mailer; log: FastifyBaseLogger };
/** Where a login comes from, for throttling and the attempt log. */
export type Client = { ipAddress: string; userAgent: string | null };

/** At most this many login links per account within the throttle window (mail flooding). */
const MAX_LINKS_PER_WINDOW = 3;

/**
 * Test seam: sees every login link token as it is issued (tests use it instead of reading mail;
 * the database holds only the token's hash). Empty outside tests.
 */
export const loginLinkObservers = new Set<(link: { userId: number; token: string }) => void>();

const fail = (status: number, code: string, message: string) =>
  new AppError(status, [{ code, message }]);

// Verifying against a real hash when the account is unknown keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verify(await dummyHash, password);
  return false;
};

/**
 * Email and password login with throttling (docs/budgets.md S3). Refusals are checked in this order:
 * IP and account locks first (a correct password during a lock changes nothing), then the
 * password, and only with the right password whether the account is disabled or expired.
 */
export async function logIn(
  deps: AuthDeps,
  input: { email: string; password: string; client: Client },
): Promise<UserRow> {
  const { db } = deps;
  const { email, client } = input;
  const now = deps.now();
  const record = (reason: AttemptReason, userId: number | null, isSuccessful = false) =>
    recordLoginAttempt(db, { email, userId, ...client, isSuccessful, reason, at: now });

  const ipUntil = await ipThrottledUntil(db, client.ipAddress, now);
  if (ipUntil) {
    await record('ip_throttled', null);
    throw tooManyAttempts(ipUntil.getTime() - now.getTime());
  }
  const user = await findUserByEmail(db, email);
  // Counted atomically: the attempt is logged as a wrong password *before* the check, and only
  // the attempts logged before it decide the lock. Parallel guesses each see the others, so no
  // more than accountFailures of them are ever checked (LOGIN_THROTTLE).
  const { reserved, throttle } = await reserveWrongPassword(db, {
    email,
    userId: user?.id ?? null,
    ...client,
    at: now,
  });
  if (throttle.lockedUntil) {
    await setLoginAttemptReason(db, reserved, 'account_locked');
    throw tooManyAttempts(throttle.lockedUntil.getTime() - now.getTime());
  }

  const isValid = user?.passwordHash
    ? await verify(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    const failures = throttle.failures + 1;
    const isNowLocked = failures >= LOGIN_THROTTLE.accountFailures;
    if (user) {
      const lockedUntil = isNowLocked ? new Date(now.getTime() + LOGIN_THROTTLE.lockMs) : null;
      await markLoginFailed(db, user.id, { failures, lockedUntil });
    }
    await sleep(failureDelayMs(failures));
    throw fail(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }

  await dropLoginAttempt(db, reserved);
  await assertAccountUsable(user, now, async (reason) => {
    await record(reason, user.id);
  });
  await record('password', user.id, true);
  await markLoginSucceeded(db, user.id, now);
  return user;
}

/** 429 while this address is refused (too many failed attempts), whatever it sends now. */
export async function assertAddressNotThrottled(deps: AuthDeps, client: Client): Promise<void> {
  const now = deps.now();
  const until = await ipThrottledUntil(deps.db, client.ipAddress, now);
  if (until) throw tooManyAttempts(until.getTime() - now.getTime());
}

/**
 * Counts a refused login request (malformed, oversized) against its address: every failed
 * attempt counts, whatever the reason (docs/decisions/014-order-limits-and-public-addresses.md).
 */
export async function recordRefusedRequest(
  deps: AuthDeps,
  client: Client,
  email: unknown,
): Promise<void> {
  await recordLoginAttempt(deps.db, {
    email: typeof email === 'string' ? email : '',
    userId: null,
    ...client,
    isSuccessful: false,
    reason: 'invalid_request',
    at: deps.now(),
  });
}

/** 429 with the minutes in the text and the seconds in `Retry-After`, both rounded up. */
const tooManyAttempts = (milliseconds: number) =>
  AppError.tooManyRequests(
    [
      {
        code: 'too_many_attempts',
        message: withMinutes(AUTH_MESSAGES.tooManyAttempts, milliseconds),
      },
    ],
    milliseconds,
  );

/** Disabled, expired or (by hand) locked accounts may not log in, whatever the credentials. */
async function assertAccountUsable(
  user: UserRow,
  now: Date,
  record: (reason: AttemptReason) => Promise<unknown>,
): Promise<void> {
  if (!user.isEnabled) {
    await record('account_disabled');
    throw fail(403, 'account_disabled', AUTH_MESSAGES.accountDisabled);
  }
  if (user.expiresAt && user.expiresAt <= now) {
    await record('account_expired');
    throw fail(403, 'account_expired', AUTH_MESSAGES.accountExpired);
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    await record('account_locked');
    const milliseconds = user.lockedUntil.getTime() - now.getTime();
    throw AppError.tooManyRequests(
      [
        {
          code: 'account_locked',
          message: withMinutes(AUTH_MESSAGES.accountLocked, milliseconds),
        },
      ],
      milliseconds,
    );
  }
}

/**
 * POST /api/auth/login-link: issues a single-use link valid for 15 minutes and mails it, when the
 * email belongs to a usable account. The caller always answers 202, so nothing is revealed;
 * the mail is sent in the background for the same reason (equal answer times).
 */
export async function requestLoginLink(
  deps: AuthDeps,
  input: { email: string; baseUrl: string },
): Promise<void> {
  // Without a mail server no link can reach anyone: say so (503) instead of "gesendet". It is
  // the shop's setup, not the account's, so the answer still tells nothing about the address.
  if (!deps.mailer.isConfigured) {
    throw fail(503, 'mail_not_configured', AUTH_MESSAGES.loginLinkMailUnavailable);
  }
  const { db } = deps;
  const now = deps.now();
  const user = await findUserByEmail(db, input.email);
  if (!user?.isEnabled || (user.expiresAt && user.expiresAt <= now)) return;
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  if ((await countLoginLinksSince(db, user.id, windowStart)) >= MAX_LINKS_PER_WINDOW) return;

  const token = randomBytes(32).toString('base64url');
  await insertLoginLink(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + LOGIN_LINK_MINUTES * 60_000),
    createdAt: now,
  });
  for (const observe of loginLinkObservers) observe({ userId: user.id, token });
  void (async () => {
    const config = await getPublicConfig(db);
    const url = loginLinkUrl(input.baseUrl, token);
    await deps.mailer.send(renderLoginLinkMail({ to: user.email, url, shopName: config.shopName }));
  })().catch((error: unknown) => deps.log.error({ err: error }, 'login link mail failed'));
}

const invalidLoginLink = () => fail(401, 'invalid_login_link', AUTH_MESSAGES.invalidLoginLink);

/** GET /api/auth/login-link/{token}: whether the link can still be used (it stays unused). */
export async function checkLoginLink(deps: AuthDeps, token: string): Promise<void> {
  const userId = await findUsableLoginLink(deps.db, hashToken(token), deps.now());
  if (userId === null) throw invalidLoginLink();
}

/** POST /api/auth/login-link/{token}: uses the link up and logs its user in. */
export async function logInWithLink(
  deps: AuthDeps,
  input: { token: string; client: Client },
): Promise<UserRow> {
  const { db } = deps;
  const now = deps.now();
  const userId = await useLoginLink(db, hashToken(input.token), now);
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) throw invalidLoginLink();
  const record = (reason: AttemptReason, isSuccessful = false) =>
    recordLoginAttempt(db, {
      email: user.email,
      userId: user.id,
      ...input.client,
      isSuccessful,
      reason,
      at: now,
    });
  await assertAccountUsable(user, now, (reason) => record(reason));
  await record('login_link', true);
  await markLoginSucceeded(db, user.id, now);
  return user;
}

/**
 * POST /api/users/me/password: checks the current password (accounts without one skip that),
 * the password rules and the leak list, then ends the user's other sessions.
 */
export async function changePassword(
  deps: AuthDeps,
  input: { staff: StaffUser; currentPassword: string; newPassword: string; client: Client },
): Promise<void> {
  const { db } = deps;
  const user = await findUserById(db, input.staff.id);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.noSession);
  if (user.passwordHash && !(await currentPasswordHolds(deps, user, input))) {
    throw AppError.invalid([
      {
        code: 'current_password_wrong',
        message: AUTH_MESSAGES.currentPasswordWrong,
        field: 'currentPassword',
      },
    ]);
  }
  if (user.passwordHash && input.newPassword === input.currentPassword) {
    throw AppError.invalid([
      {
        code: 'password_unchanged',
        message: AUTH_MESSAGES.passwordUnchanged,
        field: 'newPassword',
      },
    ]);
  }
  assertPasswordAllowed(input.newPassword, user.email, 'newPassword');
  const now = deps.now();
  await updatePasswordHash(db, user.id, await hash(input.newPassword), now);
  await endUserSessions(db, user.id, { exceptSessionId: input.staff.sessionId });
}

/**
 * The current password of a password change, throttled like a login (a stolen session must not
 * guess it): counted atomically against the account, refused with 429 while it is locked.
 */
async function currentPasswordHolds(
  deps: AuthDeps,
  user: UserRow,
  input: { currentPassword: string; client: Client },
): Promise<boolean> {
  const { db } = deps;
  const now = deps.now();
  const { reserved, throttle } = await reserveWrongPassword(db, {
    email: user.email,
    userId: user.id,
    ...input.client,
    at: now,
  });
  if (throttle.lockedUntil) {
    await setLoginAttemptReason(db, reserved, 'account_locked');
    throw tooManyAttempts(throttle.lockedUntil.getTime() - now.getTime());
  }
  if (!(await verify(user.passwordHash ?? '', input.currentPassword))) return false;
  await dropLoginAttempt(db, reserved);
  return true;
}

/** Throws the German 422 for `field` when a new password breaks a rule or is leaked. */
export function assertPasswordAllowed(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, { email });
  if (!problem) return;
  const code = problem === AUTH_MESSAGES.passwordLeaked ? 'password_leaked' : 'password_invalid';
  throw AppError.invalid([{ code, message: problem, field }]);
}
