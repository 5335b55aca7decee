import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../test/fakes/mollie.ts';
import { auditLogs, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { buildStaffUser, sessionHeaders } from '../auth/auth.test-support.ts';
import { postOrder, takeawayOrder, useDemoShop } from './orders.test-support.ts';

/**
 * Phone orders (docs/decisions/049-phone-orders.md): POST /api/orders/phone takes the storefront's
 * order for a caller from a staff member with orders write on the order's branch; the same
 * checks and prices, offline payments only, channel 'phone', the staff member in the history.
 */

let mollie: FakeMollie;
beforeAll(async () => {
  mollie = await startFakeMollie();
});
afterAll(() => mollie.close());

// A limit of 2 web orders a minute per address: phone orders must not count against it.
const RATE_LIMIT = 2;
const { clock, ctx, ids } = useDemoShop({
  config: () => ({
    PUBLIC_URL: 'http://shop.test',
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
    ORDER_RATE_LIMIT: RATE_LIMIT,
  }),
  shopConfig: { enablePluginMollie: true, enableMollie: true },
});

let counter = 0;
async function staffHeaders(roles: Role[], branchIds: string[] = []) {
  const userId = await buildStaffUser(ctx.db, {
    email: `phone-${++counter}@example.test`,
    roles,
    password: null,
    branchIds: branchIds.map((identifier) => ids.branch(identifier)),
  });
  return { userId, headers: await sessionHeaders(ctx.db, userId, clock.now()) };
}

function postPhoneOrder(
  body: unknown,
  headers: Record<string, string>,
  key: string = randomUUID(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders/phone',
    headers: { ...headers, 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}

const orderCount = async () => (await ctx.db.select({ id: orders.id }).from(orders)).length;

describe('POST /api/orders/phone', () => {
  it('stores the order with channel phone, the staff member in history and audit', async () => {
    const { userId, headers } = await staffHeaders(['ROLE_EMPLOYEE'], ['muenchen-schwabing']);
    const response = await postPhoneOrder(takeawayOrder(ids), headers);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    // Priced by the server exactly like a web order: two Pizza Margherita.
    expect(data.order.totalGross).toBe(1780);
    expect(data.paymentRedirectUrl).toBeUndefined();
    const [row] = await ctx.db.select().from(orders).where(eq(orders.uid, data.order.uid));
    expect(row).toMatchObject({ id: data.orderId, channel: 'phone', paymentMethod: 'cash' });
    const history = await ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, data.orderId))
      .orderBy(asc(orderStatusHistory.id));
    expect(history[0]).toMatchObject({
      status: 'pending',
      userId,
      message: `Telefonbestellung aufgenommen von Test phone-${counter}`,
    });
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, String(data.orderId))));
    expect(audit).toMatchObject([{ userId, action: 'create', after: { channel: 'phone' } }]);

    // The staff lists show it with its channel.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders/current', headers });
    const listed = list.json().data.items.find((item: { id: number }) => item.id === data.orderId);
    expect(listed).toMatchObject({ channel: 'phone' });
  });

  it('answers a repeated attempt with the same order', async () => {
    const { headers } = await staffHeaders(['ROLE_MANAGER']);
    const key = randomUUID();
    const first = await postPhoneOrder(takeawayOrder(ids), headers, key);
    const again = await postPhoneOrder(takeawayOrder(ids), headers, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
  });

  it.each([
    ['no session', async () => ({}), 401, 'no_session'],
    [
      'no CSRF token',
      async () => {
        const { headers } = await staffHeaders(['ROLE_ADMIN']);
        return { cookie: headers.cookie };
      },
      403,
      'invalid_csrf_token',
    ],
    [
      'a role without orders (editor)',
      async () => (await staffHeaders(['ROLE_EDITOR'])).headers,
      403,
      'forbidden',
    ],
    [
      'an employee of another branch',
      async () => (await staffHeaders(['ROLE_EMPLOYEE'], ['hamburg-eppendorf'])).headers,
      403,
      'branch_forbidden',
    ],
  ] as const)(
    'refuses %s with a German error, storing nothing',
    async (_name, headersOf, status, code) => {
      const before = await orderCount();
      const response = await postPhoneOrder(takeawayOrder(ids), await headersOf());
      expect(response.statusCode).toBe(status);
      const [error] = response.json().errors;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/[äöüß]|Sie|Bitte|nicht/);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses an online payment, which the web accepts', async () => {
    const { headers } = await staffHeaders(['ROLE_ADMIN']);
    const web = await postOrder(ctx.app, takeawayOrder(ids, { paymentMethod: 'mollie' }));
    expect(web.statusCode).toBe(201);
    expect(web.json().data.paymentRedirectUrl).toBeDefined();
    const before = await orderCount();
    const phone = await postPhoneOrder(takeawayOrder(ids, { paymentMethod: 'mollie' }), headers);
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toContainEqual(
      expect.objectContaining({ field: 'paymentMethod', code: 'invalidChoice' }),
    );
    expect(await orderCount()).toBe(before);
  });

  it('keeps the storefront checks: an unknown product is refused', async () => {
    const { headers } = await staffHeaders(['ROLE_ADMIN']);
    const body = takeawayOrder(ids, {
      items: [{ product: 999_999, amount: 1, unit: 'piece', parts: [] }],
    });
    const response = await postPhoneOrder(body, headers);
    expect(response.statusCode).toBe(422);
  });

  it('is not throttled by the per-address order limit', async () => {
    clock.set('2026-12-02T11:30:00Z');
    const { headers } = await staffHeaders(['ROLE_ADMIN']);
    const remoteAddress = '203.0.113.49';
    const web = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress,
          headers: { 'idempotency-key': randomUUID() },
          payload: takeawayOrder(ids),
        })
      ).statusCode;
    for (let index = 0; index < RATE_LIMIT; index++) expect(await web()).toBe(201);
    expect(await web()).toBe(429);
    for (let index = 0; index < RATE_LIMIT + 1; index++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/phone',
        remoteAddress,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: takeawayOrder(ids),
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
