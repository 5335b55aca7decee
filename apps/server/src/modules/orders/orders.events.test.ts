import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect, it } from 'vitest';
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '../../platform/events.ts';
import { postOrder, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { ctx, ids } = useDemoShop();

/** LISTEN on the `orders` channel the way the back-office will (per driver). */
async function listen(onEvent: (event: OrderEvent) => void): Promise<() => Promise<void>> {
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  if (ctx.kind === 'pglite') {
    return (client as PGlite).listen(ORDER_EVENTS_CHANNEL, (payload) =>
      onEvent(JSON.parse(payload)),
    );
  }
  const pool = client as pg.Pool & { options: pg.PoolConfig };
  const listener = new pg.Client({ connectionString: pool.options.connectionString });
  await listener.connect();
  listener.on('notification', (message) => onEvent(JSON.parse(message.payload ?? '{}')));
  await listener.query(`listen ${ORDER_EVENTS_CHANNEL}`);
  return () => listener.end();
}

it('announces a new order on the orders channel after commit, and nothing for a refused one', async () => {
  const events: OrderEvent[] = [];
  const stop = await listen((event) => events.push(event));
  const refused = await postOrder(ctx.app, takeawayOrder(ids, { firstName: '' }));
  expect(refused.statusCode).toBe(422);
  const response = await postOrder(ctx.app, takeawayOrder(ids));
  const { order } = response.json().data;
  await expect.poll(() => events.length).toBe(1);
  expect(events).toEqual([{ orderId: order.id, branchId: order.branch.id, type: 'created' }]);
  await stop();
});
