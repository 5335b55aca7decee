import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { runDueJobs } from '../../platform/jobs/jobs.ts';
import { createPaymentProviders } from '../../platform/payments/index.ts';
import { PublicReadCache } from '../../platform/public-cache.ts';
import { readInitBody } from '../init/init.routes.ts';
import { orderCatalogueReader } from './order-catalogue.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { createOrderJobHandlers } from './orders.jobs.ts';
import { createOrder } from './orders.service.ts';
import { takeawayOrder, useDemoShop } from './orders.test-support.ts';

const { clock, ctx, ids } = useDemoShop();
const statements: string[] = [];
/** The number of bind parameters of each recorded statement. */
const parameterCounts: number[] = [];

/** The same database, with every statement Drizzle sends recorded. */
function recordingDatabase(): Database {
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      statements.push(query);
      parameterCounts.push(params.length);
    },
  };
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  return (ctx.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePostgres(client as pg.Pool, { schema, logger })) as unknown as Database;
}

/** Bind parameters of each statement of the last order, per line count. */
const parametersByLines = new Map<number, number[]>();

async function statementsFor(lineCount: number): Promise<number> {
  const deps: OrdersDeps = {
    db: recordingDatabase(),
    now: clock.now,
    settings: {},
    providers: createPaymentProviders({}),
    publicCache: new PublicReadCache(),
    log: ctx.app.log,
    // The app's /api/init read cache, warm (as the storefront keeps it): not recorded here.
    catalogue: orderCatalogueReader(() => readInitBody(ctx.app)),
  };
  await deps.catalogue?.();
  // Every run includes the product with a stock (19 + 3 + 1 of its 25 are taken in total).
  const names = [
    'Dresdner Christstollen (750 g)',
    'Pizza Margherita',
    'Pizza Salami',
    'Pizza Funghi',
  ];
  const items = Array.from({ length: lineCount }, (_, index) => ({
    product: ids.product(names[index % names.length] ?? 'Pizza Margherita'),
    amount: 1 + (index % 3),
    unit: 'piece',
    parts: [],
  }));
  statements.length = 0;
  parameterCounts.length = 0;
  const { result } = await createOrder(deps, {
    body: takeawayOrder(ids, { items }),
    idempotencyKey: randomUUID(),
    baseUrl: 'http://shop.test',
  });
  expect(result.order.items).toHaveLength(lineCount);
  parametersByLines.set(lineCount, [...parameterCounts]);
  return statements.length;
}

it('sends the same number of statements and bind parameters for 1, 8 and 40 order lines', async () => {
  const counts = [await statementsFor(1), await statementsFor(8), await statementsFor(40)];
  expect(counts[1]).toBe(counts[0]);
  expect(counts[2]).toBe(counts[0]);
  // The products (stock) + taking the stock + the one writing statement, in a transaction
  // (node-postgres logs its BEGIN and COMMIT, PGlite not). Config, branch with hours and areas,
  // and the menu come from the read cache (order-catalogue.ts).
  expect(counts[0]).toBeLessThanOrEqual(ctx.kind === 'postgres' ? 6 : 4);
  // Lines and stock travel as one JSON value each: the bind parameters do not grow with the
  // lines either (docs/decisions/014-order-limits-and-public-addresses.md).
  expect(parametersByLines.get(40)).toEqual(parametersByLines.get(1));
  expect(parametersByLines.get(8)).toEqual(parametersByLines.get(1));
});

it('reads the settings and the branch once for the new-order mails of several orders', async () => {
  for (let order = 0; order < 3; order += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: takeawayOrder(ids),
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const db = recordingDatabase();
  const handlers = createOrderJobHandlers({ db, now: clock.now, settings: {}, log: ctx.app.log });
  statements.length = 0;
  // Two mails per order (customer and branch).
  expect(await runDueJobs(db, handlers, { now: clock.now() })).toBeGreaterThanOrEqual(6);
  expect(statements.filter((query) => /from "config"/.test(query))).toHaveLength(1);
  expect(statements.filter((query) => /from "branches"/.test(query))).toHaveLength(1);
});

it('renders the new-order mails of an order placed on this instance without reading it again', async () => {
  const placed: number[] = [];
  for (let order = 0; order < 2; order += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: takeawayOrder(ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    placed.push((response.json() as { data: { order: { id: number } } }).data.order.id);
  }
  const db = recordingDatabase();
  const handlers = createOrderJobHandlers({
    db,
    now: clock.now,
    settings: {},
    log: ctx.app.log,
    recentOrders: ctx.app.recentOrders,
  });
  statements.length = 0;
  expect(await runDueJobs(db, handlers, { now: clock.now() })).toBeGreaterThanOrEqual(4);
  expect(statements.filter((query) => /from "orders"/.test(query))).toEqual([]);
  expect(statements.filter((query) => /from "order_items"/.test(query))).toEqual([]);
  // The jobs themselves are still finished one by one (a retry never sends a message twice).
  expect(statements.filter((query) => /^update "jobs"/.test(query)).length).toBeGreaterThanOrEqual(
    4,
  );
  expect(placed).toHaveLength(2);
});
