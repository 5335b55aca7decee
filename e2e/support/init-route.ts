import type { Page, Route } from '@playwright/test';

/** One entry of GET /api/init: the URL it stands for and that URL's data. */
export type InitEntry = { url: string; data: unknown };
export type InitBody = { data: InitEntry[] };

/** The data block in which the server embeds /api/init (apps/server/src/platform/web-app.ts). */
const EMBEDDED_INIT = /(<script type="application\/json" id="shop-init">)(.*?)(<\/script>)/s;
/**
 * A server-rendered #root (platform/web-app.ts): its mark (the instant the browser hydrates at)
 * and the page drawn from the server's data, up to the embedded data block that follows it.
 */
const SERVER_RENDERED_ROOT =
  /<div id="root" data-rendered-at="\d+"(?: data-customer="")?>[\s\S]*<\/div>(?=\s*<script type="application\/json" id="shop-init">)/;

/**
 * Changes the init data this browser receives, and only this browser (other specs share the
 * server): both the copy the server embeds in each page and any later GET /api/init (the storefront
 * reloads its data every 4 hours). `change` edits the body in place; `call` counts the deliveries,
 * 1 for the first. Always full bodies: a browser's If-None-Match could make a fetch a body-less 304.
 */
export async function routeInit(
  page: Page,
  change: (body: InitBody, call: number) => void | Promise<void>,
): Promise<void> {
  let calls = 0;
  const deliver = async (body: InitBody) => {
    calls += 1;
    await change(body, calls);
    return body;
  };
  await page.route('**/api/init', async (route) => {
    const response = await fetchFull(route);
    const body = await deliver((await response.json()) as InitBody);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-store' },
      body: JSON.stringify(body),
    });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await fetchFull(route);
    const html = await response.text();
    // The body is handed over decoded: no encoding or length of the original.
    const headers: Record<string, string> = { ...response.headers(), 'cache-control': 'no-store' };
    delete headers['content-encoding'];
    delete headers['content-length'];
    delete headers.etag;
    const embedded = EMBEDDED_INIT.exec(html);
    if (!embedded) return route.fulfill({ status: response.status(), headers, body: html });
    const body = await deliver(JSON.parse(embedded[2] ?? '') as InitBody);
    const json = JSON.stringify(body).replaceAll('<', '\\u003c');
    await route.fulfill({
      status: response.status(),
      headers,
      // The server rendered the page from its own data: the browser draws it anew from the
      // changed data into an empty #root instead of hydrating that HTML.
      body: html
        .replace(EMBEDDED_INIT, (_match, open, _data, close) => `${open}${json}${close}`)
        .replace(SERVER_RENDERED_ROOT, '<div id="root"></div>'),
    });
  });
}

async function fetchFull(route: Route) {
  const headers = { ...route.request().headers() };
  delete headers['if-none-match'];
  return route.fetch({ headers });
}

/** The entries of an init body by URL. */
export function initEntries(body: InitBody): Map<string, unknown> {
  return new Map(body.data.map((entry) => [entry.url, entry.data]));
}

/** Replaces one entry's data. */
export function setInitEntry(body: InitBody, url: string, data: unknown): void {
  const entry = body.data.find((candidate) => candidate.url === url);
  if (!entry) throw new Error(`/api/init has no entry ${url}`);
  entry.data = data;
}
