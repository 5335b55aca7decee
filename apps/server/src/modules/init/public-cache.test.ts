import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaffApi, type StaffApi } from '../../../test/staff-api.ts';
import { tags } from '../../db/schema/index.ts';

/**
 * the customers' shared reads (/api/init, /api/config) are cached in memory (5 s,
 * README "Deploying on several machines") and every back-office write they show drops that cache,
 * so the storefront's next load has the change. The clock is frozen (Date only), so the cache
 * never expires by itself here: whatever a read shows after a write came from the invalidation.
 */

type Named = { id: number; name: string };
let api: StaffApi;
let markerTagId: number;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T11:00:00Z') });
  api = await createStaffApi({ seed: true });
  const [tag] = await api.db.select({ id: tags.id }).from(tags).limit(1);
  markerTagId = tag!.id;
});
afterAll(async () => {
  await api.close();
  vi.useRealTimers();
});

const read = async (url: '/api/init' | '/api/config', etag?: string) =>
  api.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
const created = async (url: string, body: unknown) => {
  const response = await api.call('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Named;
};
const names = (rows: Named[]) => rows.map((row) => row.name);

type Case = {
  name: string;
  /** Set-up before the caches are warmed (what the write then changes). */
  arrange?: () => Promise<number>;
  write: (arranged: number) => Promise<{ statusCode: number; body: string }>;
  /** The write's own change, as the storefront's next /api/init shows it. */
  isShown: (arranged: number) => Promise<boolean>;
};

const CASES: Case[] = [
  {
    name: 'POST /api/config (a plugin flag)',
    write: () => api.call('POST', '/api/config', { enablePluginSearch: false }),
    isShown: async () =>
      (await api.initEntry<{ enablePluginSearch: boolean }>('/api/config')).enablePluginSearch ===
      false,
  },
  {
    name: 'POST /api/tags',
    write: () => api.call('POST', '/api/tags', { name: 'Saisonal' }),
    isShown: async () => names(await api.initEntry<Named[]>('/api/tags')).includes('Saisonal'),
  },
  {
    name: 'DELETE /api/tags/{id}',
    arrange: async () => (await created('/api/tags', { name: 'Nur kurz' })).id,
    write: (id) => api.call('DELETE', `/api/tags/${id}`),
    isShown: async () => !names(await api.initEntry<Named[]>('/api/tags')).includes('Nur kurz'),
  },
  {
    name: 'POST /api/divisions',
    write: () =>
      api.call('POST', '/api/divisions', { identifier: 'catering', name: 'Catering GmbH' }),
    isShown: async () =>
      names(await api.initEntry<Named[]>('/api/divisions')).includes('Catering GmbH'),
  },
  {
    name: 'POST /api/products/{id}/duplicate',
    arrange: async () => (await api.initEntry<Named[]>('/api/products'))[0]!.id,
    write: (id) => api.call('POST', `/api/products/${id}/duplicate`),
    isShown: async () =>
      names(await api.initEntry<Named[]>('/api/products')).some((name) =>
        name.endsWith(' (Kopie)'),
      ),
  },
  {
    name: 'PUT /api/images/{id} (alt text)',
    arrange: async () => {
      const [product] = await api.initEntry<{ images: { id: number }[] }[]>('/api/products');
      return product!.images[0]!.id;
    },
    write: (id) =>
      api.call('PUT', `/api/images/${id}`, {
        name: 'fruehstueck.webp',
        alt: 'Frühstück auf dem Holztisch',
        focalX: 0.5,
        focalY: 0.5,
      }),
    isShown: async () => {
      const [product] = await api.initEntry<{ images: { alt?: string }[] }[]>('/api/products');
      return product!.images[0]!.alt === 'Frühstück auf dem Holztisch';
    },
  },
];

describe('the public read cache', () => {
  it.each(CASES)('is dropped by $name', async ({ arrange, write, isShown }) => {
    const arranged = (await arrange?.()) ?? 0;
    const marker = `Markiert ${Math.random().toString(36).slice(2, 8)}`;
    const warmInit = await read('/api/init');
    expect(await isShown(arranged)).toBe(false);

    // A change behind the API's back stays unseen while the cache holds…
    await api.db.update(tags).set({ name: marker }).where(eq(tags.id, markerTagId));
    expect(names(await api.initEntry<Named[]>('/api/tags'))).not.toContain(marker);
    expect((await read('/api/init', warmInit.headers.etag as string)).statusCode).toBe(304);

    // …and the write drops it: the next load has both changes and a new ETag.
    const response = await write(arranged);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await isShown(arranged)).toBe(true);
    expect(names(await api.initEntry<Named[]>('/api/tags'))).toContain(marker);
    const fresh = await read('/api/init', warmInit.headers.etag as string);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(warmInit.headers.etag);
  });

  it('shows a settings change on GET /api/config at once, with a new ETag', async () => {
    const warm = await read('/api/config');
    const response = await api.call('POST', '/api/config', { enablePluginToolbar: false });
    expect(response.statusCode, response.body).toBe(200);
    const next = await read('/api/config', warm.headers.etag as string);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.enablePluginToolbar).toBe(false);
  });
});
