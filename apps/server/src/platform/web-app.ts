import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { EMBEDDED_INIT_ELEMENT_ID } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './http-cache.ts';

const API_PREFIXES = ['/api/', '/image/', '/upload/', '/fonts/'];

/** Written by the web build (apps/web/build-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type RoutePreload = { pattern: RegExp; scripts: string[]; styles: string[]; embedInit: boolean };

export type WebAppOptions = {
  /** The /api/init body, embedded in storefront pages so their first screen needs no request. */
  initBody?: () => Promise<CachedBody>;
  /** The image a storefront page shows first (from the init data), announced in its head. */
  pageImage?: (pathname: string, init: CachedBody) => string | undefined;
};

/**
 * Serves the built web app: hashed assets cached forever, and every other GET that accepts HTML
 * answered with index.html so deep links survive a reload.
 *
 * index.html is completed per route (BUDGETS P6): the build lists what each route needs before it
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

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
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
  version: string;
  routes: RoutePreload[];
  compressed: ReturnType<typeof compressedPageCache>;
};

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
  const version = createHash('sha1')
    .update(html)
    .update(JSON.stringify(routes))
    .digest('base64url');
  return { html, version, routes, compressed: compressedPageCache() };
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
  const etag = `"${createHash('sha1')
    .update(`${page.version}|${page.routes.indexOf(route as RoutePreload)}|${init?.etag ?? ''}`)
    .update(image ?? '')
    .digest('base64url')}"`;
  reply.header('Cache-Control', 'no-cache');
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const head = route
    ? [
        // Preloaded, not applied: a stylesheet in the head would hold the first paint (the
        // entry's loading screen) until every route's CSS arrived. The route's chunk applies
        // them when it loads, from the cache by then.
        ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // Fetched at once, not when the page's code has drawn the <img> (its largest paint).
        ...(image
          ? [`<link rel="preload" as="image" fetchpriority="high" href="${attribute(image)}">`]
          : []),
      ].join('')
    : '';
  const body = init
    ? `<script type="application/json" id="${EMBEDDED_INIT_ELEMENT_ID}">${jsonForHtml(init.json)}</script>`
    : '';
  const html = page.html.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(page.compressed(etag, encoding, html));
}

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

/**
 * Compressed pages by ETag: a page changes only with the build or the init data, so each variant
 * is compressed once, not per request (the not-found handler is no route, so @fastify/compress
 * does not see it). Bounded: old variants are dropped when the init data changes often.
 */
function compressedPageCache(): (etag: string, encoding: Encoding, html: string) => Buffer {
  const cache = new Map<string, Buffer>();
  return (etag, encoding, html) => {
    const key = `${encoding}${etag}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(html, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
            })
          : zlib.gzipSync(html, { level: 9 });
      if (cache.size >= 64) cache.clear();
      cache.set(key, body);
    }
    return body;
  };
}

/** A value inside a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * JSON inside a <script> element: `<` only ever occurs inside strings there, and as \u003c it can
 * neither end the element (`</script>`) nor open a comment; JSON.parse reads it back unchanged.
 */
export function jsonForHtml(json: string): string {
  return json.replaceAll('<', '\\u003c');
}
