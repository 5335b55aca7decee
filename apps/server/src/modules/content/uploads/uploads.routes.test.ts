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

describe('a film in byte ranges (RFC 9110 §14; decision 055 "Videos")', () => {
  const film = {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    version: 1,
    extension: 'mp4',
    publicHash: 'b2'.repeat(16),
    mimeType: 'video/mp4',
    size: 100,
    name: 'backstube.mp4',
  };
  const bytes = Uint8Array.from({ length: 100 }, (_, index) => index);

  beforeAll(async () => {
    await context.db.insert(uploads).values(film);
    await context.app.deps.storage.put(fileKeys.upload(film), bytes, film.mimeType);
  });

  const get = (range?: string) =>
    context.app.inject({
      method: 'GET',
      url: urlOf(film),
      headers: { 'accept-encoding': 'gzip, br', ...(range ? { range } : {}) },
    });

  it('answers the whole film, inline, and says it takes ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect([...response.rawPayload]).toEqual([...bytes]);
  });

  it.each([
    { range: 'bytes=0-1', start: 0, end: 1 },
    { range: 'bytes=10-19', start: 10, end: 19 },
    { range: 'bytes=90-', start: 90, end: 99 },
    { range: 'bytes=-5', start: 95, end: 99 },
  ])('answers $range with 206 and exactly those bytes', async ({ range, start, end }) => {
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/100`);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect([...response.rawPayload]).toEqual([...bytes.subarray(start, end + 1)]);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await get('bytes=100-');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */100');
  });

  it('answers several ranges with the whole film', async () => {
    const response = await get('bytes=0-1,5-9');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.byteLength).toBe(100);
  });

  it('answers other files whole, without ranges', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: urlOf(slide),
      headers: { range: 'bytes=0-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBeUndefined();
  });
});
