import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { loginAttempts, sessions, users } from '../../db/schema/index.ts';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages.ts';
import {
  buildBranch,
  buildStaffUser,
  loginHeaders,
  manualClock,
  postLogin,
  sessionCookieOf,
  TEST_PASSWORD,
} from './auth.test-support.ts';

const clock = manualClock();
let context: Awaited<ReturnType<typeof createTestApp>>;
let branchId: number;
beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  branchId = await buildBranch(context.db, 'Hamburg');
  await buildStaffUser(context.db, {
    email: 'anna@example.test',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchId],
  });
});
afterAll(() => context.close());

const messageOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { message: string }[] }).errors[0]?.message;

describe('POST /api/auth/login', () => {
  it('logs in with the right password and sets an HttpOnly SameSite session cookie', async () => {
    const response = await postLogin(context.app, 'Anna@Example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const user = response.json().data;
    expect(user).toMatchObject({
      email: 'anna@example.test',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: branchId }],
    });
    expect(user.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(user)).not.toContain('argon2');
  });

  it('answers a wrong password and an unknown email with the same German message', async () => {
    const wrong = await postLogin(context.app, 'anna@example.test', 'falsch-falsch', '192.0.2.1');
    const unknown = await postLogin(context.app, 'niemand@example.test', 'egal', '192.0.2.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors).toEqual([
        { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials },
      ]);
    }
  });

  it('logs every attempt with its reason, address and outcome', async () => {
    await postLogin(context.app, 'protokoll@example.test', 'x', '192.0.2.55');
    const rows = await context.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'protokoll@example.test'));
    expect(rows).toEqual([
      expect.objectContaining({
        isSuccessful: false,
        reason: 'invalid_credentials',
        ipAddress: '192.0.2.55',
      }),
    ]);
    const successes = await context.db
      .select()
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.email, 'anna@example.test'), eq(loginAttempts.isSuccessful, true)),
      );
    expect(successes.length).toBeGreaterThan(0);
  });

  it('rotates the session on login: the old cookie stops working', async () => {
    const first = await loginHeaders(context.app, 'anna@example.test');
    const second = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anna@example.test', password: TEST_PASSWORD },
      headers: { cookie: first.cookie },
    });
    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second)).not.toBe(first.cookie);
    const oldSession = await context.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: first.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await context.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookieOf(second) },
    });
    expect(newSession.statusCode).toBe(200);
  });

  it('refuses a login from a foreign Origin (login CSRF)', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anna@example.test', password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(AUTH_MESSAGES.invalidCsrfToken);
  });

  it('refuses a disabled account, but only with the right password', async () => {
    await buildStaffUser(context.db, {
      email: 'disabled@example.test',
      roles: ['ROLE_EMPLOYEE'],
      isEnabled: false,
    });
    const wrong = await postLogin(context.app, 'disabled@example.test', 'falsch-falsch');
    expect(messageOf(wrong)).toBe(AUTH_MESSAGES.invalidCredentials);
    const right = await postLogin(context.app, 'disabled@example.test', TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().errors[0]).toEqual({
      code: 'account_disabled',
      message: AUTH_MESSAGES.accountDisabled,
    });
  });

  it('refuses an expired account, and its live session ends when the expiry passes', async () => {
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    await buildStaffUser(context.db, {
      email: 'aushilfe@example.test',
      roles: ['ROLE_EMPLOYEE'],
      expiresAt,
    });
    const headers = await loginHeaders(context.app, 'aushilfe@example.test');
    clock.advance(2 * 60_000);
    const me = await context.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
    const login = await postLogin(context.app, 'aushilfe@example.test', TEST_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(messageOf(login)).toBe(AUTH_MESSAGES.accountExpired);
  });
});

describe('session endpoints', () => {
  it('GET /api/users/me without a session answers 401 with the German message', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([
      { code: 'no_session', message: AUTH_MESSAGES.noSession },
    ]);
  });

  it('logout ends the session in the database and clears the cookie', async () => {
    const headers = await loginHeaders(context.app, 'anna@example.test');
    const before = await context.db.select().from(sessions);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await context.db.select().from(sessions)).toHaveLength(before.length - 1);
    const me = await context.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('keeps the time of the last login on the user', async () => {
    await loginHeaders(context.app, 'anna@example.test');
    const [user] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna@example.test'));
    expect(user?.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });
});
