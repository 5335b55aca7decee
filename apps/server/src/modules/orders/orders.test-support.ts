import { randomUUID } from 'node:crypto';
import type { CreateOrderRequest } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, lateBound, openForFile } from '../../../test/helpers.ts';
import { branches, deliveryAreas, products, tables } from '../../db/schema/index.ts';
import type { IntegrationSettings } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';

/** Shared by the order tests (not a test file itself). */

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;
type TestApp = TestContext['app'];

/** Wednesday 2 December 2026, 12:00 in Berlin: every public demo branch is open. */
export const WEDNESDAY_NOON = new Date('2026-12-02T11:00:00Z');

/** A clock the tests can move (the app reads it through deps.now()). */
export function movableClock(start: Date = WEDNESDAY_NOON) {
  let current = start;
  return {
    now: () => current,
    set: (instant: Date | string) => {
      current = new Date(instant);
    },
  };
}

export type MovableClock = ReturnType<typeof movableClock>;

export type DemoShopOptions = {
  /** Integration settings (read when the shop opens, so they may name fakes started before). */
  config?: () => IntegrationSettings;
  /** Shop settings stored once the app runs (as the back-office would). */
  shopConfig?: Record<string, unknown>;
};

/** The demo shop on a fresh database and the given clock, with its ids; close `ctx` after use. */
export async function openDemoShop(clock: MovableClock, options: DemoShopOptions = {}) {
  const ctx = await createTestApp({ seed: true, now: clock.now, config: options.config?.() });
  const ids = await demoIds(ctx.db);
  if (options.shopConfig) await setShopConfig(ctx.app, ctx.db, options.shopConfig);
  return { ctx, ids };
}

/**
 * The demo shop for one test file, on a movable clock (Wednesday noon), opened before its tests
 * and closed after them: `const { clock, ctx, ids } = useDemoShop();` at the top of the file.
 */
export function useDemoShop(options: DemoShopOptions = {}) {
  const clock = movableClock();
  const shop = openForFile(
    () => openDemoShop(clock, options),
    ({ ctx }) => ctx.close(),
  );
  return { clock, ctx: lateBound(() => shop.ctx), ids: lateBound(() => shop.ids) };
}

/** Ids of the demo shop by identifier and name. */
export async function demoIds(db: Database) {
  const [branchRows, productRows, areaRows, tableRows] = await Promise.all([
    db.select({ id: branches.id, identifier: branches.identifier }).from(branches),
    db.select({ id: products.id, name: products.name }).from(products),
    db
      .select({ id: deliveryAreas.id, branchId: deliveryAreas.branchId, area: deliveryAreas.area })
      .from(deliveryAreas)
      .orderBy(deliveryAreas.position),
    db.select({ identifier: tables.identifier, branchId: tables.branchId }).from(tables),
  ]);
  const find = <T>(rows: T[], match: (row: T) => boolean, what: string): T => {
    const row = rows.find(match);
    if (!row) throw new Error(`demo data has no ${what}`);
    return row;
  };
  return {
    branch: (identifier: string) =>
      find(branchRows, (row) => row.identifier === identifier, identifier).id,
    product: (name: string) => find(productRows, (row) => row.name === name, name).id,
    area: (identifier: string, index = 0) => {
      const branchId = find(branchRows, (row) => row.identifier === identifier, identifier).id;
      const area = areaRows.filter((row) => row.branchId === branchId)[index];
      if (!area) throw new Error(`no delivery area ${index} in ${identifier}`);
      return area.id;
    },
    table: (identifier: string) => {
      const branchId = find(branchRows, (row) => row.identifier === identifier, identifier).id;
      return find(tableRows, (row) => row.branchId === branchId, 'table').identifier;
    },
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** A valid cash takeaway order at München-Schwabing: two Pizza Margherita (17,80 €). */
export function takeawayOrder(
  ids: DemoIds,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const base: CreateOrderRequest = {
    branch: ids.branch('muenchen-schwabing'),
    isDelivery: false,
    isDineIn: false,
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.com',
    phone: '+49 170 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [{ product: ids.product('Pizza Margherita'), amount: 2, unit: 'piece', parts: [] }],
  };
  // Tests send invalid values on purpose, so overrides are not typed as a valid request.
  return { ...base, ...overrides };
}

/** POST /api/orders with a fresh (or the given) idempotency key. */
export function postOrder(app: TestApp, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}

/** Switches shop settings the way the back-office does (stored, read cache invalidated). */
export async function setShopConfig(
  app: TestApp,
  db: Database,
  values: Record<string, unknown>,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.execute(
      sql`insert into config (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
  }
  app.publicCache.invalidate();
}

/** Sets branch flags directly (the back-office issue builds the editor). */
export async function updateBranch(
  db: Database,
  branchId: number,
  values: Partial<typeof branches.$inferInsert>,
): Promise<void> {
  await db.update(branches).set(values).where(eq(branches.id, branchId));
}
