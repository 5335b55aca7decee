import { randomBytes } from 'node:crypto';
import { rangeInstants, statisticsReportResultSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchBody, createVia } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { analyticsLogs, orderItems, orders } from '../../../db/schema/index.ts';
import { buildStaffUser, sessionHeaders } from '../../auth/auth.test-support.ts';
import { planWindow, refreshOrderRollups } from '../../orders/orders.read-model.ts';
import { refreshAnalyticsRollups } from '../analytics/analytics-rollups.ts';

// decision 030: a generated shop history; every expected figure is computed here in plain JS
// over the generated rows (never with the SQL under test).

const NOW = new Date('2026-11-03T10:00:00.000Z');
const TZ = 'Europe/Berlin';
const FROM = '2026-10-19';
const TO = '2026-10-31';
const PREV_FROM = '2026-10-06';
const PREV_TO = '2026-10-18';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  hour: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, weekday: 'short' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const localDay = (at: Date) => dayFormat.format(at);
const localWeekday = (at: Date) => WEEKDAYS.indexOf(weekdayFormat.format(at));
const localHour = (at: Date) => Number(hourFormat.format(at));

/** Small deterministic generator (no wall clock, no Math.random). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T,
  };
}

type Line = { name: string; amount: number; gross: number; rate: number; option: string | null };
type GeneratedOrder = {
  branchId: number;
  createdAt: Date;
  isQuotation: boolean;
  isFailed: boolean;
  isCanceled: boolean;
  isRejected: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  paymentMethod: string;
  reason: string | null;
  lines: Line[];
};

const PRODUCTS = [
  { name: 'Brezel', price: 120, rate: 7 },
  { name: 'Kaffee', price: 320, rate: 19 },
  { name: 'Pizza Margherita', price: 950, rate: 7 },
  { name: 'Limonade', price: 290, rate: 19 },
];
const REASONS = ['Zutaten ausverkauft', 'Kunde nicht erreichbar', null];

const netOf = (gross: number, rate: number) => Math.round(gross / (1 + rate / 100));

function generateOrders(branchIds: number[]): GeneratedOrder[] {
  const random = generator(42);
  const start = new Date('2026-10-05T00:00:00.000Z').getTime();
  const end = new Date('2026-11-02T00:00:00.000Z').getTime();
  const generated: GeneratedOrder[] = [];
  for (let index = 0; index < 160; index++) {
    const kind = random.next();
    const mode = random.next();
    const lines = Array.from({ length: random.int(1, 3) }, () => {
      const product = random.pick(PRODUCTS);
      const amount = random.int(1, 3);
      const option = random.next() < 0.3 ? random.pick(['Groß', 'Klein']) : null;
      return {
        name: product.name,
        amount,
        gross: amount * product.price,
        rate: product.rate,
        option,
      };
    });
    generated.push({
      branchId: random.pick(branchIds),
      createdAt: new Date(start + Math.floor(random.next() * (end - start))),
      isQuotation: kind < 0.05,
      isFailed: kind >= 0.05 && kind < 0.1,
      isCanceled: kind >= 0.1 && kind < 0.2,
      isRejected: kind >= 0.2 && kind < 0.25,
      isDelivery: mode < 0.4,
      isDineIn: mode >= 0.4 && mode < 0.6,
      paymentMethod: random.pick(['cash', 'card', 'paypal']),
      reason: kind >= 0.1 && kind < 0.25 ? random.pick(REASONS) : null,
      lines,
    });
  }
  // The time-zone edge: 23:30 local on the last Sunday of October (UTC+1 after the change).
  generated.push({
    branchId: branchIds[0]!,
    createdAt: new Date('2026-10-25T22:30:00.000Z'),
    isQuotation: false,
    isFailed: false,
    isCanceled: false,
    isRejected: false,
    isDelivery: false,
    isDineIn: false,
    paymentMethod: 'cash',
    reason: null,
    lines: [{ name: 'Brezel', amount: 2, gross: 240, rate: 7, option: null }],
  });
  // 00:30 local on Monday after it: the next day.
  generated.push({ ...generated.at(-1)!, createdAt: new Date('2026-10-25T23:30:00.000Z') });
  return generated;
}

async function insertOrders(db: StaffApi['db'], generated: GeneratedOrder[]) {
  let ticket = 0;
  for (const order of generated) {
    const taxes = new Map<number, { rate: number; net: number; tax: number; gross: number }>();
    for (const line of order.lines) {
      const entry = taxes.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0, gross: 0 };
      const net = netOf(line.gross, line.rate);
      entry.net += net;
      entry.tax += line.gross - net;
      entry.gross += line.gross;
      taxes.set(line.rate, entry);
    }
    const totals = [...taxes.values()].reduce(
      (a, b) => ({ net: a.net + b.net, tax: a.tax + b.tax, gross: a.gross + b.gross }),
      { net: 0, tax: 0, gross: 0 },
    );
    ticket += 1;
    const [row] = await db
      .insert(orders)
      .values({
        uid: randomBytes(8).toString('hex'),
        hash: randomBytes(16).toString('hex'),
        branchId: order.branchId,
        ticketNumber: ticket,
        ticketDay: localDay(order.createdAt),
        isQuotation: order.isQuotation,
        isFailed: order.isFailed,
        isCanceled: order.isCanceled,
        isRejected: order.isRejected,
        isDelivery: order.isDelivery,
        isDineIn: order.isDineIn,
        paymentMethod: order.paymentMethod,
        rejectionMessage: order.reason,
        ...totals,
        totalNet: totals.net,
        totalTax: totals.tax,
        totalGross: totals.gross,
        taxes: [...taxes.values()],
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      order.lines.map((line, position) => {
        const net = netOf(line.gross, line.rate);
        return {
          orderId: row!.id,
          position,
          name: line.name,
          product: { name: line.name },
          amount: line.amount,
          unit: 'piece',
          parts: line.option
            ? [
                {
                  index: 0,
                  name: 'Größe',
                  type: 'single',
                  values: [],
                  options: [{ name: line.option, modifier: 'add', value: 0 }],
                },
              ]
            : [],
          unitPrice: line.gross / line.amount,
          net,
          tax: line.gross - net,
          gross: line.gross,
          taxRate: line.rate,
        };
      }),
    );
  }
}

type Visit = {
  createdAt: Date;
  visitorId: string;
  path: string;
  type: string;
  branchId: number | null;
};

function generateVisits(branchIds: number[]): Visit[] {
  const random = generator(7);
  const start = new Date('2026-10-05T00:00:00.000Z').getTime();
  const end = new Date('2026-11-02T00:00:00.000Z').getTime();
  return Array.from({ length: 200 }, () => ({
    createdAt: new Date(start + Math.floor(random.next() * (end - start))),
    visitorId: `v${random.int(1, 25)}`,
    path: random.pick(['/', '/store/altona', '/store/bergedorf', '/impressum']),
    type: random.pick(['pageView', 'pageView', 'pageView', 'addToCart', 'purchase']),
    branchId: random.next() < 0.5 ? random.pick(branchIds) : null,
  }));
}

// ---- the independent expectations ----

const inRange = (at: Date, from = FROM, to = TO) => localDay(at) >= from && localDay(at) <= to;
const isPlaced = (o: GeneratedOrder) => !o.isQuotation && !o.isFailed;
const isEarning = (o: GeneratedOrder) => isPlaced(o) && !o.isCanceled && !o.isRejected;
const grossOf = (o: GeneratedOrder) => o.lines.reduce((a, l) => a + l.gross, 0);
const count = <T>(values: T[], key: (value: T) => string) => {
  const map = new Map<string, number>();
  for (const value of values) map.set(key(value), (map.get(key(value)) ?? 0) + 1);
  return map;
};

let api: StaffApi;
let generated: GeneratedOrder[];
let visits: Visit[];
let branchIds: number[];
let employee: Record<string, string>;

beforeAll(async () => {
  api = await createStaffApi({ now: () => NOW });
  const first = await createVia(api, '/api/branches', branchBody(1));
  const second = await createVia(api, '/api/branches', branchBody(2));
  branchIds = [first.id, second.id];
  generated = generateOrders(branchIds);
  await insertOrders(api.db, generated);
  visits = generateVisits(branchIds);
  await api.db.insert(analyticsLogs).values(visits.map((visit) => ({ ...visit })));
  const employeeId = await buildStaffUser(api.db, {
    email: 'filiale@katalog.example.test',
    roles: ['ROLE_EMPLOYEE'],
    password: null,
    branchIds: [first.id],
  });
  employee = await sessionHeaders(api.db, employeeId, NOW);
});
afterAll(() => api.close());

const report = async (
  name: string,
  query = `from=${FROM}&to=${TO}`,
  headers: Record<string, string> = api.admin,
) => {
  const response = await api.call('GET', `/api/statistics/${name}?${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  // Every answer is exactly the declared contract (docs/decisions/025): nothing more, nothing less.
  const data = response.json().data;
  expect(statisticsReportResultSchema.parse(data)).toEqual(data);
  return data;
};

const dailyOf = <T>(rows: T[], at: (row: T) => Date, value: (row: T) => number) => {
  const map = new Map<string, number>();
  for (const row of rows) {
    if (!inRange(at(row))) continue;
    map.set(localDay(at(row)), (map.get(localDay(at(row))) ?? 0) + value(row));
  }
  return map;
};
const nonZero = (daily: { day: string; value: number }[]) =>
  new Map(daily.filter((d) => d.value !== 0).map((d) => [d.day, d.value]));

describe('GET /api/statistics/<report> over a generated history (decision 030)', () => {
  it('orders: placed orders per shop day, the previous period and the split by type', async () => {
    const data = await report('orders');
    const placed = generated.filter(isPlaced);
    expect(data.daily).toHaveLength(13);
    expect(nonZero(data.daily)).toEqual(
      dailyOf(
        placed,
        (o) => o.createdAt,
        () => 1,
      ),
    );
    expect(data.total).toBe(placed.filter((o) => inRange(o.createdAt)).length);
    expect(data.previousTotal).toBe(
      placed.filter((o) => inRange(o.createdAt, PREV_FROM, PREV_TO)).length,
    );
    expect([data.previousFrom, data.previousTo]).toEqual([PREV_FROM, PREV_TO]);
    const types = count(
      placed.filter((o) => inRange(o.createdAt)),
      (o) => (o.isDelivery ? 'delivery' : o.isDineIn ? 'dineIn' : 'pickup'),
    );
    const reported = new Map<string, number>();
    for (const row of data.rows) reported.set(row.type, (reported.get(row.type) ?? 0) + row.count);
    expect(reported).toEqual(types);
  });

  it('an order at 23:30 on the last Sunday of October counts on that Sunday, 00:30 on Monday', async () => {
    const sunday = await report('orders', 'from=2026-10-25&to=2026-10-25');
    const expected = generated.filter((o) => isPlaced(o) && localDay(o.createdAt) === '2026-10-25');
    expect(sunday.total).toBe(expected.length);
    expect(expected.some((o) => o.createdAt.toISOString() === '2026-10-25T22:30:00.000Z')).toBe(
      true,
    );
    const times = await report('order-times', 'from=2026-10-25&to=2026-10-26');
    expect(times.grid[6][23]).toBeGreaterThanOrEqual(1);
    expect(times.grid[0][0]).toBeGreaterThanOrEqual(1);
  });

  it('revenue: gross, net, VAT per rate, by order type and payment method', async () => {
    const data = await report('revenue');
    const earning = generated.filter((o) => isEarning(o) && inRange(o.createdAt));
    const gross = earning.reduce((a, o) => a + grossOf(o), 0);
    expect(data.total).toBe(gross);
    expect(data.figures.gross).toBe(gross);
    expect(data.figures.orders).toBe(earning.length);
    const perRate = new Map<number, number>();
    for (const order of earning)
      for (const line of order.lines)
        perRate.set(
          line.rate,
          (perRate.get(line.rate) ?? 0) + line.gross - netOf(line.gross, line.rate),
        );
    expect(data.figures.tax7).toBe(perRate.get(7));
    expect(data.figures.tax19).toBe(perRate.get(19));
    expect(data.figures.tax).toBe((perRate.get(7) ?? 0) + (perRate.get(19) ?? 0));
    expect(data.figures.net).toBe(gross - data.figures.tax);
    const byPayment = new Map<string, number>();
    for (const order of earning)
      byPayment.set(
        order.paymentMethod,
        (byPayment.get(order.paymentMethod) ?? 0) + grossOf(order),
      );
    const reported = new Map<string, number>();
    for (const row of data.rows.filter((r: { group: string }) => r.group === 'typePayment'))
      reported.set(row.payment, (reported.get(row.payment) ?? 0) + row.gross);
    expect(reported).toEqual(byPayment);
    expect(nonZero(data.daily)).toEqual(
      dailyOf(generated.filter(isEarning), (o) => o.createdAt, grossOf),
    );
  });

  it('canceled-orders: canceled and rejected orders with their reasons', async () => {
    const data = await report('canceled-orders');
    const canceled = generated.filter(
      (o) => isPlaced(o) && (o.isCanceled || o.isRejected) && inRange(o.createdAt),
    );
    expect(data.total).toBe(canceled.length);
    const reasons = count(
      canceled,
      (o) => `${o.isRejected ? 'rejected' : 'canceled'}|${o.reason ?? ''}`,
    );
    expect(
      new Map(
        data.rows.map((r: { kind: string; reason: string; count: number }) => [
          `${r.kind}|${r.reason}`,
          r.count,
        ]),
      ),
    ).toEqual(reasons);
  });

  it('items and popular-items: quantities, revenue and chosen options', async () => {
    const earning = generated.filter((o) => isEarning(o) && inRange(o.createdAt));
    const lines = earning.flatMap((o) => o.lines);
    const items = await report('items');
    expect(items.total).toBe(lines.reduce((a, l) => a + l.amount, 0));
    const options = new Map<string, number>();
    for (const line of lines)
      if (line.option)
        options.set(
          `Größe: ${line.option}`,
          (options.get(`Größe: ${line.option}`) ?? 0) + line.amount,
        );
    expect(
      new Map(items.rows.map((r: { name: string; quantity: number }) => [r.name, r.quantity])),
    ).toEqual(options);
    const popular = await report('popular-items');
    const byName = new Map<string, { quantity: number; gross: number }>();
    for (const line of lines) {
      const entry = byName.get(line.name) ?? { quantity: 0, gross: 0 };
      entry.quantity += line.amount;
      entry.gross += line.gross;
      byName.set(line.name, entry);
    }
    expect(
      new Map(
        popular.rows.map((r: { name: string; quantity: number; gross: number }) => [
          r.name,
          { quantity: r.quantity, gross: r.gross },
        ]),
      ),
    ).toEqual(byName);
    const quantities = popular.rows.map((r: { quantity: number }) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('order-times: placed orders by weekday and hour in the shop time zone', async () => {
    const data = await report('order-times');
    const expected = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    for (const order of generated.filter((o) => isPlaced(o) && inRange(o.createdAt)))
      expected[localWeekday(order.createdAt)]![localHour(order.createdAt)]! += 1;
    expect(data.grid).toEqual(expected);
  });

  it('visitor reports: unique visitors per day, page views, pages, events and visit times', async () => {
    const inside = visits.filter((v) => inRange(v.createdAt));
    const views = inside.filter((v) => v.type === 'pageView');
    const unique = new Map<string, Set<string>>();
    for (const visit of inside) {
      const day = localDay(visit.createdAt);
      unique.set(day, (unique.get(day) ?? new Set()).add(visit.visitorId));
    }
    const visitors = await report('unique-visitors');
    expect(nonZero(visitors.daily)).toEqual(
      new Map([...unique].map(([day, set]) => [day, set.size])),
    );
    const pageViews = await report('page-views');
    expect(pageViews.total).toBe(views.length);
    const pages = await report('pages');
    expect(
      new Map(pages.rows.map((r: { path: string; views: number }) => [r.path, r.views])),
    ).toEqual(count(views, (v) => v.path));
    const events = await report('events');
    expect(
      new Map(events.rows.map((r: { type: string; count: number }) => [r.type, r.count])),
    ).toEqual(count(inside, (v) => v.type));
    const times = await report('visitor-times');
    expect(times.total).toBe(views.length);
    expect(times.grid.flat().reduce((a: number, b: number) => a + b, 0)).toBe(views.length);
  });
});

describe('access and input', () => {
  it('answers 401 without a session and 403 for an editor', async () => {
    const anonymous = await api.call(
      'GET',
      `/api/statistics/orders?from=${FROM}&to=${TO}`,
      undefined,
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const editor = await api.headersFor('ROLE_EDITOR');
    const forbidden = await api.call(
      'GET',
      `/api/statistics/orders?from=${FROM}&to=${TO}`,
      undefined,
      editor,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('limits an employee to the branches in their list; another branch is 403, the log too', async () => {
    const own = await report('orders', `from=${FROM}&to=${TO}`, employee);
    expect(own.branchIds).toEqual([branchIds[0]]);
    expect(own.total).toBe(
      generated.filter((o) => isPlaced(o) && inRange(o.createdAt) && o.branchId === branchIds[0])
        .length,
    );
    const filtered = await report(
      'orders',
      `from=${FROM}&to=${TO}&branch=${branchIds[0]}`,
      employee,
    );
    expect(filtered.total).toBe(own.total);
    const other = await api.call(
      'GET',
      `/api/statistics/orders?from=${FROM}&to=${TO}&branch=${branchIds[1]}`,
      undefined,
      employee,
    );
    expect(other.statusCode).toBe(403);
    const log = await api.call('GET', '/api/logs', undefined, employee);
    expect(log.statusCode).toBe(403);
    const admin = await report('orders', `from=${FROM}&to=${TO}&branch=${branchIds[1]}`);
    expect(admin.total).toBe(
      generated.filter((o) => isPlaced(o) && inRange(o.createdAt) && o.branchId === branchIds[1])
        .length,
    );
  });

  it.each([
    ['from=2026-13-01&to=2026-10-31', 'from', 'Das Startdatum ist kein gültiges Datum.'],
    ['from=2026-10-01', 'to', 'Das Enddatum ist kein gültiges Datum.'],
    ['from=2026-10-31&to=2026-10-01', 'to', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
    ['from=2024-01-01&to=2026-10-01', 'to', 'Der Zeitraum darf höchstens 400 Tage umfassen.'],
    ['from=2026-10-01&to=2026-10-02&branch=abc', 'branch', 'Die Filiale ist ungültig.'],
  ])('refuses %s with a German 422 naming %s', async (query, field, message) => {
    const response = await api.call('GET', `/api/statistics/orders?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field, message });
  });

  it('answers 404 for an unknown report', async () => {
    const response = await api.call('GET', `/api/statistics/unknown?from=${FROM}&to=${TO}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([
      { code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' },
    ]);
    // The report name is checked before the dates, the login before both.
    const badDates = await api.call('GET', '/api/statistics/unknown?from=2026-13-01');
    expect(badDates.statusCode).toBe(404);
    const anonymous = await api.call('GET', '/api/statistics/unknown', undefined, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports one German 422 at a time, the dates before the branch', async () => {
    const response = await api.call('GET', '/api/statistics/orders?from=x&to=y&branch=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'invalid', field: 'from', message: 'Das Startdatum ist kein gültiges Datum.' },
    ]);
  });
});

describe('daily rollups (decision 038): whole past days from the rollup, the same figures', () => {
  const REPORTS = [
    'unique-visitors',
    'page-views',
    'pages',
    'events',
    'orders',
    'revenue',
    'canceled-orders',
    'items',
    'popular-items',
    'visitor-times',
    'order-times',
  ];
  const QUERIES = [`from=${FROM}&to=${TO}`, 'from=2026-10-25&to=2026-11-03'];
  const window = (from: string, to: string, ids: number[] | null = null) => ({
    from,
    to,
    ...rangeInstants({ from, to }, TZ),
    timeZone: TZ,
    branchIds: ids,
  });
  const everyReport = async (headers: Record<string, string> = api.admin) => {
    const answers: Record<string, unknown> = {};
    for (const name of REPORTS) {
      for (const query of QUERIES) answers[`${name}?${query}`] = await report(name, query, headers);
      answers[`${name}?branch`] = await report(
        name,
        `from=${FROM}&to=${TO}&branch=${branchIds[0]}`,
        headers,
      );
    }
    return answers;
  };

  it('a run rolls up every past day; every report answers exactly as read live', async () => {
    const live = await everyReport();
    const liveEmployee = await everyReport(employee);
    expect((await planWindow(api.db, window(FROM, TO))).rolledUp).toEqual([]);

    const rebuilt = await refreshOrderRollups(api.db, { now: NOW, timeZone: TZ });
    expect(rebuilt[0]).toBe(
      localDay(generated.map((o) => o.createdAt).sort((a, b) => +a - +b)[0]!),
    );
    expect(rebuilt.at(-1)).toBe('2026-11-02');
    // The visitor reports' rollups too (analytics-rollups.test.ts covers them in detail).
    expect((await refreshAnalyticsRollups(api.db, { now: NOW, timeZone: TZ })).at(-1)).toBe(
      '2026-11-02',
    );
    // The range is answered from the rollup, the day of NOW (today) stays live.
    expect(await planWindow(api.db, window(FROM, '2026-11-03'))).toEqual({
      rolledUp: [{ from: FROM, to: '2026-11-02' }],
      live: [{ from: '2026-11-03', to: '2026-11-03' }],
    });
    expect(await everyReport()).toEqual(live);
    expect(await everyReport(employee)).toEqual(liveEmployee);
    // A second run has nothing left to do.
    expect(await refreshOrderRollups(api.db, { now: NOW, timeZone: TZ })).toEqual([]);
  });

  it('an order changed after the run is counted live at once and rolled up again by the next run', async () => {
    const before = await report('revenue');
    const target = generated.find(
      (o) => isEarning(o) && inRange(o.createdAt) && localDay(o.createdAt) !== FROM,
    )!;
    await api.db
      .update(orders)
      .set({ isCanceled: true, updatedAt: NOW })
      .where(eq(orders.createdAt, target.createdAt));
    const changed = await report('revenue');
    expect(changed.total).toBe(before.total - grossOf(target));
    expect((await planWindow(api.db, window(FROM, TO))).live).toContainEqual({
      from: localDay(target.createdAt),
      to: localDay(target.createdAt),
    });

    const later = new Date(NOW.getTime() + 60 * 60_000);
    expect(await refreshOrderRollups(api.db, { now: later, timeZone: TZ })).toEqual([
      localDay(target.createdAt),
    ]);
    expect((await planWindow(api.db, window(FROM, TO))).live).toEqual([]);
    expect(await report('revenue')).toEqual(changed);
    const canceled = await report('canceled-orders');
    expect(
      canceled.daily.find((d: { day: string }) => d.day === localDay(target.createdAt)).value,
    ).toBeGreaterThanOrEqual(1);
  });

  it('a rollup counted in another time zone is not used', async () => {
    expect(
      (await planWindow(api.db, { ...window(FROM, TO), timeZone: 'Europe/London' })).rolledUp,
    ).toEqual([]);
  });
});
