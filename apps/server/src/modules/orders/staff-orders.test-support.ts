import type { Role } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { openForFile } from '../../../test/helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { buildStaffUser, sessionHeaders } from '../auth/auth.test-support.ts';
import {
  type DemoShopOptions,
  movableClock,
  openDemoShop,
  postOrder,
  takeawayOrder,
} from './orders.test-support.ts';

/**
 * One setup for the back-office order tests (not a test file): the demo shop on a fresh database
 * with a movable clock, an admin, a manager and employees of München-Schwabing and of
 * Hamburg-Eppendorf with sessions, and helpers to place orders and call the API as each of them.
 */

export type StaffName = 'admin' | 'manager' | 'munich' | 'hamburg' | 'editor';
export type Placed = { id: number; uid: string; hash: string; branch: { id: number } };

export async function setupStaffOrders(options: DemoShopOptions = {}) {
  const clock = movableClock();
  const { ctx, ids } = await openDemoShop(clock, options);
  const munich = ids.branch('muenchen-schwabing');
  const hamburg = ids.branch('hamburg-eppendorf');
  const people: Record<StaffName, { roles: Role[]; branchIds: number[] }> = {
    admin: { roles: ['ROLE_ADMIN'], branchIds: [] },
    manager: { roles: ['ROLE_MANAGER'], branchIds: [] },
    munich: { roles: ['ROLE_EMPLOYEE'], branchIds: [munich] },
    hamburg: { roles: ['ROLE_EMPLOYEE'], branchIds: [hamburg] },
    editor: { roles: ['ROLE_EDITOR'], branchIds: [] },
  };
  const userIds = new Map<StaffName, number>();
  for (const [name, person] of Object.entries(people) as [
    StaffName,
    (typeof people)[StaffName],
  ][]) {
    const email = `${name}.${Math.random().toString(36).slice(2, 8)}@staff.example.test`;
    userIds.set(name, await buildStaffUser(ctx.db, { email, ...person, password: null }));
  }

  /** Fresh session headers (a session lasts an hour of the test clock). */
  const headersOf = (name: StaffName) => sessionHeaders(ctx.db, userIds.get(name)!, clock.now());

  /** Calls the API as a staff member (cookie and CSRF token); `as: null` without a session. */
  const call = async (
    as: StaffName | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: as === null ? {} : await headersOf(as),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Places an order through POST /api/orders (München-Schwabing takeaway unless overridden). */
  const placeOrder = async (overrides: Record<string, unknown> = {}): Promise<Placed> => {
    const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
    if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
    return response.json().data.order;
  };

  /** Sets columns of an order directly (states the API cannot reach quickly, e.g. old orders). */
  const setOrder = async (id: number, values: Partial<typeof orders.$inferInsert>) => {
    await ctx.db.update(orders).set(values).where(eq(orders.id, id));
  };

  return { ctx, clock, ids, munich, hamburg, userIds, headersOf, call, placeOrder, setOrder };
}

export type StaffOrdersSetup = Awaited<ReturnType<typeof setupStaffOrders>>;

/**
 * The setup for one test file, opened before its tests and closed after them:
 * `const setup = useStaffOrders();` at the top of the file.
 */
export const useStaffOrders = (options: DemoShopOptions = {}) =>
  openForFile(
    () => setupStaffOrders(options),
    (setup) => setup.ctx.close(),
  );

/** A Hamburg-Eppendorf takeaway (the Hamburg employee's branch). */
export const hamburgOrder = (setup: StaffOrdersSetup) => ({
  branch: setup.hamburg,
  items: [{ product: setup.ids.product('Laugenbrezel'), amount: 2, unit: 'piece', parts: [] }],
});
