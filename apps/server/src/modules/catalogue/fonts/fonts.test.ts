import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontFamilySchema, SELF_HOSTED_FONTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import { woffToSfnt } from './font-files.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * spec §7 GET /api/fonts and /fonts/google/{family}/style-{variant}.embed.css: self-hosted font
 * files from the npm font packages, never a third-party host (docs/decisions/039).
 */
describe('self-hosted fonts', () => {
  let context: TestApp;
  const get = (url: string) => context.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  it('lists every family with its variants and stylesheets, without a session', async () => {
    const response = await get('/api/fonts');
    expect(response.statusCode).toBe(200);
    const families = fontFamilySchema.array().parse(response.json().data);
    expect(families.map((font) => font.family)).toEqual(SELF_HOSTED_FONTS.map((f) => f.family));
    expect(families[0]?.stylesheets['700italic']).toBe(
      '/fonts/google/Roboto/style-700italic.embed.css',
    );
  });

  it('answers a variant’s @font-face rules pointing at files this server serves', async () => {
    const response = await get('/fonts/google/Roboto/style-700.embed.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(response.body).toContain("font-family: 'Roboto'");
    expect(response.body).toContain('font-weight: 700');
    expect(response.body).not.toMatch(/url\((?!\/fonts\/files\/)/);
    const file = /url\((\/fonts\/files\/roboto-latin-700-normal\.woff2)\)/.exec(response.body)?.[1];
    expect(file).toBeDefined();
    const font = await get(file!);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves every listed variant of every family from a file that exists', async () => {
    for (const font of SELF_HOSTED_FONTS) {
      for (const variant of font.variants) {
        const css = await get(`/fonts/google/${font.family}/style-${variant}.embed.css`);
        expect(css.statusCode, `${font.family} ${variant}`).toBe(200);
        const latin = /url\((\/fonts\/files\/[a-z]+-latin-\d00-(normal|italic)\.woff2)\)/.exec(
          css.body,
        )?.[1];
        expect((await get(latin!)).statusCode, latin).toBe(200);
      }
    }
  });

  it.each([
    '/fonts/google/Comic+Sans/style-regular.embed.css',
    '/fonts/google/Oswald/style-italic.embed.css',
    '/fonts/google/Roboto/style-700.css',
    '/fonts/files/roboto-latin-700-normal.ttf',
    '/fonts/files/..%2F..%2Fpackage.json',
    '/fonts/files/comic-latin-400-normal.woff2',
  ])('answers 404 for %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('unwraps a WOFF into the TrueType file the renderer reads', () => {
    const path = createRequire(import.meta.url).resolve(
      '@fontsource/oswald/files/oswald-latin-700-normal.woff',
    );
    const woff = readFileSync(path);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect(() => woffToSfnt(Buffer.from('nope, not a font'))).toThrow();
  });
});
