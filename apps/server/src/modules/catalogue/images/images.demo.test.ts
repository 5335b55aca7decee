import { staffImageSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../../../test/helpers.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  staffHeaders = await loginAsAdmin(context.app, context.demoLogin!);
});
afterAll(() => context.close());

const call = (method: 'GET' | 'DELETE', url: string) =>
  context.app.inject({ method, url, headers: staffHeaders });

describe('/api/images on the demo shop', () => {
  it('lists the seeded images with where each is used', async () => {
    const response = await call('GET', '/api/images?pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json().data;
    expect(total).toBeGreaterThan(0);
    const images = items.map((item: unknown) => staffImageSchema.parse(item));
    const entities = new Set(
      images.flatMap((image: { usages: { entity: string }[] }) =>
        image.usages.map((usage) => usage.entity),
      ),
    );
    // The demo's content pages hold image and upload references side by side in their JSON.
    expect([...entities]).toEqual(
      expect.arrayContaining(['branch', 'product', 'category', 'site']),
    );
  });

  it('refuses to delete an image on a content page with a German 409 and keeps it', async () => {
    const { items } = (await call('GET', '/api/images?pageSize=100')).json().data;
    const used = items.find((item: { usages: { entity: string }[] }) =>
      item.usages.some((usage) => usage.entity === 'site'),
    );
    const refused = await call('DELETE', `/api/images/${used.id}`);
    expect(refused.statusCode).toBe(409);
    const message = refused.json().errors[0].message;
    expect(message).toMatch(
      /^Das Bild wird noch verwendet \(.+\) und kann nicht gelöscht werden\./,
    );
    expect(message).toContain('Seite „');
    expect((await call('GET', `/api/images/${used.id}`)).statusCode).toBe(200);
  });
});
