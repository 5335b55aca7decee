import { randomUUID } from 'node:crypto';
import { PUSH_MESSAGES } from '@shop/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { branches, orders, pushSubscriptions, users } from '../../db/schema/index.ts';
import { buildStaffUser, sessionHeaders } from '../auth/auth.test-support.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import {
  browserPushKeys,
  decryptPushBody,
  startPushService,
  verifyVapidHeader,
} from './web-push.test-support.ts';

/**
 * Web Push of new orders to the back-office (docs/decisions/053-web-push.md) against a real push
 * service on 127.0.0.1 speaking RFC 8030 over TLS: VAPID (RFC 8292) and the aes128gcm body
 * (RFC 8291) are checked and decrypted the way a browser would.
 */

const { clock, ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let service: Awaited<ReturnType<typeof startPushService>>;

const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function subscribe(headers: Record<string, string> = admin) {
  const browser = browserPushKeys();
  const endpoint = `${service.origin}/push/${randomUUID()}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { endpoint, keys: browser.keys },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...browser, endpoint };
}

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const placed = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(placed.statusCode, placed.body).toBe(201);
  // The order's request does not wait for the push; the test does.
  await ctx.app.webPush.whenIdle();
  const uid = placed.json().data.order.uid as string;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.uid, uid));
  if (!row) throw new Error('order not stored');
  return row;
}

const subscriptionOf = async (endpoint: string) =>
  (
    await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  )[0];

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  service = await startPushService();
  ctx.app.webPush.options.agent = service.agent;
});

afterAll(async () => {
  await service?.close();
});

beforeEach(async () => {
  service.answerWith(201);
  service.received.length = 0;
  await ctx.db.delete(pushSubscriptions);
});

describe('a new order', () => {
  it('reaches a subscribed browser, signed with VAPID and encrypted for it', async () => {
    const { publicKey } = (await staff('GET', '/api/push/public-key')).json().data;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const browser = await subscribe();

    const order = await placeOrder();

    expect(service.received).toHaveLength(1);
    const [request] = service.received;
    if (!request) throw new Error('no push');
    expect(request.path).toBe(new URL(browser.endpoint).pathname);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(request.headers.urgency).toBe('high');
    const claims = verifyVapidHeader(request.headers.authorization as string, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    const payload = JSON.parse(decryptPushBody(request.body, browser.ecdh, browser.auth));
    expect(payload).toEqual({
      title: 'Neue Bestellung',
      body: expect.stringMatching(
        new RegExp(`^\\S+ ${order.ticketNumber} · Takeaway · \\d+,\\d{2}\u00a0€$`),
      ),
      url: `/backend/orders/${order.id}`,
    });
    expect((await subscriptionOf(browser.endpoint))?.lastSuccessAt).not.toBeNull();
  });

  it('keeps the same VAPID key across calls (one pair, stored once)', async () => {
    const first = (await staff('GET', '/api/push/public-key')).json().data.publicKey;
    const second = (await staff('GET', '/api/push/public-key')).json().data.publicKey;
    expect(second).toBe(first);
  });

  it('removes a subscription the push service reports gone (410)', async () => {
    const browser = await subscribe();
    service.answerWith(410);
    await placeOrder();
    expect(service.received).toHaveLength(1);
    expect(await subscriptionOf(browser.endpoint)).toBeUndefined();
  });

  it('counts other failures and keeps the subscription', async () => {
    const browser = await subscribe();
    service.answerWith(500);
    await placeOrder();
    await placeOrder();
    expect(service.received).toHaveLength(2);
    expect((await subscriptionOf(browser.endpoint))?.failureCount).toBe(2);
  });

  it('is not pushed to a browser whose subscription was deleted', async () => {
    const browser = await subscribe();
    const removed = await staff('DELETE', '/api/push/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.isRemoved).toBe(true);
    expect(await subscriptionOf(browser.endpoint)).toBeUndefined();
    await placeOrder();
    expect(service.received).toHaveLength(0);
  });

  it('reaches only enabled users who may read the orders of its branch', async () => {
    const schwabing = ids.branch('muenchen-schwabing');
    const [other] = await ctx.db
      .select({ id: branches.id })
      .from(branches)
      .where(ne(branches.id, schwabing))
      .limit(1);
    if (!other) throw new Error('demo shop has one branch only');
    const employee = async (name: string, branchIds: number[]) => {
      const id = await buildStaffUser(ctx.db, {
        email: `${name}-${randomUUID()}@push.example.test`,
        roles: ['ROLE_EMPLOYEE'],
        branchIds,
      });
      return { id, headers: await sessionHeaders(ctx.db, id, clock.now()) };
    };
    const here = await employee('here', [schwabing]);
    const elsewhere = await employee('elsewhere', [other.id]);
    const disabled = await employee('disabled', [schwabing]);
    const hereBrowser = await subscribe(here.headers);
    await subscribe(elsewhere.headers);
    await subscribe(disabled.headers);
    await ctx.db.update(users).set({ isEnabled: false }).where(eq(users.id, disabled.id));

    await placeOrder();

    expect(service.received.map((request) => request.path)).toEqual([
      new URL(hereBrowser.endpoint).pathname,
    ]);
  });
});

describe('the push routes', () => {
  const body = () => ({
    endpoint: `${service.origin}/push/${randomUUID()}`,
    keys: browserPushKeys().keys,
  });

  it('answer 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/public-key'],
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: body() });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answer 403 to a state-changing call without the CSRF token', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/push/subscriptions',
        headers: { cookie: admin.cookie },
        payload: body(),
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it.each([
    ['plain http', 'http://127.0.0.1/push/1', PUSH_MESSAGES.endpoint],
    ['no URL', 'kein Link', PUSH_MESSAGES.endpoint],
    ['too long', `https://push.example/${'x'.repeat(2000)}`, PUSH_MESSAGES.endpointTooLong],
  ])('refuse an endpoint (%s) with a German 422', async (_case, endpoint, message) => {
    const response = await staff('POST', '/api/push/subscriptions', { ...body(), endpoint });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'endpoint', message }),
    );
  });

  it('refuse browser keys of the wrong size', async () => {
    const response = await staff('POST', '/api/push/subscriptions', {
      ...body(),
      keys: { p256dh: 'AAAA', auth: 'AAAA' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining([PUSH_MESSAGES.p256dh, PUSH_MESSAGES.auth]),
    );
  });

  it('store one row per endpoint, updated when it subscribes again', async () => {
    const first = body();
    expect((await staff('POST', '/api/push/subscriptions', first)).statusCode).toBe(201);
    const again = { ...first, keys: browserPushKeys().keys };
    expect((await staff('POST', '/api/push/subscriptions', again)).statusCode).toBe(201);
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(again.keys.p256dh);
  });
});
