import { auditLogSchema, auditLogSummarySchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { auditLogs } from '../../../db/schema/index.ts';
import { manualClock } from '../../auth/auth.test-support.ts';

/** GET /api/logs and /api/logs/{id}, read with the statistics permission. */

const clock = manualClock('2026-12-02T11:00:00.000Z');
let api: StaffApi;
let divisionId: number;

beforeAll(async () => {
  api = await createStaffApi({ now: clock.now });
  const created = await api.call('POST', '/api/divisions', { identifier: 'nord', name: 'Nord' });
  divisionId = created.json().data.id;
  await api.call('PUT', `/api/divisions/${divisionId}`, { identifier: 'nord', name: 'Norden' });
  await api.call('POST', '/api/tags', { name: 'Vegan' });
  await api.call('POST', '/api/users', { email: 'neu@example.test', roles: ['ROLE_EDITOR'] });
  // An older entry, two days back in Berlin.
  await api.db.insert(auditLogs).values({
    entity: 'branch',
    entityId: '7',
    action: 'delete',
    userEmail: 'frueher@example.test',
    createdAt: new Date('2026-11-30T10:00:00Z'),
  });
});
afterAll(() => api.close());

const list = async (query: string, headers: Record<string, string> = api.admin) => {
  const response = await api.call('GET', `/api/logs?${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: unknown[]; total: number };
};

describe('audit log API', () => {
  it('lists every change newest first with the changed fields', async () => {
    const page = await list('pageSize=100');
    const items = page.items.map((item) => auditLogSummarySchema.parse(item));
    expect(items.map((item) => [item.entity, item.action])).toEqual([
      ['user', 'create'],
      ['tag', 'create'],
      ['division', 'update'],
      ['division', 'create'],
      ['branch', 'delete'],
    ]);
    expect(items[2]).toMatchObject({
      changedFields: ['name'],
      userId: api.adminId,
      entityId: String(divisionId),
    });
  });

  it.each([
    ['entity=division', 2],
    [`entity=division&entityId=${1}`, 2],
    ['action=create', 3],
    ['from=2026-12-02&to=2026-12-02', 4],
    ['to=2026-12-01', 1],
    ['search=frueher', 1],
    ['pageSize=2&page=3', 5],
  ])('filters %s', async (query, total) => {
    const page = await list(query);
    expect(page.total).toBe(total);
  });

  it('filters by user and shows one entry with before and after, without password hashes', async () => {
    const mine = await list(`userId=${api.adminId}`);
    expect(mine.total).toBe(4);
    const page = await list('entity=division&action=update');
    const id = auditLogSummarySchema.parse(page.items[0]).id;
    const response = await api.call('GET', `/api/logs/${id}`);
    const entry = auditLogSchema.parse(response.json().data);
    expect(entry.before).toMatchObject({ name: 'Nord' });
    expect(entry.after).toMatchObject({ name: 'Norden' });
    const user = await list('entity=user');
    const detail = await api.call(
      'GET',
      `/api/logs/${auditLogSummarySchema.parse(user.items[0]).id}`,
    );
    expect(detail.body).not.toMatch(/argon2|passwordHash/);
    expect((await api.call('GET', '/api/logs/999999')).statusCode).toBe(404);
  });

  it('answers a path that names no entry with the German 404, after the login and role checks (docs/decisions/025)', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
      const url = `/api/logs/${id}`;
      expect((await api.call('GET', url, undefined, {})).statusCode, url).toBe(401);
      const employee = await api.headersFor('ROLE_EMPLOYEE');
      expect((await api.call('GET', url, undefined, employee)).statusCode, url).toBe(403);
      const response = await api.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message).toBe('Der Logeintrag wurde nicht gefunden.');
    }
  });

  it('lets managers read, and refuses employees and editors (403) and anonymous users (401)', async () => {
    await list('', await api.headersFor('ROLE_MANAGER'));
    for (const role of ['ROLE_EMPLOYEE', 'ROLE_EDITOR'] as const) {
      const response = await api.call('GET', '/api/logs', undefined, await api.headersFor(role));
      expect(response.statusCode).toBe(403);
    }
    expect((await api.call('GET', '/api/logs', undefined, {})).statusCode).toBe(401);
    const bad = await api.call('GET', '/api/logs?from=gestern');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'from' });
  });
});
