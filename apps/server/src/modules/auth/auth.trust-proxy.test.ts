import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { LOGIN_THROTTLE, recordLoginAttempt } from '../../platform/auth/login-throttle.ts';
import type { Database } from '../../platform/database.ts';
import { buildStaffUser, manualClock, TEST_PASSWORD } from './auth.test-support.ts';

// Which address the per-IP login throttle counts (TRUST_PROXY, README "Configuration").

type Context = Awaited<ReturnType<typeof createTestApp>>;
const clock = manualClock();
const PROXY = '10.0.0.5';
const BLOCKED = '203.0.113.66';
const FRESH = '198.51.100.23';

/** 30 wrong passwords from `ipAddress` within the window: that address is refused now. */
async function blockAddress(db: Database, ipAddress: string) {
  const start = clock.now().getTime();
  for (let index = 0; index < LOGIN_THROTTLE.ipFailures; index += 1) {
    await recordLoginAttempt(db, {
      email: `proxy-${index}@example.test`,
      userId: null,
      ipAddress,
      userAgent: null,
      isSuccessful: false,
      reason: 'invalid_credentials',
      at: new Date(start - (index + 1) * 10_000),
    });
  }
}

function login(context: Context, from: string, forwardedFor: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'proxy@example.test', password: TEST_PASSWORD },
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

async function loggedAddresses(context: Context) {
  const rows = await context.db
    .select({ ipAddress: loginAttempts.ipAddress })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, 'proxy@example.test'));
  return rows.map((row) => row.ipAddress);
}

describe('without TRUST_PROXY', () => {
  let context: Context;
  beforeAll(async () => {
    context = await createTestApp({ now: clock.now });
    await buildStaffUser(context.db, { email: 'proxy@example.test', roles: ['ROLE_EMPLOYEE'] });
    await blockAddress(context.db, BLOCKED);
  });
  afterAll(() => context.close());

  it('counts the connecting address: a forged X-Forwarded-For does not dodge the throttle', async () => {
    const forged = await login(context, BLOCKED, FRESH);
    expect(forged.statusCode).toBe(429);
    expect(forged.json().errors[0].code).toBe('too_many_attempts');
    const named = await login(context, FRESH, BLOCKED);
    expect(named.statusCode).toBe(200);
    expect(await loggedAddresses(context)).toEqual([BLOCKED, FRESH]);
  });
});

describe('with TRUST_PROXY set to the load balancer', () => {
  let context: Context;
  beforeAll(async () => {
    context = await createTestApp({ now: clock.now, config: { TRUST_PROXY: [PROXY] } });
    await buildStaffUser(context.db, { email: 'proxy@example.test', roles: ['ROLE_EMPLOYEE'] });
    await blockAddress(context.db, BLOCKED);
  });
  afterAll(() => context.close());

  it('counts the client the proxy names in X-Forwarded-For', async () => {
    const blocked = await login(context, PROXY, BLOCKED);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('too_many_attempts');
    const fresh = await login(context, PROXY, FRESH);
    expect(fresh.statusCode).toBe(200);
    expect(await loggedAddresses(context)).toEqual([BLOCKED, FRESH]);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    const forged = await login(context, BLOCKED, FRESH);
    expect(forged.statusCode).toBe(429);
  });
});
