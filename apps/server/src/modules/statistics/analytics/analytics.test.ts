import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import { analyticsLogs, visitorSalts } from '../../../db/schema/index.ts';
import { runStatisticsMaintenance } from '../maintenance/statistics-maintenance.ts';
import { ANALYTICS_RETENTION_MONTHS_DEFAULT } from './analytics-retention.ts';

const NOW = new Date('2026-12-02T11:00:00.000Z');

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ now: () => NOW });
});
afterAll(() => context.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'POST',
    url: '/api/analytics-log',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const latest = async () =>
  (await context.db.select().from(analyticsLogs).orderBy(desc(analyticsLogs.id)).limit(1))[0];

describe('POST /api/analytics-log', () => {
  it('stores a page view without a session and answers 204 without a body', async () => {
    const response = await post({
      type: 'pageView',
      action: 'view',
      category: 'navigation',
      data: { path: '/store/muenchen-schwabing', title: 'München-Schwabing' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await latest()).toMatchObject({
      type: 'pageView',
      action: 'view',
      category: 'navigation',
      data: { path: '/store/muenchen-schwabing', title: 'München-Schwabing' },
      path: '/store/muenchen-schwabing',
      createdAt: NOW,
    });
  });

  it('accepts an entry with only a type; action, category, data and path stay empty', async () => {
    const response = await post({ type: 'addToCart' });
    expect(response.statusCode).toBe(204);
    expect(await latest()).toMatchObject({
      type: 'addToCart',
      action: null,
      category: null,
      data: null,
      path: null,
    });
  });

  it('keeps no path that is not a site path', async () => {
    await post({ type: 'pageView', data: { path: 'https://evil.example/' } });
    expect((await latest())?.path).toBeNull();
  });

  it.each([
    ['a missing type', { action: 'view' }, 'type', 'Dieser Wert sollte nicht leer sein.'],
    ['an empty type', { type: '  ' }, 'type', 'Dieser Wert sollte nicht leer sein.'],
    ['a too long type', { type: 'x'.repeat(65) }, 'type', 'Diese Zeichenkette ist zu lang.'],
    [
      'a too long category',
      { type: 'pageView', category: 'x'.repeat(129) },
      'category',
      'Diese Zeichenkette ist zu lang.',
    ],
    [
      'too much data',
      { type: 'pageView', data: { text: 'x'.repeat(4100) } },
      'data',
      'Die Daten sind zu groß.',
    ],
    ['an unknown key', { type: 'pageView', visitorId: 'abc' }, undefined, 'Unbekannte Felder'],
  ])('refuses %s with a German 422 and stores nothing', async (_name, payload, field, message) => {
    const before = await latest();
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.message).toContain(message);
    if (field) expect(error.field).toBe(field);
    expect(await latest()).toEqual(before);
  });

  it('refuses a body far beyond the limit before parsing it (413)', async () => {
    const response = await post({ type: 'pageView', data: { text: 'x'.repeat(20_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Die gesendeten Daten sind zu groß.');
  });

  it('keeps a daily visitor hash instead of the address (decision 030) and drops older salts', async () => {
    await context.db.delete(visitorSalts);
    await context.db.insert(visitorSalts).values({ day: '2026-11-30', salt: 'alt' });
    const from = (ip: string, agent: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/analytics-log',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', 'user-agent': agent },
        payload: JSON.stringify({ type: 'pageView', data: { path: '/' } }),
      });
    await from('203.0.113.7', 'Browser A');
    const first = await latest();
    await from('203.0.113.7', 'Browser A');
    const again = await latest();
    await from('203.0.113.8', 'Browser A');
    const other = await latest();
    expect(first?.visitorId).toMatch(/^[\w-]{22}$/);
    expect(again?.visitorId).toBe(first?.visitorId);
    expect(other?.visitorId).not.toBe(first?.visitorId);
    expect(JSON.stringify([first, again, other])).not.toContain('203.0.113');
    expect((await context.db.select().from(visitorSalts)).map((row) => row.day)).toEqual([
      '2026-12-02',
    ]);
  });
});

describe('POST /api/analytics-log rate limit (decision 038)', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  let clock = NOW;
  beforeAll(async () => {
    limited = await createTestApp({ now: () => clock, config: { ANALYTICS_RATE_LIMIT: 3 } });
  });
  afterAll(() => limited.close());
  const send = (remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/analytics-log',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'pageView', data: { path: '/' } }),
    });

  it('answers a German 429 with Retry-After over the limit, stores nothing, other addresses go on', async () => {
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).statusCode).toBe(204);
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().errors[0]).toMatchObject({
      code: 'too_many_analytics_entries',
      message:
        'Zu viele Statistik-Einträge in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
    });
    expect(await limited.db.select().from(analyticsLogs)).toHaveLength(3);
    expect((await send('203.0.113.8')).statusCode).toBe(204);
    clock = new Date(NOW.getTime() + 60_000);
    expect((await send('203.0.113.7')).statusCode).toBe(204);
  });
});

describe('analytics retention (decision 038)', () => {
  it('the statistics run deletes entries older than the retention period and keeps the rest', async () => {
    const retention = await createTestApp({ now: () => NOW });
    try {
      const at = (iso: string) => ({ type: 'pageView', createdAt: new Date(iso) });
      await retention.db
        .insert(analyticsLogs)
        .values([
          at('2025-09-30T23:59:59.000Z'),
          at('2025-10-02T10:59:59.000Z'),
          at('2025-10-02T11:00:00.000Z'),
          at('2026-11-30T10:00:00.000Z'),
        ]);
      const result = await runStatisticsMaintenance({
        db: retention.db,
        now: () => NOW,
        retentionMonths: ANALYTICS_RETENTION_MONTHS_DEFAULT,
      });
      expect(result.expired).toBe(2);
      const kept = await retention.db.select().from(analyticsLogs);
      expect(kept.map((row) => row.createdAt.toISOString()).sort()).toEqual([
        '2025-10-02T11:00:00.000Z',
        '2026-11-30T10:00:00.000Z',
      ]);
    } finally {
      await retention.close();
    }
  });
});
