import { MAX_UPLOAD_BYTES, uploadSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../../../../test/catalogue-factories.ts';
import { createTestApp } from '../../../../test/helpers.ts';
import { uploads } from '../../../db/schema/index.ts';
import { DatabaseFileStorage, fileKeys } from '../../../platform/file-storage.ts';
import { TokenBucketLimiter, UPLOAD_RATE_LIMIT } from './upload-rate-limit.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let clockMs = Date.parse('2026-12-02T11:00:00Z');

beforeAll(async () => {
  context = await createTestApp({ now: () => new Date(clockMs) });
});
afterAll(() => context.close());

const dataUrl = (bytes: Uint8Array | string, mediaType = 'application/octet-stream') =>
  `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

/** Each call comes from its own address, so the rate limit only bites where a test wants it. */
let addressCounter = 0;
const nextAddress = () =>
  `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function post(payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: '/api/uploads', payload, remoteAddress });
}

const pngBytes = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#ffe9c1' } })
    .png()
    .toBuffer();

const INVALID_TYPE =
  /^Der Dateityp der Datei ist ungültig\. Erlaubte Dateitypen sind txt, csv, gif, jpg, jpeg, png, mp4, mpeg, webm, zip, pdf, doc, docx, xls, xlsx, ppt, pptx\.$/;

describe('POST /api/uploads', () => {
  it('stores a valid image and answers the upload object with random id and hash', async () => {
    const response = await post({ data: dataUrl(await pngBytes(), 'image/png'), name: 'Foto.PNG' });
    expect(response.statusCode).toBe(201);
    const upload = response.json().data;
    expect(Object.keys(upload).sort()).toEqual([
      'extension',
      'id',
      'mimeType',
      'publicHash',
      'version',
    ]);
    expect(uploadSchema.parse(upload)).toMatchObject({
      version: 1,
      extension: 'png',
      mimeType: 'image/png',
    });
    expect(upload.id).toMatch(/^[0-9a-f]{32}$/);
    expect(upload.publicHash).toMatch(/^[0-9a-f]{32}$/); // 128 random bits

    const [row] = await context.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({ name: 'Foto.PNG', publicHash: upload.publicHash });
    const stored = await new DatabaseFileStorage(context.db).get(fileKeys.upload(upload));
    expect(stored?.mimeType).toBe('image/png');
    expect(stored?.bytes.byteLength).toBe(row?.size);
    expect((await sharp(stored?.bytes).metadata()).width).toBe(32);

    const served = await context.app.inject({
      method: 'GET',
      url: `/upload/${upload.publicHash}/${upload.id}-1.png`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('gives every upload its own random id and public hash', async () => {
    const bytes = await pngBytes();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post({ data: dataUrl(bytes), name: 'gleich.png' })),
    );
    const ids = answers.map((answer) => answer.json().data.id);
    const hashes = answers.map((answer) => answer.json().data.publicHash);
    expect(new Set([...ids, ...hashes]).size).toBe(6);
  });

  it('re-encodes photos without their metadata (EXIF, GPS)', async () => {
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#d5e6bc' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Geheim', ImageDescription: 'Standort' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await post({ data: dataUrl(jpeg), name: 'urlaub.jpeg' });
    expect(response.statusCode).toBe(201);
    const upload = response.json().data;
    expect(upload).toMatchObject({ extension: 'jpeg', mimeType: 'image/jpeg' });
    const stored = await new DatabaseFileStorage(context.db).get(fileKeys.upload(upload));
    expect((await sharp(stored?.bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['notes.txt', 'Bitte mit Schleife. Grüße!\r\n', 'text/plain'],
    ['liste.csv', 'Name;Anzahl\nBrezel;3\n', 'text/csv'],
    ['angebot.pdf', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'application/pdf'],
    [
      'brief.docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'alt.doc',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/msword',
    ],
    ['clip.mp4', Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]), 'video/mp4'],
  ])('accepts %s as %s', async (name, content, mimeType) => {
    const response = await post({ data: dataUrl(content), name });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mimeType).toBe(mimeType);
  });

  it.each([
    ['a text file named .png', 'foto.png', Buffer.from('kein Bild')],
    ['a PNG named .jpg', 'foto.jpg', null],
    [
      'a zip named .docx without a Word part',
      'brief.docx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]),
    ],
    ['binary bytes named .txt', 'notes.txt', Buffer.from([0x41, 0x00, 0x42])],
    ['invalid UTF-8 named .csv', 'liste.csv', Buffer.from([0x41, 0xc3, 0x28])],
    ['a program', 'setup.exe', Buffer.from('MZ\x90\x00')],
    ['a name without extension', 'README', Buffer.from('Hallo')],
    [
      'an image whose body is broken',
      'kaputt.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    ],
  ])('refuses %s by its content (wrong magic bytes)', async (_case, name, content) => {
    const response = await post({ data: dataUrl(content ?? (await pngBytes())), name });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'uploadInvalidType', field: 'data', message: expect.stringMatching(INVALID_TYPE) },
    ]);
  });

  it('refuses SVG, which could carry scripts', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const response = await post({ data: dataUrl(svg, 'image/svg+xml'), name: 'logo.svg' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('uploadInvalidType');
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const started = performance.now();
    const response = await post({ data: dataUrl(pngBomb(14_000, 14_000)), name: 'bombe.png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'invalidImageDimensions',
      message:
        'Das Bild hat zu viele Pixel (196.000.000 Pixel). Der maximal erwartete Wert liegt bei 40.000.000 Pixel.',
    });
    expect(performance.now() - started).toBeLessThan(5_000); // generous: a decode would take far longer
  });

  it('refuses a file larger than 10 MB with the German size message', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write('%PDF-1.7');
    const response = await post({ data: dataUrl(big), name: 'gross.pdf' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        code: 'uploadTooLarge',
        field: 'data',
        message: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt 10 MB.',
      },
    ]);
  });

  it.each([
    ['an empty file', { data: 'data:text/plain;base64,', name: 'leer.txt' }, 'uploadEmpty'],
    [
      'a URL instead of a data URL',
      { data: 'https://example.com/a.png', name: 'a.png' },
      'invalid',
    ],
    ['a data URL without base64', { data: 'data:text/plain,Hallo', name: 'a.txt' }, 'invalid'],
    ['broken base64', { data: 'data:text/plain;base64,@@@@', name: 'a.txt' }, 'invalid'],
    ['a missing name', { data: 'data:text/plain;base64,SGFsbG8=' }, 'invalid'],
    ['unknown fields', { data: 'data:text/plain;base64,SGFsbG8=', name: 'a.txt', x: 1 }, 'invalid'],
  ])('answers 422 for %s', async (_case, payload, code) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe(code);
    expect(response.json().errors[0].message).toMatch(
      /[äöüÄÖÜß]|Dieser Wert|Unbekannte|Eine leere/,
    );
  });

  it('limits uploads per address and lets them through again after a while', async () => {
    const address = '192.0.2.77';
    const tiny = { data: dataUrl('Hallo'), name: 'hallo.txt' };
    for (let index = 0; index < UPLOAD_RATE_LIMIT.capacity; index += 1) {
      expect((await post(tiny, address)).statusCode).toBe(201);
    }
    const refused = await post(tiny, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(
      'Zu viele Dateien in kurzer Zeit. Bitte versuchen Sie es gleich erneut.',
    );
    // The bucket is empty: one more upload in one refill interval (20 s).
    expect(refused.headers['retry-after']).toBe(String(UPLOAD_RATE_LIMIT.refillMs / 1000));
    expect((await post(tiny, '192.0.2.78')).statusCode).toBe(201);
    clockMs += UPLOAD_RATE_LIMIT.refillMs / 4;
    const early = await post(tiny, address);
    expect(early.statusCode).toBe(429);
    // A quarter of the interval has passed: 15 s to go.
    expect(early.headers['retry-after']).toBe(String((UPLOAD_RATE_LIMIT.refillMs * 3) / 4 / 1000));
    clockMs += (UPLOAD_RATE_LIMIT.refillMs * 3) / 4;
    expect((await post(tiny, address)).statusCode).toBe(201);
    expect((await post(tiny, address)).statusCode).toBe(429);
  });
});

describe('TokenBucketLimiter', () => {
  it('refills one token per interval up to the capacity', () => {
    const limiter = new TokenBucketLimiter({ capacity: 2, refillMs: 1000 });
    expect([limiter.take('a', 0), limiter.take('a', 0), limiter.take('a', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 2000)).toBe(true);
    expect(limiter.take('a', 100_000)).toBe(true);
    expect(limiter.take('a', 100_000)).toBe(true);
    expect(limiter.take('a', 100_000)).toBe(false);
  });

  it('says how long until the next token', () => {
    const limiter = new TokenBucketLimiter({ capacity: 2, refillMs: 1000 });
    expect(limiter.msUntilNext('a', 0)).toBe(0);
    limiter.take('a', 0);
    expect(limiter.msUntilNext('a', 0)).toBe(0);
    limiter.take('a', 0);
    expect(
      [0, 250, 999, 1000, 5000].map((nowMs) => [nowMs, limiter.msUntilNext('a', nowMs)]),
    ).toEqual([
      [0, 1000],
      [250, 750],
      [999, 1],
      [1000, 0],
      [5000, 0],
    ]);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 1000)).toBe(true);
    expect(limiter.msUntilNext('a', 1000)).toBe(1000);
  });

  it('keeps its memory bounded under many addresses', () => {
    const limiter = new TokenBucketLimiter({ capacity: 1, refillMs: 60_000, maxKeys: 100 });
    for (let index = 0; index < 1000; index += 1) limiter.take(`ip-${index}`, 0);
    // The oldest addresses were forgotten: they may upload again at once.
    expect(limiter.take('ip-0', 1)).toBe(true);
    expect(limiter.take('ip-999', 1)).toBe(false);
  });
});
