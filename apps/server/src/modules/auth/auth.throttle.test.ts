import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { loginAttempts, users } from '../../db/schema/index.ts';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages.ts';
import { LOGIN_THROTTLE, recordLoginAttempt } from '../../platform/auth/login-throttle.ts';
import { buildStaffUser, manualClock, postLogin, TEST_PASSWORD } from './auth.test-support.ts';

const clock = manualClock();
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  for (const name of ['lock', 'slow', 'reset', 'ip', 'handlock']) {
    await buildStaffUser(context.db, { email: `${name}@example.test`, roles: ['ROLE_EMPLOYEE'] });
  }
});
afterAll(() => context.close());

const MINUTE = 60_000;
const tooMany = (minutes: string) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} erneut.`;
/** The Retry-After of a 429: whole seconds, at least 1 (RFC 9110). */
const retryAfterSeconds = (response: { headers: Record<string, unknown> }) => {
  const value = response.headers['retry-after'];
  expect(value).toMatch(/^[1-9]\d*$/);
  return Number(value);
};

describe('login throttling per account', () => {
  it('answers the 6th wrong password in a row with the lockout message and the minutes left', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postLogin(context.app, 'lock@example.test', `falsch-${attempt}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    const sixth = await postLogin(context.app, 'lock@example.test', 'falsch-6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors).toEqual([
      { code: 'too_many_attempts', message: tooMany('15 Minuten') },
    ]);
    // Locked for 15 minutes from this very failure.
    expect(retryAfterSeconds(sixth)).toBe(15 * 60);
    expect(tooMany('15 Minuten')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
  });

  it('refuses even the right password while locked and counts the minutes down', async () => {
    clock.advance(4.5 * MINUTE);
    const right = await postLogin(context.app, 'lock@example.test', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0].message).toBe(tooMany('11 Minuten'));
    expect(retryAfterSeconds(right)).toBe(10.5 * 60);
    clock.advance(10 * MINUTE);
    const almost = await postLogin(context.app, 'lock@example.test', TEST_PASSWORD);
    expect(almost.json().errors[0].message).toBe(tooMany('1 Minute'));
    expect(retryAfterSeconds(almost)).toBe(30);
  });

  it('shows admins until when the account is locked, and lets it in after 15 minutes', async () => {
    const [locked] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'lock@example.test'));
    expect(locked?.failedLoginCount).toBe(5);
    expect(locked?.lockedUntil).not.toBeNull();
    clock.advance(0.5 * MINUTE);
    const response = await postLogin(context.app, 'lock@example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const [unlocked] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'lock@example.test'));
    expect(unlocked).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('locks unknown emails the same way, so a lock reveals no account', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await postLogin(context.app, 'gibt-es-nicht@example.test', 'falsch');
    }
    const sixth = await postLogin(context.app, 'gibt-es-nicht@example.test', 'falsch');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].message).toBe(tooMany('15 Minuten'));
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await postLogin(context.app, 'slow@example.test', 'falsch');
      expect(response.statusCode).toBe(401);
      clock.advance(4 * MINUTE);
    }
  });

  it('starts counting again after a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await postLogin(context.app, 'reset@example.test', 'falsch');
    }
    clock.advance(1000);
    expect((await postLogin(context.app, 'reset@example.test', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
    clock.advance(1000);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await postLogin(context.app, 'reset@example.test', 'falsch');
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('an account locked until a given time', () => {
  it('refuses the right password with the minutes left and the seconds in Retry-After', async () => {
    await context.db
      .update(users)
      .set({ lockedUntil: new Date(clock.now().getTime() + 90_500) })
      .where(eq(users.email, 'handlock@example.test'));
    const refused = await postLogin(context.app, 'handlock@example.test', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([
      {
        code: 'account_locked',
        message:
          'Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in 2 Minuten erneut.',
      },
    ]);
    // 90.5 s rounded up: a client that waits that long is let in.
    expect(retryAfterSeconds(refused)).toBe(91);
    clock.advance(91_000);
    expect((await postLogin(context.app, 'handlock@example.test', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });
});

describe('login throttling per IP address', () => {
  it('refuses an address after 30 wrong passwords within 15 minutes, for every account', async () => {
    const ipAddress = '203.0.113.99';
    const start = clock.now().getTime();
    for (let index = 0; index < LOGIN_THROTTLE.ipFailures; index += 1) {
      await recordLoginAttempt(context.db, {
        email: `rate-${index}@example.test`,
        userId: null,
        ipAddress,
        userAgent: null,
        isSuccessful: false,
        reason: 'invalid_credentials',
        at: new Date(start - (LOGIN_THROTTLE.ipFailures - index) * 10_000),
      });
    }
    const refused = await postLogin(context.app, 'ip@example.test', TEST_PASSWORD, ipAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('too_many_attempts');
    expect(refused.json().errors[0].message).toMatch(/in \d+ Minuten? erneut\.$/);
    // The oldest of the 30 failures (300 s ago) leaves the 15-minute window in 600 s.
    expect(retryAfterSeconds(refused)).toBe(15 * 60 - 300);
    expect(refused.json().errors[0].message).toBe(tooMany('10 Minuten'));
    const otherAddress = await postLogin(
      context.app,
      'ip@example.test',
      TEST_PASSWORD,
      '192.0.2.9',
    );
    expect(otherAddress.statusCode).toBe(200);

    const logged = await context.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'ip@example.test'));
    expect(logged.map((row) => row.reason)).toEqual(['ip_throttled', 'password']);

    clock.advance(15 * MINUTE);
    const later = await postLogin(context.app, 'ip@example.test', TEST_PASSWORD, ipAddress);
    expect(later.statusCode).toBe(200);
  });
});
