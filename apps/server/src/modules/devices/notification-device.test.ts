import { DEVICE_MESSAGES } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStreamClient } from '../../../test/event-stream-client.ts';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';

/**
 * The notification device (docs/decisions/027-devices-and-print-jobs.md): a device of the kind
 * `notification` sees the orders of its branch that wait for confirmation, gets their events live
 * and rings when staff test it (spec §7 POST /api/devices/{id}/test/notification, §8 "Test nicht
 * erfolgreich").
 */

const { ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let baseUrl: string;
const devices: Record<string, { id: number; secret: string | null }> = {};

const staff = (method: 'POST' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function createDevice(identifier: string, kind: string, withSecret = true) {
  const created = await staff('POST', '/api/devices', {
    identifier,
    name: identifier,
    kind,
    branchId: ids.branch('muenchen-schwabing'),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const secret = withSecret
    ? ((await staff('POST', `/api/devices/${id}/secret`)).json().data.secret as string)
    : null;
  devices[identifier] = { id, secret };
}

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  await createDevice('tablet-theke', 'notification');
  await createDevice('tablet-ohne', 'notification', false);
  await createDevice('drucker', 'receiptPrinter');
  ctx.app.orderEvents.heartbeatMs = 100;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const bearer = (identifier: string) => ({
  authorization: `Bearer ${devices[identifier]?.secret}`,
});

describe('GET /api/devices/notifications', () => {
  it('lists the orders of its branch that wait for confirmation', async () => {
    const placed = await postOrder(ctx.app, takeawayOrder(ids));
    expect(placed.statusCode, placed.body).toBe(201);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/devices/notifications',
      headers: bearer('tablet-theke'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const screen = response.json().data;
    expect(screen.branch.id).toBe(ids.branch('muenchen-schwabing'));
    expect(screen.waiting[0]).toMatchObject({
      ticketNumber: String(placed.json().data.order.ticketNumber),
    });
  });

  it('is refused to another kind of device and without a secret', async () => {
    const printer = await ctx.app.inject({
      method: 'GET',
      url: '/api/devices/notifications',
      headers: bearer('drucker'),
    });
    expect(printer.statusCode).toBe(403);
    expect(printer.json().errors[0].message).toBe(DEVICE_MESSAGES.notANotificationDevice);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/devices/notifications' });
    expect(none.statusCode).toBe(401);
  });
});

describe('POST /api/devices/{id}/test/notification', () => {
  it('rings the device on its open event stream, and no other device', async () => {
    const stream = await openEventStreamClient(
      `${baseUrl}/api/devices/notifications/events`,
      bearer('tablet-theke'),
    );
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready');
      const other = await staff(
        'POST',
        `/api/devices/${devices['tablet-ohne']?.id}/test/notification`,
      );
      expect(other.statusCode).toBe(409);
      const test = await staff(
        'POST',
        `/api/devices/${devices['tablet-theke']?.id}/test/notification`,
      );
      expect(test.statusCode, test.body).toBe(202);
      await stream.waitFor((event) => event.event === 'ring');
      expect(stream.received.filter((event) => event.event === 'ring')).toHaveLength(1);
      // New orders arrive on the same stream.
      const placed = await postOrder(ctx.app, takeawayOrder(ids));
      expect(placed.statusCode).toBe(201);
      await stream.waitFor((event) => event.event === 'order');
    } finally {
      stream.close();
    }
  });

  it.each([
    ['a receipt printer', 'drucker', DEVICE_MESSAGES.notANotificationDevice],
    ['a device without secret', 'tablet-ohne', DEVICE_MESSAGES.noSecret],
  ])('answers "Test nicht erfolgreich" for %s', async (_name, identifier, reason) => {
    const response = await staff(
      'POST',
      `/api/devices/${devices[identifier]?.id}/test/notification`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'Test nicht erfolgreich',
      reason,
    ]);
  });

  it('needs the devices permission and a known device', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/devices/${devices['tablet-theke']?.id}/test/notification`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staff('POST', '/api/devices/999999/test/notification')).statusCode).toBe(404);
  });
});
