import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJobs, MAX_JOB_ATTEMPTS, retryDelayMs, runDueJobs } from './jobs.ts';

let database: TestDatabase;
const now = new Date('2026-12-02T11:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [30, 3_600_000],
  ])('after attempt %d waits %d ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('runDueJobs', () => {
  it('runs each due job exactly once, even with two workers at the same time', async () => {
    const { db } = database;
    const seen: number[] = [];
    await enqueueJobs(
      db,
      Array.from({ length: 30 }, (_, index) => ({ type: 'count', payload: { index } })),
      now,
    );
    const handlers = {
      count: async (payload: Record<string, unknown>) => {
        seen.push(payload.index as number);
      },
    };
    const runs = await Promise.all([
      runDueJobs(db, handlers, { now, limit: 50 }),
      runDueJobs(db, handlers, { now, limit: 50 }),
    ]);
    expect(runs[0] + runs[1]).toBe(30);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index));
    const [done] = await db.select({ n: count() }).from(jobs).where(isNotNull(jobs.doneAt));
    expect(done?.n).toBe(30);
  });

  it('leaves a future job alone until it is due', async () => {
    const { db } = database;
    await enqueueJobs(db, [{ type: 'later', payload: {}, runAt: later(60_000) }], now);
    let calls = 0;
    const handlers = {
      later: async () => {
        calls += 1;
      },
    };
    expect(await runDueJobs(db, handlers, { now })).toBe(0);
    expect(await runDueJobs(db, handlers, { now: later(60_000) })).toBe(1);
    expect(calls).toBe(1);
  });

  it('retries a failing job with backoff and gives up after the last attempt', async () => {
    const { db } = database;
    await enqueueJobs(db, [{ type: 'broken', payload: {} }], now);
    const handlers = {
      broken: async () => {
        throw new Error('SMTP nicht erreichbar');
      },
    };
    let at = now;
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await runDueJobs(db, handlers, { now: at })).toBe(1);
      at = new Date(at.getTime() + retryDelayMs(attempt));
    }
    expect(await runDueJobs(db, handlers, { now: later(365 * 86_400_000) })).toBe(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.type, 'broken'));
    expect(row).toMatchObject({ attempts: MAX_JOB_ATTEMPTS, lastError: 'SMTP nicht erreichbar' });
    expect(row?.failedAt).not.toBeNull();
    expect(row?.doneAt).toBeNull();
  });

  it('records a job type without a handler as an error instead of crashing', async () => {
    const { db } = database;
    await enqueueJobs(db, [{ type: 'unknown-type', payload: {} }], now);
    expect(await runDueJobs(db, {}, { now: later(10 * 365 * 86_400_000) })).toBeGreaterThan(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.type, 'unknown-type'));
    expect(row?.lastError).toBe('no handler for job type unknown-type');
  });
});
