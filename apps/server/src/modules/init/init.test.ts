import {
  branchSchema,
  categorySchema,
  INIT_URLS,
  menuSchema,
  productSchema,
  type StorefrontConfig,
  storefrontConfigSchema,
  tableOffsetMinutes,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../../../test/helpers.ts';
import { products } from '../../db/schema/index.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ seed: true, now: () => new Date('2026-12-02T11:00:00.000Z') });
});
afterAll(() => context.close());

async function getInit() {
  const response = await context.app.inject({ method: 'GET', url: '/api/init' });
  expect(response.statusCode).toBe(200);
  const entries = response.json().data as { url: string; data: unknown }[];
  return new Map(entries.map((entry) => [entry.url, entry.data]));
}

/** Every key the API sends must be in the contract: nothing leaks from the database rows. */
function expectExactShape(schema: z.ZodObject, value: unknown) {
  expect(Object.keys(value as object).sort()).toEqual(Object.keys(schema.shape).sort());
  expect(schema.safeParse(value).success).toBe(true);
}

describe('GET /api/init', () => {
  it('answers the twelve preload entries in the order of the spec', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(response.json().data.map((entry: { url: string }) => entry.url)).toEqual([...INIT_URLS]);
  });

  it('sends entities exactly in their contract shapes', async () => {
    const init = await getInit();
    expectExactShape(storefrontConfigSchema, init.get('/api/config'));
    for (const branch of init.get('/api/branches') as unknown[])
      expectExactShape(branchSchema, branch);
    for (const product of init.get('/api/products') as unknown[])
      expectExactShape(productSchema, product);
    for (const category of init.get('/api/categories') as unknown[]) {
      expectExactShape(categorySchema, category);
    }
    for (const menu of init.get('/api/menus') as unknown[]) expectExactShape(menuSchema, menu);
  });

  it("carries the offsets of the shop's time zone from last year to the end of next year", async () => {
    const config = (await getInit()).get('/api/config') as StorefrontConfig;
    const table = config.timeZoneOffsets;
    expect(table?.timeZone).toBe(config.timeZone);
    expect(new Date(table?.from ?? 0).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(new Date(table?.until ?? 0).toISOString()).toBe('2028-01-01T00:00:00.000Z');
    // Europe/Berlin: CET in winter, CEST from 29 March 2026, 01:00 UTC.
    expect(table && tableOffsetMinutes(table, Date.parse('2026-03-29T00:59:59Z'))).toBe(60);
    expect(table && tableOffsetMinutes(table, Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(table?.changes).toHaveLength(7);
    const direct = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(direct.json().data).toEqual(config);
  });

  it('lists the demo branches, including the non-public one for the inactive card', async () => {
    const branches = (await getInit()).get('/api/branches') as { isPublic: boolean }[];
    expect(branches.filter((branch) => branch.isPublic)).toHaveLength(3);
    expect(branches.filter((branch) => !branch.isPublic)).toHaveLength(1);
  });

  it('leaves out disabled products and carries no secrets', async () => {
    const before = (await getInit()).get('/api/products') as { id: number }[];
    const hidden = before[0]!;
    await context.db.update(products).set({ isEnabled: false }).where(eq(products.id, hidden.id));
    context.app.publicCache.invalidate();
    const after = (await getInit()).get('/api/products') as { id: number }[];
    expect(after.map((product) => product.id)).not.toContain(hidden.id);
    expect(after).toHaveLength(before.length - 1);

    const body = (await context.app.inject({ method: 'GET', url: '/api/init' })).body;
    for (const secret of ['passwordHash', 'password_hash', 'keyHash', 'csrfToken', 'stock']) {
      expect(body).not.toContain(secret);
    }
  });

  it('answers 304 for an unchanged ETag and compresses with brotli', async () => {
    const first = await context.app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await context.app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
