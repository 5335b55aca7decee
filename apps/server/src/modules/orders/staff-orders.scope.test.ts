import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Acceptance: a branch employee asking for another branch's order gets 403, tested for
 * EVERY order endpoint. The endpoints are read from the app's route table (every staff route
 * under /api/orders), so an endpoint added later is covered without touching this file.
 */

const setup = useStaffOrders();
let munichOrder: Placed;

beforeAll(async () => {
  munichOrder = await setup.placeOrder();
});

const FORBIDDEN = [
  { code: 'branch_forbidden', message: 'Sie haben keinen Zugriff auf die Daten dieser Filiale.' },
];

/** A valid body per route, so the branch check is what refuses the call. */
function bodyFor(url: string): unknown {
  if (url.endsWith('/counter-appointment'))
    return { counterAppointment: '2026-12-02T15:00:00+01:00' };
  if (url.endsWith('/items/:index')) return { amount: 3, unit: 'piece', parts: [] };
  if (url === '/api/orders/:id') return { appointment: null, comment: 'fremd' };
  return {};
}

const orderRoutes = () =>
  setup.ctx.app.routeTable.filter(
    (route) => route.guard && route.url.startsWith('/api/orders/:id'),
  );

describe('another branch’s order', () => {
  it('covers every order endpoint with an order id', () => {
    const names = orderRoutes().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/orders/:id',
        'PUT /api/orders/:id',
        'DELETE /api/orders/:id',
        'POST /api/orders/:id/status/:action',
        'POST /api/orders/:id/counter-appointment',
        'PUT /api/orders/:id/items/:index',
        'POST /api/orders/:id/resend-new-order-email',
        'POST /api/orders/:id/resend-new-order-sms',
        'POST /api/orders/:id/update-payment-status',
      ]),
    );
  });

  it('answers 403 in German on every one of them and changes nothing', async () => {
    const [before] = await setup.ctx.db.select().from(orders).where(eq(orders.id, munichOrder.id));
    const actions = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'];
    for (const route of orderRoutes()) {
      for (const action of route.url.includes(':action') ? actions : [null]) {
        const url = route.url
          .replace(':id', String(munichOrder.id))
          .replace(':action', action ?? '')
          .replace(':index', '0');
        const method = route.method as InjectOptions['method'];
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const response = await setup.call(
          'hamburg',
          method,
          url,
          hasBody ? bodyFor(route.url) : undefined,
        );
        expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(403);
        expect(response.json().errors, url).toEqual(FORBIDDEN);
      }
    }
    const [after] = await setup.ctx.db.select().from(orders).where(eq(orders.id, munichOrder.id));
    expect(after).toEqual(before);
  });

  it('lets the Munich employee read the same order', async () => {
    const response = await setup.call('munich', 'GET', `/api/orders/${munichOrder.id}`);
    expect(response.statusCode).toBe(200);
  });

  it.each(['/api/orders', '/api/orders/current', '/api/orders/missed', '/api/orders/events'])(
    'answers 403 for %s filtered by another branch',
    async (url) => {
      const response = await setup.call('hamburg', 'GET', `${url}?branch=${setup.munich}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual(FORBIDDEN);
    },
  );
});
