import { DEVICE_MESSAGES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';

/**
 * The kitchen display (docs/decisions/034-kitchen-display.md): a device with the kind
 * `kitchenDisplay` and its own secret sees the confirmed orders of its branch without prices,
 * marks them done ("Fertig") and brings the last one back ("Zurückholen"); the customer's status
 * does not change.
 */

const { clock, ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let kitchenSecret: string;
let printerSecret: string;

const staff = (method: 'POST' | 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const asDevice = (method: 'GET' | 'POST', url: string, secret = kitchenSecret) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` } });

async function createDevice(identifier: string, kind: string, branch: string): Promise<string> {
  const created = await staff('POST', '/api/devices', {
    identifier,
    name: identifier === 'kueche-schwabing' ? 'Küche Schwabing' : identifier,
    kind,
    branchId: ids.branch(branch),
    connection: { host: null, port: 9100 },
    paperWidth: 80,
    copies: 1,
  });
  expect(created.statusCode, created.body).toBe(201);
  return (await staff('POST', `/api/devices/${created.json().data.id}/secret`)).json().data.secret;
}

async function placeOrder(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.uid, response.json().data.order.uid));
  return Number(row?.id);
}

const confirm = (orderId: number) => staff('POST', `/api/orders/${orderId}/status/confirm`);

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  kitchenSecret = await createDevice('kueche-schwabing', 'kitchenDisplay', 'muenchen-schwabing');
  printerSecret = await createDevice('bon-kueche', 'receiptPrinter', 'muenchen-schwabing');
});

describe('who may open the kitchen display', () => {
  it.each([
    ['no secret', undefined, 401, DEVICE_MESSAGES.invalidSecret],
    ['a wrong secret', 'dev_abcdefghijklmnopqrstuvwxyz012345', 401, DEVICE_MESSAGES.invalidSecret],
    ['a receipt printer', 'printer', 403, DEVICE_MESSAGES.notAKitchenDisplay],
  ] as const)('%s → %s', async (_name, secret, status, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/devices/kitchen',
      headers:
        secret === undefined
          ? {}
          : { authorization: `Bearer ${secret === 'printer' ? printerSecret : secret}` },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].message).toBe(message);
  });

  it('needs no staff session, and a staff session alone is not enough', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/devices/kitchen',
      headers: admin,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('paths that name no order (docs/decisions/025)', () => {
  it('check the secret and the kind of device first, then answer the German 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
      for (const action of ['done', 'recall']) {
        const url = `/api/devices/kitchen/orders/${id}/${action}`;
        const anonymous = await ctx.app.inject({ method: 'POST', url });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json().errors[0].message).toBe(DEVICE_MESSAGES.invalidSecret);
        const printer = await asDevice('POST', url, printerSecret);
        expect(printer.statusCode, url).toBe(403);
        expect(printer.json().errors[0].message).toBe(DEVICE_MESSAGES.notAKitchenDisplay);
        const response = await asDevice('POST', url);
        expect(response.statusCode, url).toBe(404);
        // An unknown order is looked for by the action: nothing to bring back for a recall.
        expect(response.json().errors[0].message).toBe(
          id === '999999' && action === 'recall'
            ? DEVICE_MESSAGES.nothingToRecall
            : DEVICE_MESSAGES.kitchenOrderNotFound,
        );
      }
    }
  });
});

describe('tickets', () => {
  it('shows confirmed orders of its branch only, with lines and parts and without prices', async () => {
    const waiting = await placeOrder();
    const cooking = await placeOrder({ comment: 'Ohne Zwiebeln' });
    expect((await confirm(cooking)).statusCode).toBe(200);
    const hamburg = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        branch: ids.branch('hamburg-eppendorf'),
        items: [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece' }],
      }),
    );
    expect(hamburg.statusCode, hamburg.body).toBe(201);

    const response = await asDevice('GET', '/api/devices/kitchen');
    expect(response.statusCode, response.body).toBe(200);
    const screen = response.json().data;
    expect(screen.device.name).toBe('Küche Schwabing');
    expect(screen.branch.id).toBe(ids.branch('muenchen-schwabing'));
    const ticketIds = screen.tickets.map((ticket: { id: number }) => ticket.id);
    expect(ticketIds).toContain(cooking);
    expect(ticketIds).not.toContain(waiting);
    const ticket = screen.tickets.find((entry: { id: number }) => entry.id === cooking);
    expect(ticket).toMatchObject({ type: 'takeaway', comment: 'Ohne Zwiebeln' });
    expect(ticket.lines[0]).toMatchObject({ name: 'Pizza Margherita', amount: 2 });
    expect(new Date(ticket.confirmedAt).getTime()).toBe(clock.now().getTime());
    expect(JSON.stringify(screen)).not.toMatch(/gross|price|total/i);
  });

  it('marks a ticket done and brings the last one back; the customer status stays confirmed', async () => {
    const orderId = await placeOrder();
    await confirm(orderId);
    const done = await asDevice('POST', `/api/devices/kitchen/orders/${orderId}/done`);
    expect(done.statusCode, done.body).toBe(200);
    const afterDone = done.json().data;
    expect(afterDone.tickets.map((ticket: { id: number }) => ticket.id)).not.toContain(orderId);
    expect(afterDone.lastDone.id).toBe(orderId);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ isConfirmed: true, isInDelivery: false, isCompleted: false });
    expect(row?.kitchenDoneAt).not.toBeNull();

    // A second tap changes nothing and says so.
    const again = await asDevice('POST', `/api/devices/kitchen/orders/${orderId}/done`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe(DEVICE_MESSAGES.kitchenOrderNotFound);

    const recalled = await asDevice('POST', `/api/devices/kitchen/orders/${orderId}/recall`);
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json().data.tickets.map((ticket: { id: number }) => ticket.id)).toContain(
      orderId,
    );
    const twice = await asDevice('POST', `/api/devices/kitchen/orders/${orderId}/recall`);
    expect(twice.json().errors[0].message).toBe(DEVICE_MESSAGES.nothingToRecall);
  });

  it('refuses orders of another branch and orders not confirmed', async () => {
    const waiting = await placeOrder();
    const refused = await asDevice('POST', `/api/devices/kitchen/orders/${waiting}/done`);
    expect(refused.statusCode).toBe(404);
    const hamburg = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        branch: ids.branch('hamburg-eppendorf'),
        items: [{ product: ids.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece' }],
      }),
    );
    const [row] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.uid, hamburg.json().data.order.uid));
    await confirm(Number(row?.id));
    const foreign = await asDevice('POST', `/api/devices/kitchen/orders/${row?.id}/done`);
    expect(foreign.statusCode).toBe(404);
  });

  it('stops at once when the secret is revoked', async () => {
    const secret = await createDevice('kueche-2', 'kitchenDisplay', 'muenchen-schwabing');
    expect((await asDevice('GET', '/api/devices/kitchen', secret)).statusCode).toBe(200);
    const list = (await staff('GET', '/api/devices?search=kueche-2')).json().data;
    const id = (list.items ?? list)[0].id;
    expect((await staff('DELETE', `/api/devices/${id}/secret`)).statusCode).toBe(200);
    expect((await asDevice('GET', '/api/devices/kitchen', secret)).statusCode).toBe(401);
  });
});
