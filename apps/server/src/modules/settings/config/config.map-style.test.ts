import { SETTINGS_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../../../test/helpers.ts';

/**
 * The map style setting (docs/decisions/022-map-style.md): an https style address (http only for
 * this computer) and a public token, refused with a German 422 otherwise; the storefront reads
 * both in /api/init, and the Content-Security-Policy allows exactly the style's origin while one
 * is set.
 */

let context: Awaited<ReturnType<typeof createTestApp>>;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  staffHeaders = await loginAsAdmin(context.app, context.demoLogin!);
});
afterAll(() => context.close());

const post = (payload: object) =>
  context.app.inject({ method: 'POST', url: '/api/config', payload, headers: staffHeaders });

const policy = async (url = '/api/config') => {
  const response = await context.app.inject({ method: 'GET', url });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;
};

describe('map style setting', () => {
  it.each([
    ['an http address of another host', 'http://tiles.example.com/style.json'],
    ['no address at all', 'Stadtplan'],
    ['a mapbox:// address', 'mapbox://styles/shop/abc'],
    ['an address with a space', 'https://tiles.example .com/style.json'],
  ])('refuses %s with a German 422 and changes nothing', async (_name, mapStyleUrl) => {
    await post({ mapStyleUrl: '' });
    const response = await post({ mapStyleUrl });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      field: 'mapStyleUrl',
      message: SETTINGS_MESSAGES.mapStyleUrl,
    });
    const read = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(read.json().data.mapStyleUrl).toBe('');
  });

  it('refuses a token with other characters (422 naming the field)', async () => {
    const response = await post({ mapAccessToken: 'pk.abc"><script>' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      field: 'mapAccessToken',
      message: SETTINGS_MESSAGES.mapAccessToken,
    });
  });

  it('stores an https style and a public token and sends both to the storefront', async () => {
    const response = await post({
      mapStyleUrl: ' https://tiles.example.com/styles/shop.json ',
      mapAccessToken: 'pk.eyJ1Ijoic2hvcCJ9.abc',
    });
    expect(response.statusCode, response.body).toBe(200);
    const init = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(init.body).toContain('"mapStyleUrl":"https://tiles.example.com/styles/shop.json"');
    expect(init.body).toContain('"mapAccessToken":"pk.eyJ1Ijoic2hvcCJ9.abc"');
    await post({ mapStyleUrl: '', mapAccessToken: '' });
  });

  it('accepts plain http only for this computer (a local tile server)', async () => {
    const response = await post({ mapStyleUrl: 'http://127.0.0.1:8089/style.json' });
    expect(response.statusCode, response.body).toBe(200);
    await post({ mapStyleUrl: '' });
  });
});

describe('Content-Security-Policy and the map style', () => {
  it('allows no other host without a style', async () => {
    await post({ mapStyleUrl: '' });
    const directives = await policy();
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it("allows exactly the style's origin for fetches and images while a style is set", async () => {
    await post({ mapStyleUrl: 'https://tiles.example.com:8443/styles/shop.json?v=2' });
    for (const url of ['/api/config', '/']) {
      const directives = await policy(url);
      expect(directives['connect-src']).toEqual(["'self'", 'https://tiles.example.com:8443']);
      expect(directives['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tiles.example.com:8443',
      ]);
      // Scripts and workers stay same-origin: the MapLibre worker is the shop's own file.
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['worker-src']).toBeUndefined();
    }
    await post({ mapStyleUrl: '' });
    expect((await policy())['connect-src']).toEqual(["'self'"]);
  });
});
