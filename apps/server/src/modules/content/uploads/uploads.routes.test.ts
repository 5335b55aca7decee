import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import { uploads } from '../../../db/schema/index.ts';
import { fileKeys } from '../../../platform/file-storage.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let slide: typeof uploads.$inferSelect;

beforeAll(async () => {
  context = await createTestApp({ seed: true });
  // The demo home page's slider flyers are uploads (spec §3 slides have file {publicHash, …}).
  const [first] = await context.db.select().from(uploads).limit(1);
  if (!first) throw new Error('the demo shop has slider uploads');
  slide = first;
});
afterAll(() => context.close());

const urlOf = (upload: { publicHash: string; id: string; version: number; extension: string }) =>
  `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;

describe('GET /upload/{publicHash}/{id}-{version}.{extension}', () => {
  it('serves the stored bytes with their type, cacheable forever', async () => {
    const response = await context.app.inject({ method: 'GET', url: urlOf(slide) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(slide.mimeType);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.rawPayload.byteLength).toBe(slide.size);
  });

  it.each([
    ['another public hash', (u: typeof slide) => ({ ...u, publicHash: 'f'.repeat(32) })],
    ['another version', (u: typeof slide) => ({ ...u, version: u.version + 1 })],
    ['another extension', (u: typeof slide) => ({ ...u, extension: 'png' })],
    ['another id', (u: typeof slide) => ({ ...u, id: 'b0b0b0b0-0000-4000-8000-000000000000' })],
    ['a malformed hash', (u: typeof slide) => ({ ...u, publicHash: 'kein-hash' })],
  ])('answers 404 for %s', async (_name, change) => {
    const response = await context.app.inject({ method: 'GET', url: urlOf(change(slide)) });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Die Datei wurde nicht gefunden.');
  });

  it('hands out types a browser could run (SVG) only as a download', async () => {
    const upload = {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      version: 1,
      extension: 'svg',
      publicHash: 'a1'.repeat(16),
      mimeType: 'image/svg+xml',
      size: 20,
      name: 'x.svg',
    };
    await context.db.insert(uploads).values(upload);
    await context.app.deps.storage.put(
      fileKeys.upload(upload),
      new TextEncoder().encode('<svg onload="x()"/>'),
      upload.mimeType,
    );
    const response = await context.app.inject({ method: 'GET', url: urlOf(upload) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment');
  });
});
