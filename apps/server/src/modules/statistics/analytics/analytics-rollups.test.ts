import { rangeInstants } from '@shop/domain';
import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchBody, createVia } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { analyticsLogs, analyticsRollups } from '../../../db/schema/index.ts';
import { runStatisticsMaintenance } from '../maintenance/statistics-maintenance.ts';
import {
  dailyPageViews,
  dailyUniqueVisitors,
  eventCounts,
  topPages,
  visitWeekdayHours,
} from '../reports/visitor-reports.repository.ts';
import { planAnalyticsWindow, refreshAnalyticsRollups } from './analytics-rollups.ts';

// docs/decisions/038-statistics-rollups-and-consent.md: the visitor reports read whole past days
// from the daily analytics rollups and answer exactly as read live. A generated history; every
// expected figure is computed here in plain JS over the generated rows.

const NOW = new Date('2026-11-03T10:00:00.000Z');
const TZ = 'Europe/Berlin';
const FROM = '2026-10-19';
const TO = '2026-11-03';

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

type Visit = {
  createdAt: Date;
  visitorId: string | null;
  path: string | null;
  type: string;
  category: string | null;
  action: string | null;
  branchId: number | null;
};

const PATHS = ['/', '/store/altona', '/store/bergedorf', '/impressum', null];
const TYPES = ['pageView', 'pageView', 'pageView', 'addToCart', 'purchase', 'event'];

/** Visits from 2026-10-15 until NOW (today included); a visitor hash is often seen at two branches. */
function generateVisits(branches: number[]): Visit[] {
  const random = generator(11);
  const start = new Date('2026-10-15T00:00:00.000Z').getTime();
  const end = NOW.getTime();
  return Array.from({ length: 600 }, () => {
    const type = random.pick(TYPES);
    return {
      createdAt: new Date(start + Math.floor(random.next() * (end - start))),
      visitorId: random.next() < 0.1 ? null : `v${random.int(1, 12)}`,
      path: type === 'pageView' ? random.pick(PATHS) : null,
      type,
      category: type === 'event' ? random.pick(['menu', 'checkout', null]) : null,
      action: type === 'event' ? random.pick(['open', 'close']) : null,
      branchId: random.next() < 0.25 ? null : random.pick(branches),
    };
  });
}

let api: StaffApi;
let branches: number[];
let edgeBranch: number;
let visits: Visit[];

const window = (from: string, to: string, branchIds: number[] | null = null) => ({
  from,
  to,
  ...rangeInstants({ from, to }, TZ),
  timeZone: TZ,
  branchIds,
});

beforeAll(async () => {
  api = await createStaffApi({ now: () => NOW });
  branches = [];
  for (const n of [1, 2, 3])
    branches.push((await createVia(api, '/api/branches', branchBody(n))).id);
  edgeBranch = (await createVia(api, '/api/branches', branchBody(4))).id;
  visits = generateVisits(branches);
  // Time-zone edge: 23:30 local on the last Sunday of October (CET again) and 00:30 on Monday.
  const edge = (iso: string): Visit => ({
    createdAt: new Date(iso),
    visitorId: 'edge',
    path: '/',
    type: 'pageView',
    category: null,
    action: null,
    branchId: edgeBranch,
  });
  visits.push(edge('2026-10-25T22:30:00.000Z'), edge('2026-10-25T23:30:00.000Z'));
  await api.db.insert(analyticsLogs).values(visits);
});
afterAll(() => api.close());

// ---- the independent expectations ----

/** Visitors of the scope: over all branches distinct per day; for a selection per day and branch. */
function expected(from: string, to: string, branchIds: number[] | null) {
  const inside = visits.filter(
    (v) =>
      localDay(v.createdAt) >= from &&
      localDay(v.createdAt) <= to &&
      (branchIds === null || (v.branchId !== null && branchIds.includes(v.branchId))),
  );
  const views = inside.filter((v) => v.type === 'pageView');
  const scopeKey = (v: Visit) =>
    `${localDay(v.createdAt)}|${branchIds === null ? '' : String(v.branchId)}`;
  const visitorsPerDay = new Map<string, number>();
  const seen = new Set<string>();
  for (const v of inside) {
    if (v.visitorId === null) continue;
    const key = `${scopeKey(v)}|${v.visitorId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const day = localDay(v.createdAt);
    visitorsPerDay.set(day, (visitorsPerDay.get(day) ?? 0) + 1);
  }
  const viewsPerDay = new Map<string, number>();
  for (const v of views)
    viewsPerDay.set(localDay(v.createdAt), (viewsPerDay.get(localDay(v.createdAt)) ?? 0) + 1);
  const pages = new Map<string, { views: number; visitors: number }>();
  const pageSeen = new Set<string>();
  for (const v of views) {
    if (v.path === null) continue;
    const page = pages.get(v.path) ?? { views: 0, visitors: 0 };
    page.views += 1;
    const key = `${scopeKey(v)}|${v.path}|${v.visitorId}`;
    if (v.visitorId !== null && !pageSeen.has(key)) {
      pageSeen.add(key);
      page.visitors += 1;
    }
    pages.set(v.path, page);
  }
  const events = new Map<string, number>();
  for (const v of inside) {
    const key = `${v.type}|${v.category ?? ''}|${v.action ?? ''}`;
    events.set(key, (events.get(key) ?? 0) + 1);
  }
  const grid = new Map<string, number>();
  for (const v of views) {
    const key = `${WEEKDAYS.indexOf(weekdayFormat.format(v.createdAt))}|${Number(hourFormat.format(v.createdAt))}`;
    grid.set(key, (grid.get(key) ?? 0) + 1);
  }
  return { visitorsPerDay, viewsPerDay, pages, events, grid };
}

async function answers(from: string, to: string, branchIds: number[] | null) {
  const w = window(from, to, branchIds);
  return {
    visitors: await dailyUniqueVisitors(api.db, w),
    views: await dailyPageViews(api.db, w),
    pages: await topPages(api.db, w),
    events: await eventCounts(api.db, w),
    times: await visitWeekdayHours(api.db, w),
  };
}

function asExpected(answer: Awaited<ReturnType<typeof answers>>) {
  return {
    visitorsPerDay: new Map(answer.visitors.map((d) => [d.day, d.value])),
    viewsPerDay: new Map(answer.views.map((d) => [d.day, d.value])),
    pages: new Map(answer.pages.map((p) => [p.path, { views: p.views, visitors: p.visitors }])),
    events: new Map(answer.events.map((e) => [`${e.type}|${e.category}|${e.action}`, e.count])),
    grid: new Map(answer.times.map((c) => [`${c.weekday}|${c.hour}`, c.count])),
  };
}

const SCOPES = (): (number[] | null)[] => [
  null,
  [branches[0]!],
  [branches[0]!, branches[1]!],
  branches,
  [],
];

describe('analytics rollups (decision 038): whole past days from the rollup, the same figures', () => {
  it('answers live what the generated history gives, for all branches and branch selections', async () => {
    expect((await planAnalyticsWindow(api.db, window(FROM, TO))).rolledUp).toEqual([]);
    for (const scope of SCOPES())
      expect(asExpected(await answers(FROM, TO, scope))).toEqual(expected(FROM, TO, scope));
    // The history has visitors seen at two branches on one day: one visitor of the shop, one
    // of each branch (so the two definitions differ and both are checked).
    const branchesOf = new Map<string, Set<number | null>>();
    for (const v of visits) {
      const key = `${localDay(v.createdAt)}|${v.visitorId}`;
      if (v.visitorId !== null)
        branchesOf.set(key, (branchesOf.get(key) ?? new Set()).add(v.branchId));
    }
    expect([...branchesOf.values()].filter((set) => set.size > 1).length).toBeGreaterThan(5);
  });

  it('a run rolls up every past day; every visitor report answers exactly as read live', async () => {
    const ranges: [string, string][] = [
      [FROM, TO],
      ['2026-10-25', '2026-10-26'],
      ['2026-10-01', '2026-11-02'],
    ];
    const live = new Map<string, unknown>();
    for (const [from, to] of ranges)
      for (const scope of SCOPES())
        live.set(`${from}|${to}|${scope}`, await answers(from, to, scope));

    const rolled = await refreshAnalyticsRollups(api.db, { now: NOW, timeZone: TZ });
    expect(rolled[0]).toBe(localDay(new Date(Math.min(...visits.map((v) => +v.createdAt)))));
    expect(rolled.at(-1)).toBe('2026-11-02');
    expect(await planAnalyticsWindow(api.db, window(FROM, TO))).toEqual({
      rolledUp: [{ from: FROM, to: '2026-11-02' }],
      live: [{ from: TO, to: TO }],
    });
    for (const [from, to] of ranges)
      for (const scope of SCOPES())
        expect(await answers(from, to, scope)).toEqual(live.get(`${from}|${to}|${scope}`));
    expect(asExpected(await answers(FROM, TO, [branches[0]!, branches[1]!]))).toEqual(
      expected(FROM, TO, [branches[0]!, branches[1]!]),
    );
    // A second run has nothing left to do; another time zone's rollup is not used.
    expect(await refreshAnalyticsRollups(api.db, { now: NOW, timeZone: TZ })).toEqual([]);
    expect(
      (await planAnalyticsWindow(api.db, { ...window(FROM, TO), timeZone: 'Europe/London' }))
        .rolledUp,
    ).toEqual([]);
  });

  it('23:30 on the last Sunday of October counts on that Sunday, 00:30 on Monday (rolled up)', async () => {
    const edge = await answers('2026-10-25', '2026-10-26', [edgeBranch]);
    expect(edge.views).toEqual([
      { day: '2026-10-25', value: 1 },
      { day: '2026-10-26', value: 1 },
    ]);
    expect(edge.visitors).toEqual([
      { day: '2026-10-25', value: 1 },
      { day: '2026-10-26', value: 1 },
    ]);
    expect(edge.times).toEqual([
      { weekday: 0, hour: 0, count: 1 },
      { weekday: 6, hour: 23, count: 1 },
    ]);
    expect(edge.pages).toEqual([{ path: '/', views: 2, visitors: 2 }]);
  });

  it('retention deletes the entries and keeps the rollups: past figures stay', async () => {
    const before = await answers(FROM, '2026-11-02', null);
    const rows = (await api.db.select().from(analyticsRollups)).length;
    await api.db
      .delete(analyticsLogs)
      .where(lt(analyticsLogs.createdAt, new Date('2026-11-01T00:00:00.000Z')));
    expect(await answers(FROM, '2026-11-02', null)).toEqual(before);
    const run = await runStatisticsMaintenance({ db: api.db, now: () => NOW, retentionMonths: 14 });
    expect(run.visitsRolledUp).toEqual([]);
    expect((await api.db.select().from(analyticsRollups)).length).toBe(rows);
  });
});
