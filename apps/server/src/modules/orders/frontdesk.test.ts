import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStreamClient } from '../../../test/event-stream-client.ts';
import { branchApiKeys, orders } from '../../db/schema/index.ts';
import { setShopConfig } from './orders.test-support.ts';
import { hamburgOrder, type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * The front desk: API keys per branch (created and shown once, listed without
 * the secret, revoked; settings permission), the key-authenticated order lists of spec §7, the
 * header variant the front-desk page uses, its event stream and the status steps a key may take;
 * a wrong key answers 401 and is throttled per IP address.
 */

const setup = useStaffOrders();
let munichKey: string;
let keyId: number;

beforeAll(async () => {
  setup.ctx.app.orderEvents.heartbeatMs = 100;
  const created = await setup.call('admin', 'POST', `/api/branches/${setup.munich}/api-keys`, {
    name: 'Theke',
  });
  munichKey = created.json().data.apiKey;
  keyId = created.json().data.id;
});

const keyHeaders = (key: string) => ({ 'x-api-key': key });
const get = (url: string, headers: Record<string, string> = {}, ip = '192.0.2.10') =>
  setup.ctx.app.inject({ url, headers, remoteAddress: ip });

describe('API keys (/api/branches/{id}/api-keys)', () => {
  it('shows a new key once and lists keys without their secret', async () => {
    expect(munichKey).toMatch(/^fdk_[A-Za-z0-9_-]{43}$/);
    const list = await setup.call('admin', 'GET', `/api/branches/${setup.munich}/api-keys`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: keyId,
        branchId: setup.munich,
        name: 'Theke',
        keyPrefix: munichKey.slice(0, 10),
        lastUsedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(munichKey);
    const [row] = await setup.ctx.db
      .select()
      .from(branchApiKeys)
      .where(eq(branchApiKeys.id, keyId));
    expect(row?.keyHash).not.toContain(munichKey.slice(4));
  });

  it('needs the settings permission and a name', async () => {
    const url = `/api/branches/${setup.munich}/api-keys`;
    expect((await setup.call('manager', 'GET', url)).statusCode).toBe(403);
    expect((await setup.call('munich', 'POST', url, { name: 'Tablet' })).statusCode).toBe(403);
    const unnamed = await setup.call('admin', 'POST', url, { name: '  ' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors[0].field).toBe('name');
    const unknown = await setup.call('admin', 'POST', '/api/branches/987654/api-keys', {
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
    // Paths that name no branch or key: the German 404 after the login check (decision 025).
    const cases = [
      ['GET', '/api/branches/abc/api-keys', 'Die Filiale wurde nicht gefunden.'],
      ['POST', '/api/branches/0/api-keys', 'Die Filiale wurde nicht gefunden.'],
      [
        'DELETE',
        `/api/branches/${setup.munich}/api-keys/abc`,
        'Der API-Schlüssel wurde nicht gefunden.',
      ],
      ['DELETE', '/api/branches/abc/api-keys/1', 'Der API-Schlüssel wurde nicht gefunden.'],
    ] as const;
    for (const [method, path, message] of cases) {
      expect((await setup.call(null, method, path, { name: 'X' })).statusCode, path).toBe(401);
      const response = await setup.call('admin', method, path, { name: 'X' });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().errors[0].message).toBe(message);
    }
  });

  it('revokes a key: it stops working at once', async () => {
    const created = await setup.call('admin', 'POST', `/api/branches/${setup.munich}/api-keys`, {
      name: 'Altes Tablet',
    });
    const { apiKey, id } = created.json().data;
    expect(
      (await get(`/api/orders/frontdesk/${setup.munich}`, keyHeaders(apiKey))).statusCode,
    ).toBe(200);
    const revoked = await setup.call(
      'admin',
      'DELETE',
      `/api/branches/${setup.munich}/api-keys/${id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(
      (await get(`/api/orders/frontdesk/${setup.munich}`, keyHeaders(apiKey))).statusCode,
    ).toBe(401);
    const again = await setup.call(
      'admin',
      'DELETE',
      `/api/branches/${setup.munich}/api-keys/${id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('the key-authenticated order lists', () => {
  let today: Placed;
  let tomorrow: Placed;
  let hamburg: Placed;
  beforeAll(async () => {
    today = await setup.placeOrder({ lastName: 'Heute', comment: 'Ohne Zwiebeln' });
    tomorrow = await setup.placeOrder({ lastName: 'Morgen' });
    await setup.setOrder(tomorrow.id, { appointmentDate: new Date('2026-12-03T10:00:00Z') });
    hamburg = await setup.placeOrder(hamburgOrder(setup));
  });

  it('GET /api/orders/frontdesk/{branchId}/{apiKey}: the day’s orders of the branch by column', async () => {
    const response = await get(`/api/orders/frontdesk/${setup.munich}/${munichKey}`);
    expect(response.statusCode, response.body).toBe(200);
    const { branch, orders: listed } = response.json().data;
    expect(branch).toEqual({ id: setup.munich, name: 'Backstube Sonnenschein München-Schwabing' });
    const ids = listed.map((order: { id: number }) => order.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(tomorrow.id);
    expect(ids).not.toContain(hamburg.id);
    expect(listed.find((order: { id: number }) => order.id === today.id)).toMatchObject({
      column: 'new',
      actions: ['confirm'],
      customerName: 'Erika Heute',
      comment: 'Ohne Zwiebeln',
      lines: [{ name: 'Pizza Margherita', amount: 2, unit: 'piece', parts: [] }],
    });
  });

  it('GET /api/orders/backoffice/{branchId}/{apiKey}: the branch’s open orders', async () => {
    const response = await get(`/api/orders/backoffice/${setup.munich}/${munichKey}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.orders.map((order: { id: number }) => order.id);
    expect(ids).toEqual(expect.arrayContaining([today.id, tomorrow.id]));
    expect(ids).not.toContain(hamburg.id);
  });

  it('takes the key from the X-Api-Key header just the same', async () => {
    const byHeader = await get(`/api/orders/frontdesk/${setup.munich}`, keyHeaders(munichKey));
    const byPath = await get(`/api/orders/frontdesk/${setup.munich}/${munichKey}`);
    expect(byHeader.json()).toEqual(byPath.json());
  });

  it('refuses the key for another branch with 401', async () => {
    const response = await get(
      `/api/orders/frontdesk/${setup.hamburg}/${munichKey}`,
      {},
      '192.0.2.11',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([
      { code: 'invalid_api_key', message: 'Der API-Schlüssel ist ungültig.' },
    ]);
  });

  it('lets the desk confirm, mark ready and complete, but not cancel', async () => {
    const order = await setup.placeOrder();
    const step = (action: string) =>
      setup.ctx.app.inject({
        method: 'POST',
        url: `/api/orders/frontdesk/${setup.munich}/orders/${order.id}/status/${action}`,
        headers: keyHeaders(munichKey),
      });
    const cancel = await step('cancel');
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().errors[0].message).toBe('Diese Aktion ist am Front-Desk nicht erlaubt.');
    for (const [action, column] of [
      ['confirm', 'preparing'],
      ['in-delivery', 'ready'],
      ['completed', 'completed'],
    ] as const) {
      const response = await step(action);
      expect(response.statusCode, response.body).toBe(200);
      const listed = response
        .json()
        .data.orders.find((entry: { id: number }) => entry.id === order.id);
      expect(listed.column).toBe(column);
    }
    const twice = await step('completed');
    expect(twice.statusCode).toBe(409);
    const detail = (await setup.call('admin', 'GET', `/api/orders/${order.id}`)).json().data;
    expect(detail.history[1]).toMatchObject({
      status: 'confirmed',
      user: null,
      message: 'Front-Desk (Theke)',
    });
  });

  it('answers 404 for another branch’s order', async () => {
    const response = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/orders/frontdesk/${setup.munich}/orders/${hamburg.id}/status/confirm`,
      headers: keyHeaders(munichKey),
    });
    expect(response.statusCode).toBe(404);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, hamburg.id));
    expect(row?.isConfirmed).toBe(false);
  });

  it('streams the branch’s events to the desk', async () => {
    const url = await setup.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStreamClient(
      `${url}/api/orders/frontdesk/${setup.munich}/events`,
      keyHeaders(munichKey),
    );
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready');
      await setup.placeOrder(hamburgOrder(setup));
      const munich = await setup.placeOrder();
      const first = await stream.waitFor((event) => event.event === 'order');
      expect(first.data).toEqual({ orderId: munich.id, branchId: setup.munich, type: 'created' });
    } finally {
      stream.close();
    }
  });
});

describe('wrong keys', () => {
  it('answers 401, then 429 with the minutes after 10 wrong keys from one address; the valid key still works', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await get(
        `/api/orders/frontdesk/${setup.munich}/fdk_falsch${attempt}`,
        {},
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await get(`/api/orders/frontdesk/${setup.munich}/fdk_falsch11`, {}, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toBe(
      'Zu viele ungültige API-Schlüssel. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    // Whole seconds until the oldest of the 10 failures leaves the 15-minute window.
    expect(locked.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // The valid key from the same address is not locked out with the wrong ones.
    const valid = await get(`/api/orders/frontdesk/${setup.munich}/${munichKey}`, {}, ip);
    expect(valid.statusCode).toBe(200);
    const otherAddress = await get(
      `/api/orders/frontdesk/${setup.munich}/${munichKey}`,
      {},
      '198.51.100.78',
    );
    expect(otherAddress.statusCode).toBe(200);
    setup.clock.set(new Date(setup.clock.now().getTime() + 15 * 60_000 + 1000));
    try {
      const again = await get(`/api/orders/frontdesk/${setup.munich}/fdk_falsch12`, {}, ip);
      expect(again.statusCode).toBe(401);
    } finally {
      setup.clock.set(new Date('2026-12-02T11:00:00Z'));
    }
  });

  it('answers 401 without any key and 404 while the front-desk plugin is off', async () => {
    expect((await get(`/api/orders/frontdesk/${setup.munich}`, {}, '192.0.2.99')).statusCode).toBe(
      401,
    );
    await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginFrontdesk: false });
    try {
      const response = await get(`/api/orders/frontdesk/${setup.munich}/${munichKey}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].message).toBe('Der Front-Desk ist nicht aktiviert.');
    } finally {
      await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginFrontdesk: true });
    }
  });
});

describe('paths that name nothing (docs/decisions/025)', () => {
  let address = 0;
  /** A fresh address per call: the wrong-key throttle counts per address. */
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, key?: string, payload?: object) => {
    address += 1;
    return setup.ctx.app.inject({
      method,
      url,
      headers: key === undefined ? {} : keyHeaders(key),
      remoteAddress: `203.0.113.${address % 250}`,
      ...(payload ? { payload } : {}),
    });
  };
  const badBranches = ['abc', '0', '-1', '1.5', '2147483648', '999999'];
  const routes = (branch: string) =>
    [
      ['GET', `/api/orders/frontdesk/${branch}/${munichKey}`, undefined],
      ['GET', `/api/orders/backoffice/${branch}/${munichKey}`, undefined],
      ['GET', `/api/orders/frontdesk/${branch}`, munichKey],
      ['GET', `/api/orders/frontdesk/${branch}/events`, munichKey],
      ['GET', `/api/orders/frontdesk/${branch}/pause`, munichKey],
      ['PUT', `/api/orders/frontdesk/${branch}/pause`, munichKey],
      ['POST', `/api/orders/frontdesk/${branch}/orders/abc/status/explode`, munichKey],
    ] as const;

  it('check the plugin switch, then the branch key: a bad branch is the key’s 401', async () => {
    for (const branch of badBranches) {
      for (const [method, url, key] of routes(branch)) {
        // An invalid pause body does not come before the key.
        const response = await call(method, url, key, method === 'PUT' ? { minutes: 'x' } : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().errors).toEqual([
          { code: 'invalid_api_key', message: 'Der API-Schlüssel ist ungültig.' },
        ]);
      }
    }
    await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginFrontdesk: false });
    try {
      for (const [method, url, key] of routes('abc')) {
        const response = await call(method, url, key, method === 'PUT' ? { minutes: 'x' } : {});
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().errors[0].message).toBe('Der Front-Desk ist nicht aktiviert.');
      }
    } finally {
      await setShopConfig(setup.ctx.app, setup.ctx.db, { enablePluginFrontdesk: true });
    }
  });

  it('answer an order or action that names nothing with the general 404 after the key', async () => {
    const base = `/api/orders/frontdesk/${setup.munich}/orders`;
    for (const [order, action] of [
      ['abc', 'confirm'],
      ['0', 'confirm'],
      ['2147483648', 'confirm'],
      ['1', 'explode'],
      ['1', 'Confirm'],
    ]) {
      const url = `${base}/${order}/status/${action}`;
      expect((await call('POST', url, 'fdk_falsch')).statusCode, url).toBe(401);
      const response = await call('POST', url, munichKey);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors).toEqual([
        { code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' },
      ]);
    }
    const pause = await call('PUT', `/api/orders/frontdesk/${setup.munich}/pause`, munichKey, {
      minutes: 'x',
    });
    expect(pause.statusCode).toBe(422);
    expect(pause.json().errors[0].field).toBe('minutes');
  });
});
