import { INIT_ENTRY_SCHEMAS, INIT_URLS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
});
afterAll(() => context.close());

/**
 * The storefront takes the init entries with a structural check only (no zod before its first
 * screen, docs/budgets.md P5). That is safe while every entry is already exactly its contract's output:
 * parsing it must change nothing — no default filled in, no key stripped, nothing coerced.
 */
describe('GET /api/init entries are their contracts, as they are', () => {
  it.each(INIT_URLS)('%s parses to itself', async (url) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/init' });
    const entries = response.json().data as { url: string; data: unknown }[];
    const data = entries.find((entry) => entry.url === url)?.data;
    expect(data).toBeDefined();
    expect(INIT_ENTRY_SCHEMAS[url].parse(data)).toStrictEqual(data);
  });
});
