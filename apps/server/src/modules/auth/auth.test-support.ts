import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '@shop/domain';
import type { createTestApp } from '../../../test/helpers.ts';
import { branches, sessions, userBranches, users } from '../../db/schema/index.ts';
import { hashToken, SESSION_COOKIE } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';

/** Test factories for staff users, branches and logins (used by the auth and users tests). */

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A clock the test moves by hand. */
export function manualClock(start = '2026-12-02T11:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance: (milliseconds: number) => {
      current = new Date(current.getTime() + milliseconds);
    },
    set: (instant: string) => {
      current = new Date(instant);
    },
  };
}

let branchCounter = 0;

/** A minimal branch. */
export async function buildBranch(db: Database, name = `Filiale ${++branchCounter}`) {
  const [branch] = await db
    .insert(branches)
    .values({
      identifier: `test-${branchCounter}-${Math.random().toString(36).slice(2, 8)}`,
      name,
      street: 'Teststraße 1',
      zipCode: '12345',
      city: 'Teststadt',
    })
    .returning({ id: branches.id });
  if (!branch) throw new Error('branch not inserted');
  return branch.id;
}

export const TEST_PASSWORD = 'Brotzeit-am-Morgen-42';

/** A staff user with a password (argon2id) and the given roles and branches. */
export async function buildStaffUser(
  db: Database,
  input: {
    email: string;
    roles: Role[];
    password?: string | null;
    branchIds?: number[];
    isEnabled?: boolean;
    expiresAt?: Date | null;
  },
) {
  const password = input.password === undefined ? TEST_PASSWORD : input.password;
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: password === null ? null : await hash(password),
      firstName: 'Test',
      lastName: input.email.split('@')[0] ?? 'User',
      roles: input.roles,
      isEnabled: input.isEnabled ?? true,
      expiresAt: input.expiresAt ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  if (input.branchIds?.length) {
    await db
      .insert(userBranches)
      .values(input.branchIds.map((branchId) => ({ userId: user.id, branchId })));
  }
  return user.id;
}

/** POST /api/auth/login with JSON; `ip` sets the client address. */
export function postLogin(app: TestApp, email: string, password: string, ip = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** Logs in and returns the headers of a state-changing staff call (cookie + CSRF token). */
export async function loginHeaders(app: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await postLogin(app, email, password, '198.51.100.1');
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return {
    cookie: sessionCookieOf(response),
    'x-csrf-token': response.json().data.csrfToken as string,
  };
}

/** `shop_session=…` from a response's Set-Cookie header. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}

/** A session made directly in the database (no password hashing): cookie and CSRF headers. */
export async function sessionHeaders(db: Database, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    csrfToken,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
  });
  return { cookie: `${SESSION_COOKIE}=${token}`, 'x-csrf-token': csrfToken };
}
