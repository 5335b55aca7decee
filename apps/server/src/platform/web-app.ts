import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { EMBEDDED_INIT_ELEMENT_ID, escapeMarkup } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './http-cache.ts';

const API_PREFIXES = ['/api/', '/image/', '/upload/', '/fonts/'];

/** Written by the web build (apps/web/build-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** The server renderer the web build bundles (apps/web/build-plugins/server-renderer.ts). */
const SERVER_RENDERER_DIR = 'ssr';
const SERVER_RENDERER_FILE = path.join(SERVER_RENDERER_DIR, 'entry-server.js');

/** apps/web/src/entry-server.tsx as the server sees it. */
type ServerRenderer = {
  loadPages: () => Promise<void>;
  renderPage: (request: { url: string; initJson: string; now: number; cookies: string }) => {
    html: string;
    title: string | undefined;
    /** The HTTP status the page stands for (404 not found, 500 unknown page type, spec §2). */
    status?: number | undefined;
    /** The request had no staff session cookie: the page was rendered for a customer. */
    isCustomer?: boolean | undefined;
  };
  /** Whether a Cookie header holds the cookie consent (an input of a render besides these). */
  hasConsentCookie: (cookies: string) => boolean;
  /**
   * The consent decision a Cookie header holds ('accepted', 'refused', 'undecided'): a refusal hides
   * the banner too (docs/decisions/017-customer-journey-comfort.md). Absent in an older build.
   */
  consentStateOf?: (cookies: string) => string;
  /** Whether a Cookie header holds a staff session cookie (drafts: spec §2 Generic content page). */
  hasSessionCookie?: (cookies: string) => boolean;
};

type RoutePreload = {
  pattern: RegExp;
  scripts: string[];
  styles: string[];
  /** `styles` in one file (absent in an older build). */
  stylesheet?: string | null;
  embedInit: boolean;
};

/** A picture for a page's head to preload: its address and the media query of the widths showing it. */
export type PageImage = { href: string; media: string };

export type WebAppOptions = {
  /** The /api/init body, embedded in storefront pages so their first screen needs no request. */
  initBody?: () => Promise<CachedBody>;
  /** The image a storefront page shows first (from the init data), announced in its head. */
  pageImage?: (pathname: string, init: CachedBody) => PageImage | undefined;
  /** The server's clock: storefront pages are rendered at this instant. */
  now?: () => Date;
  /** More of a storefront page's head from its init data (the app manifest link, decision 031). */
  pageHead?: (init: CachedBody) => string;
};

/**
 * Serves the built web app: hashed assets cached forever, and every other GET that accepts HTML
 * answered with index.html so deep links survive a reload.
 *
 * index.html is completed per route (docs/budgets.md P6): the build lists what each route needs before it
 * can show anything; those scripts and stylesheets are announced in the head, so they download
 * beside the entry instead of one round trip after another. Storefront pages also carry the
 * /api/init body as a JSON data block (not executed, so the CSP's script-src is untouched). The
 * page is revalidated on every load (no-cache) and answered 304 while its ETag holds.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDirectory: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(distDirectory, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDirectory,
      prefix: '/',
      index: false,
      wildcard: false,
      // The server renderer is code for this process, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDERER_DIR}/`),
      // The build writes .br and .gz beside its text assets (apps/web/build-plugins/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const page = hasBuild ? readIndexPage(distDirectory) : undefined;
  if (page) page.renderer = await loadRenderer(app, distDirectory);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // A page address (no file extension) asked for without an Accept header or with `*/*`
    // (curl, uptime checks) gets the page too; a missing file still answers 404.
    const accept = request.headers.accept;
    const isPageAddress = !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const acceptsHtml =
      accept?.includes('text/html') === true ||
      (isPageAddress && (accept === undefined || accept.trim() === '*/*'));
    if (request.method === 'GET' && !isApi && acceptsHtml && page) {
      return sendPage(request, reply, page, options);
    }
    return reply.status(404).send({
      errors: [{ code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });
}

type IndexPage = {
  html: string;
  /** index.html around the content of #root, for a server-rendered page. */
  root: { before: string; after: string } | undefined;
  routes: RoutePreload[];
  compressed: ReturnType<typeof compressedPageCache>;
  renderer?: ServerRenderer | undefined;
  rendered: Map<string, RenderedPage>;
};

/**
 * A rendered page's stylesheets: the route's files in one request (a round trip each would hold
 * the first paint on a slow line), and each single file as a disabled link, which the browser
 * does not fetch. The chunks' loader (Vite's preload helper) adds a file's stylesheet unless the
 * document has a link to it: so these tell it that the rules are in already, and hydration
 * brings no second copy and no restyle of the page.
 */
function renderedPageStyles(route: RoutePreload): string[] {
  if (!route.stylesheet) {
    return route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  }
  return [
    `<link rel="stylesheet" crossorigin href="${route.stylesheet}">`,
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
  ];
}

function readIndexPage(distDirectory: string): IndexPage {
  const html = fs.readFileSync(path.join(distDirectory, 'index.html'), 'utf8');
  const preloadsFile = path.join(distDirectory, ROUTE_PRELOADS_FILE);
  const routes = fs.existsSync(preloadsFile)
    ? (
        JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as {
          routes: (Omit<RoutePreload, 'pattern'> & { pattern: string })[];
        }
      ).routes.map((route) => ({ ...route, pattern: new RegExp(route.pattern) }))
    : [];
  return {
    html,
    root: splitAtRoot(html),
    routes,
    compressed: compressedPageCache(),
    rendered: new Map(),
  };
}

/**
 * index.html before and after the content of its #root element (the loading screen): the element
 * opens with `<div id="root"` and is the last element of the body.
 */
export function splitAtRoot(html: string): IndexPage['root'] {
  const open = html.indexOf('<div id="root"');
  const bodyEnd = html.lastIndexOf('</body>');
  const close = html.lastIndexOf('</div>', bodyEnd);
  const openEnd = html.indexOf('>', open);
  if (open < 0 || bodyEnd < 0 || close < openEnd || openEnd < 0) return undefined;
  return { before: html.slice(0, openEnd), after: html.slice(close) };
}

/** The web build's server renderer with every page loaded, or undefined without one. */
async function loadRenderer(
  app: FastifyInstance,
  distDirectory: string,
): Promise<ServerRenderer | undefined> {
  const file = path.join(distDirectory, SERVER_RENDERER_FILE);
  if (!fs.existsSync(file)) return undefined;
  try {
    const renderer = (await import(pathToFileURL(file).href)) as ServerRenderer;
    await renderer.loadPages();
    return renderer;
  } catch (error) {
    app.log.error({ err: error }, 'server renderer not loaded: pages are drawn by the browser');
    return undefined;
  }
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexPage,
  options: WebAppOptions,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const route = page.routes.find((candidate) => candidate.pattern.test(pathname));
  const init = route?.embedInit && options.initBody ? await options.initBody() : undefined;
  const image = init && options.pageImage?.(pathname, init);
  const rendered = init ? renderRoot(request, page, options, init) : undefined;
  // spec §2 Generic content page: a missing page is a 404 and an unknown page type a 500 for
  // search engines and monitors too, with the same page as body.
  const status = rendered?.status ?? 200;

  const head = route
    ? [
        // A server-rendered page shows at once, so its styles apply at once. Otherwise they are
        // preloaded, not applied: a stylesheet in the head would hold the first paint (the
        // entry's loading screen) until every route's CSS arrived; the route's chunk applies
        // them when it loads, from the cache by then.
        ...(rendered
          ? renderedPageStyles(route)
          : route.styles.map(
              (href) => `<link rel="preload" as="style" crossorigin href="${href}">`,
            )),
        // A server-rendered page is there before its code: the code must not share the slow line
        // with the page's styles and pictures, so the entry asks for the route's chunks itself.
        ...(rendered
          ? []
          : route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
        // Fetched at once, not when the page's code has drawn the <img> (its largest paint), and
        // only where the page shows it.
        ...(image
          ? [
              `<link rel="preload" as="image" fetchpriority="high" media="${escapeMarkup(image.media)}" href="${escapeMarkup(image.href)}">`,
            ]
          : []),
        ...(init && options.pageHead ? [options.pageHead(init)] : []),
      ].join('')
    : '';
  const body = init
    ? `<script type="application/json" id="${EMBEDDED_INIT_ELEMENT_ID}">${jsonForHtml(init.json)}</script>`
    : '';
  const html = (rendered?.html ?? page.html)
    .replace('</head>', `${head}</head>`)
    .replace('</body>', `${body}</body>`);
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('Cache-Control', 'no-cache');
  reply.header('ETag', etag);
  reply.header('Vary', 'Accept-Encoding, Cookie');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();

  reply.status(status).type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const compressed = await page.compressed(etag, encoding, html);
  return reply.header('Content-Encoding', encoding).send(compressed);
}

/** Rendered pages kept per address, init data, cookie consent and minute (the clock's grain). */
const RENDERED_PAGES = 200;

/**
 * index.html with the storefront page rendered into #root (apps/web/src/entry-server.tsx), or
 * undefined when there is no renderer or the render failed (the browser then draws the page).
 * `data-rendered-at` tells the browser the instant to hydrate at.
 */
function renderRoot(
  request: FastifyRequest,
  page: IndexPage,
  options: WebAppOptions,
  init: CachedBody,
): RenderedPage | undefined {
  if (!page.renderer || !page.root) return undefined;
  const now = (options.now?.() ?? new Date()).getTime();
  const cookies = request.headers.cookie ?? '';
  const { renderer } = page;
  const key = `${request.url}|${init.etag}|${Math.floor(now / 60_000)}|${renderer.consentStateOf?.(cookies) ?? renderer.hasConsentCookie(cookies)}|${renderer.hasSessionCookie?.(cookies)}`;
  let result = page.rendered.get(key);
  if (result === undefined) {
    try {
      const rendered = renderer.renderPage({ url: request.url, initJson: init.json, now, cookies });
      const before = withTitle(page.root.before, rendered.title);
      // data-customer: the browser knows without asking that this visitor has no staff session.
      const customer = rendered.isCustomer ? ' data-customer=""' : '';
      result = {
        html: `${before} data-rendered-at="${now}"${customer}>${rendered.html}${page.root.after}`,
        status: rendered.status ?? 200,
      };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the browser draws the page');
      return undefined;
    }
    if (page.rendered.size >= RENDERED_PAGES) page.rendered.clear();
    page.rendered.set(key, result);
  }
  return result;
}

/** A rendered index.html and the status it is answered with. */
type RenderedPage = { html: string; status: number };

type Encoding = 'br' | 'gzip';

/** br before gzip, unless the client refuses it (q=0); undefined for neither. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed pages by ETag: a page changes only with the build or the init data, so each variant
 * is compressed once, not per request (the not-found handler is no route, so @fastify/compress
 * does not see it). Bounded: old variants are dropped when the init data changes often.
 *
 * Brotli at quality 10 in text mode, off the event loop (libuv's thread pool; about 25 ms of a
 * pool thread for a 90 kB page, against 15 ms on the event loop at quality 9). It makes a page
 * about 6 % smaller than quality 9, so the demo's pages with their embedded init data stay within
 * TCP's first congestion window (10 segments, about 14.6 kB with the headers): the whole document
 * arrives in one round trip on a slow line, and everything the page loads starts one round trip
 * earlier (docs/budgets.md P6, LCP). Quality 11 saves 200 bytes more for 90 ms.
 */
function compressedPageCache(): (
  etag: string,
  encoding: Encoding,
  html: string,
) => Promise<Buffer> {
  // Promises, so that requests arriving while a variant is compressed share its one compression.
  const cache = new Map<string, Promise<Buffer>>();
  return (etag, encoding, html) => {
    const key = `${encoding}${etag}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(html, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
              },
            })
          : gzip(html, { level: 9 });
      if (cache.size >= 64) cache.clear();
      cache.set(key, body);
      // A failed compression is not kept: the next request tries again.
      body.catch(() => cache.delete(key));
    }
    return body;
  };
}

/** The page with the title its render set (text, escaped) in place of index.html's. */
function withTitle(html: string, title: string | undefined): string {
  if (title === undefined) return html;
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`);
}

/**
 * JSON inside a <script> element: `<` only ever occurs inside strings there, and as \u003c it can
 * neither end the element (`</script>`) nor open a comment; JSON.parse reads it back unchanged.
 */
export function jsonForHtml(json: string): string {
  return json.replaceAll('<', '\\u003c');
}
