import { type OrderListKind, orderListsOf } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { hamburgOrder, type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * GET /api/orders (history), /current, /missed and /summary: filters, search,
 * pagination, the branch scope of an employee, and the list rules — the database query picks
 * exactly the orders the domain's orderListsOf puts in each list. An unconfirmed order stays in
 * the current list once missed, pinned to the top.
 */

const setup = useStaffOrders();
type Case =
  | 'fresh'
  | 'overdue'
  | 'confirmed'
  | 'completed'
  | 'canceled'
  | 'later'
  | 'unpaid'
  | 'paid'
  | 'hamburg'
  | 'yesterday';
const placed = {} as Record<Case, Placed>;
const minutesAgo = (minutes: number) => new Date(setup.clock.now().getTime() - minutes * 60_000);

beforeAll(async () => {
  const { placeOrder, setOrder } = setup;
  placed.fresh = await placeOrder({ lastName: 'Frischling' });
  placed.overdue = await placeOrder({ lastName: 'Vergessen' });
  await setOrder(placed.overdue.id, { createdAt: minutesAgo(20) });
  placed.confirmed = await placeOrder({ lastName: 'Bestätigt' });
  await setOrder(placed.confirmed.id, { isConfirmed: true, createdAt: minutesAgo(90) });
  placed.completed = await placeOrder();
  await setOrder(placed.completed.id, { isConfirmed: true, isCompleted: true });
  placed.canceled = await placeOrder();
  await setOrder(placed.canceled.id, { isCanceled: true });
  placed.later = await placeOrder({ lastName: 'Später' });
  await setOrder(placed.later.id, { appointmentDate: new Date('2026-12-03T09:00:00Z') });
  placed.unpaid = await placeOrder();
  await setOrder(placed.unpaid.id, { paymentMethod: 'mollie', createdAt: minutesAgo(30) });
  placed.paid = await placeOrder();
  await setOrder(placed.paid.id, { paymentMethod: 'mollie', isPaid: true });
  placed.hamburg = await placeOrder(hamburgOrder(setup));
  placed.yesterday = await placeOrder({ lastName: 'Gestern' });
  await setOrder(placed.yesterday.id, {
    createdAt: new Date('2026-12-01T09:00:00Z'),
    isConfirmed: true,
    isCompleted: true,
  });
});

const idsOf = (response: { json(): { data: { items: { id: number }[] } } }) =>
  response
    .json()
    .data.items.map((item) => item.id)
    .sort((a, b) => a - b);

describe('current and missed orders', () => {
  it.each(['current', 'missed'] as OrderListKind[])(
    '/%s holds exactly the orders the domain puts there',
    async (kind) => {
      const rows = await setup.ctx.db.select().from(orders);
      const expected = rows
        .filter((row) => orderListsOf(row, setup.clock.now()).includes(kind))
        .map((row) => row.id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      const response = await setup.call('admin', 'GET', `/api/orders/${kind}?pageSize=100`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response)).toEqual(expected);
    },
  );

  it('keeps an order waiting 20 minutes in current (and lists it as missed too)', async () => {
    const current = idsOf(await setup.call('admin', 'GET', '/api/orders/current?pageSize=100'));
    const missed = idsOf(await setup.call('admin', 'GET', '/api/orders/missed?pageSize=100'));
    expect(current).toEqual(
      expect.arrayContaining([
        placed.fresh.id,
        placed.confirmed.id,
        placed.later.id,
        placed.overdue.id,
      ]),
    );
    expect(missed).toContain(placed.overdue.id);
    for (const hidden of [placed.completed, placed.canceled, placed.unpaid, placed.yesterday]) {
      expect([...current, ...missed]).not.toContain(hidden.id);
    }
  });

  it('pins orders waiting for confirmation to the top, each group by due time', async () => {
    const response = await setup.call('admin', 'GET', '/api/orders/current?pageSize=100');
    const items = response.json().data.items as { id: number; dueAt: string; status: string }[];
    const waiting = items.filter((item) => item.status === 'pending');
    expect(items.slice(0, waiting.length)).toEqual(waiting);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(items.length);
    for (const group of [waiting, items.slice(waiting.length)]) {
      const dueTimes = group.map((item) => item.dueAt);
      expect(dueTimes).toEqual([...dueTimes].sort());
    }
    // Sorted by total the waiting orders still come first.
    const byTotal = await setup.call('admin', 'GET', '/api/orders/current?sort=-totalGross');
    const statuses = (byTotal.json().data.items as { status: string }[]).map((item) => item.status);
    expect(statuses.slice(0, waiting.length)).toEqual(waiting.map(() => 'pending'));
    expect(items.find((item) => item.id === placed.later.id)).toMatchObject({
      dueAt: '2026-12-03T09:00:00.000Z',
      status: 'pending',
      isMissed: false,
      customerName: 'Erika Später',
      branch: { id: setup.munich, name: 'Backstube Sonnenschein München-Schwabing' },
      totalGross: 1780,
      itemCount: 1,
    });
  });

  it('counts the badges and names the waiting orders, newest first, on the server clock', async () => {
    const response = await setup.call('admin', 'GET', '/api/orders/summary');
    expect(response.statusCode).toBe(200);
    // fresh, overdue, later, paid (Munich) and the Hamburg order wait; the overdue one is missed
    const summary = response.json().data;
    expect(summary).toMatchObject({ pending: 5, missed: 1, now: setup.clock.now().toISOString() });
    const waitingIds = summary.waiting.map((order: { id: number }) => order.id);
    expect([...waitingIds].sort((a: number, b: number) => a - b)).toEqual(
      [placed.fresh, placed.overdue, placed.later, placed.paid, placed.hamburg]
        .map((order) => order.id)
        .sort((a, b) => a - b),
    );
    const created = summary.waiting.map((order: { createdAt: string }) => order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(summary.waiting.at(-1)).toMatchObject({
      id: placed.overdue.id,
      createdAt: minutesAgo(20).toISOString(),
    });
    const hamburg = await setup.call('hamburg', 'GET', '/api/orders/summary');
    expect(hamburg.json().data).toMatchObject({ pending: 1, missed: 0 });
    expect(hamburg.json().data.waiting).toEqual([
      expect.objectContaining({ id: placed.hamburg.id }),
    ]);
  });

  it('moves an order to missed when its time passes', async () => {
    setup.clock.set(new Date(setup.clock.now().getTime() + 16 * 60_000));
    try {
      const missed = idsOf(await setup.call('admin', 'GET', '/api/orders/missed?pageSize=100'));
      expect(missed).toEqual(expect.arrayContaining([placed.fresh.id, placed.overdue.id]));
    } finally {
      setup.clock.set(new Date('2026-12-02T11:00:00Z'));
    }
  });
});

describe('history', () => {
  const history = async (query: string, as: Parameters<typeof setup.call>[0] = 'admin') => {
    const response = await setup.call(as, 'GET', `/api/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('lists every order, newest first, a page at a time', async () => {
    const all = (await history('pageSize=100')).json().data;
    expect(all.total).toBe(Object.keys(placed).length);
    const created = all.items.map((item: { createdAt: string }) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = (await history('pageSize=3&page=2')).json().data;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(second.items.map((item: { id: number }) => item.id)).toEqual(
      all.items.slice(3, 6).map((item: { id: number }) => item.id),
    );
  });

  it.each([
    ['status=canceled', () => [placed.canceled]],
    ['status=completed', () => [placed.completed, placed.yesterday]],
    ['payment=mollie', () => [placed.unpaid, placed.paid]],
    ['search=vergessen', () => [placed.overdue]],
    ['search=Erika%20Gestern', () => [placed.yesterday]],
    ['from=2026-12-01&to=2026-12-01', () => [placed.yesterday]],
    ['from=2026-12-03', () => []],
  ])('filters by %s', async (query, expected) => {
    const response = await history(`${query}&pageSize=100`);
    expect(idsOf(response)).toEqual(
      expected()
        .map((order) => order.id)
        .sort((a, b) => a - b),
    );
  });

  it('finds an order by its ticket number', async () => {
    const detail = await setup.call('admin', 'GET', `/api/orders/${placed.hamburg.id}`);
    const ticket = detail.json().data.ticketNumber;
    const response = await history(`search=${ticket}&branch=${setup.hamburg}`);
    expect(idsOf(response)).toEqual([placed.hamburg.id]);
  });

  it('sorts by total when asked and refuses an unknown sort field in German', async () => {
    const ascending = (await history('sort=totalGross&pageSize=100')).json().data.items;
    const totals = ascending.map((item: { totalGross: number }) => item.totalGross);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const refused = await setup.call('admin', 'GET', '/api/orders?sort=password');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'sort',
      message: 'Nach diesem Feld kann nicht sortiert werden.',
    });
    const badStatus = await setup.call('admin', 'GET', '/api/orders?status=vielleicht');
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors[0].field).toBe('status');
  });
});

describe('branch scope (spec §6 branch employee)', () => {
  it.each(['/api/orders', '/api/orders/current', '/api/orders/missed'])(
    '%s shows an employee only the orders of their branches',
    async (url) => {
      const response = await setup.call('hamburg', 'GET', `${url}?pageSize=100`);
      const branches = response
        .json()
        .data.items.map((item: { branch: { id: number } }) => item.branch.id);
      expect(new Set(branches)).toEqual(
        new Set(url === '/api/orders/missed' ? [] : [setup.hamburg]),
      );
      const manager = await setup.call('manager', 'GET', `${url}?pageSize=100`);
      expect(manager.json().data.total).toBeGreaterThanOrEqual(response.json().data.total);
    },
  );

  it.each(['/api/orders', '/api/orders/current', '/api/orders/missed'])(
    '%s answers 403 in German for another branch',
    async (url) => {
      const response = await setup.call('hamburg', 'GET', `${url}?branch=${setup.munich}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([
        {
          code: 'branch_forbidden',
          message: 'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
        },
      ]);
    },
  );
});
