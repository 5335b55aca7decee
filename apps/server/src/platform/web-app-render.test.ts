import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getPage } from '../../test/helpers.ts';
import { splitAtRoot } from './web-app.ts';

/**
 * Server-rendered storefront pages (docs/decisions/013-server-rendered-storefront.md) with a
 * stand-in renderer in the build folder: what the server does with its HTML. The real renderer
 * (apps/web/src/entry-server.tsx) is exercised by the browser tests, which hydrate its pages.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-render-'));
fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="de"><head><title>Shop</title>' +
    '<script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
    '<body><div id="root"><div class="boot-screen">Wird geladen …</div></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      { pattern: '^/backend(?:/.*)?$', scripts: ['/assets/bo.js'], styles: [], embedInit: false },
      {
        pattern: '^/store/[^/]+/?$',
        scripts: ['/assets/storefront-s.js', '/assets/branch-b.js'],
        styles: ['/assets/storefront-s.css', '/assets/branch-b.css'],
        stylesheet: '/assets/route-branch-r.css',
        embedInit: true,
      },
      {
        pattern: '^/.*$',
        scripts: ['/assets/storefront-s.js'],
        styles: ['/assets/storefront-s.css'],
        embedInit: true,
      },
    ],
  }),
);
// The stand-in: the address, the init data's size, the consent and the instant, or a failure;
// branch pages set a title.
fs.writeFileSync(
  path.join(dist, 'ssr/entry-server.js'),
  `let loaded = false;
export async function loadPages() { loaded = true; }
export function hasConsentCookie(cookies) { return cookies.includes('consent=yes'); }
export function hasSessionCookie(cookies) { return cookies.includes('shop_session='); }
export function renderPage({ url, initJson, now, cookies }) {
  if (!loaded) throw new Error('pages not loaded');
  if (url.startsWith('/kaputt')) throw new Error('render failed');
  const entries = JSON.parse(initJson).data.length;
  const html = '<main>' + url + '|' + entries + '|' + hasConsentCookie(cookies) + '|' + now + '</main>';
  const status = url.startsWith('/fehlt') ? 404 : url.startsWith('/seltsam') ? 500 : undefined;
  const isCustomer = !hasSessionCookie(cookies);
  return { html, title: url.startsWith('/store') ? 'Käse & <Brot> – Shop' : undefined, status, isCustomer };
}
`,
);

const NOW = Date.parse('2026-12-02T11:00:00.000Z');
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({
    seed: true,
    config: { WEB_DIST_DIR: dist },
    now: () => new Date(NOW),
  });
});
afterAll(async () => {
  await context.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  getPage(context.app, url, headers);

describe('a server-rendered storefront page', () => {
  it('carries the rendered page in #root with the render instant, its styles applied', async () => {
    const init = (await context.app.inject({ method: 'GET', url: '/api/init' })).json() as {
      data: unknown[];
    };
    const html = (await page('/store/muenchen-schwabing?table=4')).body;
    expect(html).toContain(
      `<div id="root" data-rendered-at="${NOW}" data-customer=""><main>/store/muenchen-schwabing?table=4|${init.data.length}|false|${NOW}</main></div><script type="application/json" id="shop-init">`,
    );
    expect(html).not.toContain('boot-screen');
    // Its code is not announced: it would share the line with the styles and pictures.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="application/json" id="shop-init">');
  });

  it('links its route’s styles as one file, and each single file disabled (never fetched)', async () => {
    const head = (await page('/store/muenchen-schwabing')).body.split('</head>')[0] ?? '';
    const links = head.match(/<link rel="stylesheet"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/route-branch-r.css">',
      '<link rel="stylesheet" crossorigin href="/assets/storefront-s.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/branch-b.css" disabled>',
    ]);
    // A route with a single stylesheet links it as it is.
    expect((await page('/')).body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/storefront-s.css">',
    );
  });

  it('carries the title the page set, as text, and index.html’s where the page set none', async () => {
    const branch = (await page('/store/muenchen-schwabing')).body;
    expect(branch).toContain('<title>Käse &amp; &lt;Brot&gt; – Shop</title>');
    expect(branch).not.toContain('<title>Shop</title>');
    expect((await page('/')).body).toContain('<title>Shop</title>');
  });

  it('renders with the request’s cookie consent, and a revisit is a 304', async () => {
    const withConsent = await page('/', { cookie: 'a=1; consent=yes' });
    expect(withConsent.body).toContain('<main>/|');
    expect(withConsent.body).toContain('|true|');
    expect(withConsent.headers.vary).toContain('Cookie');
    const etag = String(withConsent.headers.etag);
    expect((await page('/', { cookie: 'consent=yes', 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('falls back to the loading screen when the render fails; the back-office is never rendered', async () => {
    const failed = await page('/kaputt');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"><div class="boot-screen">');
    expect(failed.body).toContain('<link rel="preload" as="style" crossorigin');
    const backoffice = await page('/backend/orders');
    expect(backoffice.body).toContain('<div id="root"><div class="boot-screen">');
  });

  it('answers a missing page 404 and an unknown page type 500 with the rendered page (spec §2)', async () => {
    const missing = await page('/fehlt/hier');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<main>/fehlt/hier|');
    const unknownType = await page('/seltsam');
    expect(unknownType.statusCode).toBe(500);
    expect(unknownType.body).toContain('<main>/seltsam|');
    // A revalidation never turns a 404 into a 304.
    const etag = String(missing.headers.etag);
    expect((await page('/fehlt/hier', { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('marks a page rendered without a staff session, and renders apart with one', async () => {
    expect((await page('/fehlt/x')).body).toContain('data-customer=""><main>');
    const staff = await page('/fehlt/x', { cookie: 'shop_session=abc' });
    expect(staff.body).toContain(`data-rendered-at="${NOW}"><main>`);
  });

  it('never serves the renderer itself', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('splitAtRoot', () => {
  it.each([
    [
      '<html><body><div id="root"><div>a</div></div></body></html>',
      { before: '<html><body><div id="root"', after: '</div></body></html>' },
    ],
    ['<html><body><div id="app"></div></body></html>', undefined],
    ['<html><body><div id="root"></div>', undefined],
  ])('%s', (html, expected) => {
    expect(splitAtRoot(html)).toEqual(expected);
  });
});
