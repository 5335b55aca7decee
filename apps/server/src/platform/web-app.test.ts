import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getPage } from '../../test/helpers.ts';
import { products } from '../db/schema/index.ts';
import { jsonForHtml, preferredEncoding } from './web-app.ts';

/**
 * The HTML of the web app, completed per route (docs/budgets.md P6): a fake build with the files the
 * real one writes (index.html, route-preloads.json, a precompressed asset).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-app-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="de"><head><title>Shop</title>' +
    '<script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
const entrySource = `console.log(${JSON.stringify('Pizza '.repeat(500))});`;
fs.writeFileSync(path.join(dist, 'assets/index-a.js'), entrySource);
fs.writeFileSync(path.join(dist, 'assets/index-a.js.br'), zlib.brotliCompressSync(entrySource));
fs.writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      {
        pattern: '^/backend(?:/.*)?$',
        scripts: ['/assets/backoffice-b.js'],
        styles: [],
        embedInit: false,
      },
      {
        pattern: '^/store/[^/]+/?$',
        scripts: ['/assets/storefront-s.js', '/assets/branch-page-p.js'],
        styles: ['/assets/branch-page-p.css'],
        embedInit: true,
      },
      { pattern: '^/.*$', scripts: ['/assets/storefront-s.js'], styles: [], embedInit: true },
    ],
  }),
);

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ seed: true, config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await context.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  getPage(context.app, url, headers);

/** The JSON data block the storefront reads instead of asking for /api/init. */
function embeddedInit(html: string): unknown {
  const match = /<script type="application\/json" id="shop-init">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the web app page', () => {
  it('announces the branch route’s scripts and styles in the head', async () => {
    const response = await page('/store/muenchen-schwabing');
    expect(response.statusCode).toBe(200);
    const head = response.body.split('</head>')[0] ?? '';
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/storefront-s.js">');
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/branch-page-p.js">',
    );
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/branch-page-p.css">',
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('announces a branch page’s first image for the widths showing it, and no image on other pages', async () => {
    const init = (await context.app.inject({ method: 'GET', url: '/api/init' })).json() as {
      data: { url: string; data: unknown }[];
    };
    const branches = init.data.find((entry) => entry.url === '/api/branches')?.data as {
      identifier: string;
      images: { id: number; version: number; extension: string }[];
    }[];
    const branch = branches.find((candidate) => candidate.identifier === 'muenchen-schwabing');
    const image = branch?.images[0];
    expect(image).toBeDefined();
    const href = `/image/category/${image?.id}-${image?.version}.${image?.extension}`;
    const imageLinks = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    for (const url of ['/store/muenchen-schwabing', '/store/muenchen-schwabing/']) {
      expect(imageLinks((await page(url)).body)).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" media="(min-width: 720px)" href="${href}">`,
      ]);
    }
    for (const url of [
      '/',
      '/store/muenchen-schwabing/checkout',
      '/store/unbekannt',
      '/store/%E0',
    ]) {
      expect(imageLinks((await page(url)).body)).toEqual([]);
    }
  });

  it('embeds exactly the /api/init body in storefront pages', async () => {
    const init = await context.app.inject({ method: 'GET', url: '/api/init' });
    for (const url of ['/', '/store/muenchen-schwabing', '/impressum?x=1']) {
      expect(embeddedInit((await page(url)).body)).toEqual(init.json());
    }
  });

  it('neither embeds the init data nor announces storefront code for the back-office', async () => {
    const response = await page('/backend/orders');
    expect(embeddedInit(response.body)).toBeUndefined();
    expect(response.body).toContain('href="/assets/backoffice-b.js"');
    expect(response.body).not.toContain('storefront-s.js');
  });

  it('keeps staff texts from ending the data block (no script injection)', async () => {
    const [product] = await context.db.select({ id: products.id }).from(products).limit(1);
    const evil = '</script><script>alert(1)</script><!--';
    await context.db
      .update(products)
      .set({ name: evil })
      .where(eq(products.id, product?.id ?? 0));
    context.app.publicCache.invalidate();
    const html = (await page('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.stringify(embeddedInit(html))).toContain(JSON.stringify(evil).slice(1, -1));
  });

  it('answers 304 while nothing changed, and a new page when the init data changes', async () => {
    const first = await page('/');
    const etag = String(first.headers.etag);
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await page('/store/x', { 'if-none-match': etag })).statusCode).toBe(200);
    await context.db.update(products).set({ name: 'Neu im Sortiment' });
    context.app.publicCache.invalidate();
    const changed = await page('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Neu im Sortiment');
  });

  it('sends the page compressed as the browser accepts it, the same bytes once decoded', async () => {
    const plain = (await page('/')).body;
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(plain.length).toBeGreaterThan(br.rawPayload.length * 3);
  });

  it('serves a hashed asset precompressed by the build, cached for good', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/index-a.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(entrySource);
  });

  it('answers the page to a request without Accept: text/html (curl, uptime checks)', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      const response = await context.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"');
    }
    // A missing file is still a 404, not the page.
    const missing = await context.app.inject({
      method: 'GET',
      url: '/assets/gibt-es-nicht.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('still answers unknown API paths with the German 404', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/gibt-es-nicht',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe(
      'Die angeforderte Ressource wurde nicht gefunden.',
    );
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('jsonForHtml', () => {
  it('escapes every < and parses back unchanged', () => {
    const json = JSON.stringify({ text: '</script><!-- a < b' });
    expect(jsonForHtml(json)).not.toContain('<');
    expect(JSON.parse(jsonForHtml(json))).toEqual(JSON.parse(json));
  });
});
