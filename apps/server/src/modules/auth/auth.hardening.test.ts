import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { LOGIN_THROTTLE } from '../../platform/auth/login-throttle.ts';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import {
  buildStaffUser,
  loginHeaders,
  manualClock,
  postLogin,
  TEST_PASSWORD,
} from './auth.test-support.ts';

// Login calls under attack (docs/decisions/014-order-limits-and-public-addresses.md): small body
// limits, every refused request counted against its address, wrong passwords counted atomically,
// the current password of a password change throttled, malformed cookies meaning no session.

const clock = manualClock();
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  for (const name of ['body', 'flood', 'parallel', 'change', 'cookie']) {
    await buildStaffUser(context.db, { email: `${name}@example.test`, roles: ['ROLE_EDITOR'] });
  }
});
afterAll(() => context.close());

const post = (url: string, payload: unknown, remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  });

describe('body limits of the login calls', () => {
  it.each([
    ['/api/auth/login', { email: 'body@example.test', password: 'x'.repeat(5000) }],
    ['/api/auth/login-link', { email: `${'x'.repeat(5000)}@example.test` }],
  ])('%s refuses a body above 4 kB with the German 413', async (url, payload) => {
    const response = await post(url, payload, '192.0.2.10');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([
      { code: 'payload_too_large', message: 'Die gesendeten Daten sind zu groß.' },
    ]);
  });
});

describe('refused login requests count against the address', () => {
  it('locks the address after 30 refusals, malformed or oversized, even for the right password', async () => {
    const address = '192.0.2.20';
    for (let index = 0; index < LOGIN_THROTTLE.ipFailures; index += 1) {
      const payload =
        index % 2 === 0
          ? { email: 42 }
          : { email: 'flood@example.test', password: 'y'.repeat(5000) };
      const response = await post('/api/auth/login', payload, address);
      expect([413, 422]).toContain(response.statusCode);
    }
    const right = await postLogin(context.app, 'flood@example.test', TEST_PASSWORD, address);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // A malformed request from the locked address is refused with 429 too.
    expect((await post('/api/auth/login', { email: 1 }, address)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await postLogin(context.app, 'flood@example.test', TEST_PASSWORD, '192.0.2.21');
    expect(other.statusCode).toBe(200);
  });
});

describe('parallel wrong passwords', () => {
  it('check no more than 5 of 12 guesses sent at once; then even the right one waits', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postLogin(context.app, 'parallel@example.test', `falsch-${index}`, `192.0.2.${40 + index}`),
      ),
    );
    const checked = guesses.filter((response) => response.statusCode === 401);
    const locked = guesses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(LOGIN_THROTTLE.accountFailures);
    expect(locked).toHaveLength(12 - LOGIN_THROTTLE.accountFailures);
    for (const response of locked) expect(response.headers['retry-after']).toBeDefined();
    const right = await postLogin(
      context.app,
      'parallel@example.test',
      TEST_PASSWORD,
      '192.0.2.60',
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('the current password of a password change', () => {
  it('is throttled like a login: after 5 wrong ones even the right one gets 429', async () => {
    const headers = await loginHeaders(context.app, 'change@example.test');
    clock.advance(1000); // failures count after the last successful login
    const change = (currentPassword: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers,
        payload: { currentPassword, newPassword: 'Neues-Brot-am-Abend-77' },
      });
    for (let attempt = 1; attempt <= LOGIN_THROTTLE.accountFailures; attempt += 1) {
      const wrong = await change(`falsch-${attempt}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].field).toBe('currentPassword');
    }
    const right = await change(TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Fifteen minutes later the right password changes it.
    clock.advance(LOGIN_THROTTLE.lockMs + 1000);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a malformed session cookie', () => {
  it('counts as no session on staff routes and does not stop a login', async () => {
    const cookie = `${SESSION_COOKIE}=%E0%A4%A`;
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie },
    });
    expect(me.statusCode).toBe(401);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { email: 'cookie@example.test', password: TEST_PASSWORD },
      remoteAddress: '192.0.2.70',
    });
    expect(login.statusCode).toBe(200);
  });
});
