import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStreamClient } from '../../../../test/event-stream-client.ts';
import { loginAsAdmin } from '../../../../test/helpers.ts';
import { useDemoShop } from '../../orders/orders.test-support.ts';

/**
 * The player's live channel (docs/decisions/033-digital-signage.md "Live"): a TV's event stream
 * says `changed` when what TVs show may have changed — a customer-visible change (sold out, a
 * price) or a signage change — and nothing for other changes; a revoked secret ends it.
 */

const { ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let baseUrl: string;
let tvId: number;
let secret: string;

const staff = (method: 'POST' | 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const tvBody = (name: string) => ({
  identifier: 'tv-live',
  name,
  branchId: ids.branch('muenchen-schwabing'),
  streamId: null,
});

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  const created = await staff('POST', '/api/digital-signage-devices', tvBody('Theke'));
  expect(created.statusCode, created.body).toBe(201);
  tvId = created.json().data.id;
  secret = (await staff('POST', `/api/digital-signage-devices/${tvId}/secret`)).json().data.secret;
  ctx.app.orderEvents.heartbeatMs = 100;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  ctx.app.orderEvents.heartbeatMs = 15_000;
});

describe('GET /api/digital-signage/player/events', () => {
  it('refuses a stream without or with a wrong secret', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/digital-signage/player/events' });
    expect(none.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/digital-signage/player/events',
      headers: { authorization: 'Bearer tv_falsch' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('says changed for what TVs show, and nothing for other changes', async () => {
    const stream = await openEventStreamClient(`${baseUrl}/api/digital-signage/player/events`, {
      authorization: `Bearer ${secret}`,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready');
      const changes = () => stream.received.filter((event) => event.event === 'changed').length;

      // Not on any screen: a receipt printer.
      const printer = await staff('POST', '/api/devices', {
        identifier: 'drucker-live',
        name: 'Drucker',
        kind: 'receiptPrinter',
        branchId: ids.branch('muenchen-schwabing'),
      });
      expect(printer.statusCode, printer.body).toBe(201);
      // Customers (and boards) see it: sold out today.
      const soldOut = await staff(
        'PUT',
        `/api/branches/${ids.branch('muenchen-schwabing')}/sold-out/${ids.product('Laugenbrezel')}`,
        { isSoldOut: true },
      );
      expect(soldOut.statusCode, soldOut.body).toBe(200);
      await expect.poll(changes).toBe(1);

      // Only TVs see it: the TV itself.
      const renamed = await staff('PUT', `/api/digital-signage-devices/${tvId}`, tvBody('Wand'));
      expect(renamed.statusCode, renamed.body).toBe(200);
      await expect.poll(changes).toBe(2);
      // The printer's change came before both and said nothing.
      expect(changes()).toBe(2);

      const back = await staff(
        'PUT',
        `/api/branches/${ids.branch('muenchen-schwabing')}/sold-out/${ids.product('Laugenbrezel')}`,
        { isSoldOut: false },
      );
      expect(back.statusCode).toBe(200);
      await expect.poll(changes).toBe(3);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when the TV’s secret is revoked', async () => {
    const stream = await openEventStreamClient(`${baseUrl}/api/digital-signage/player/events`, {
      authorization: `Bearer ${secret}`,
    });
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const revoked = await staff('DELETE', `/api/digital-signage-devices/${tvId}/secret`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      await stream.waitFor((event) => event.event === 'end');
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
