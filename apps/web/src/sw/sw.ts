/// <reference lib="webworker" />
/**
 * The storefront's service worker (spec §1 installable web app, §7 "registered for a script under
 * the build path"; docs/decisions/031-installable-app-and-kiosk.md). Built by vite-plugin-pwa in
 * injectManifest mode: Workbox fills `self.__WB_MANIFEST` with the shell and the hashed assets.
 *
 * - Pages: network first, the last copy from the cache when the network fails, else the shell.
 * - `/api/init` and product images: stale-while-revalidate.
 * - The TV player (player-shell.ts): its page, code and media from the network, and from the cache
 *   its page filled when the network fails, so a TV plays on through a server outage and a reload.
 * - Never cached: the rest of the back-office, every other API route (staff routes, order
 *   creation, payment, order status), anything but GET.
 */

import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isCacheablePage, SHELL_URL } from './cache-rules.ts';
import { isPlayerPage, isPlayerShellFile, PLAYER_SHELL_CACHE } from './player-shell.ts';
import { pushMessageOf, windowFor } from './push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// No directory index: Workbox would answer `/` with the precached index.html, a shell without
// what the server adds to each page (the manifest link, the embedded init data, the rendered
// page), so an installed app's start page lost its manifest. Pages go network-first below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCacheablePage(url),
  new NetworkFirst({
    cacheName: 'shop-pages',
    // A phone on a bad connection gets the last copy instead of waiting for the timeout of TCP.
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 50 })],
  }),
);

/**
 * The TV player's page and files when the network fails: what its page kept (player-shell.ts).
 * A video asks for byte ranges; the kept file answers them.
 */
async function fromPlayerShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(PLAYER_SHELL_CACHE);
    const url = new URL(request.url);
    const kept = await cache.match(request.mode === 'navigate' ? url.pathname : request, {
      ignoreSearch: request.mode === 'navigate',
    });
    if (!kept) throw error;
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  }
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPlayerPage(url),
  ({ request }) => fromPlayerShell(request),
);

registerRoute(
  ({ request, url }) =>
    request.mode !== 'navigate' &&
    isPlayerShellFile(url, self.location.origin) &&
    !url.pathname.startsWith('/image/'),
  ({ request }) => fromPlayerShell(request),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/init',
  new StaleWhileRevalidate({ cacheName: 'shop-init' }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/image/'),
  new StaleWhileRevalidate({
    cacheName: 'shop-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// A page never visited, offline: the shell draws it from the cached /api/init.
// A picture a TV player kept (player-shell.ts) that the image cache does not hold.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(SHELL_URL);
    if (shell) return shell;
  } else if (request instanceof Request) {
    const kept = await caches.open(PLAYER_SHELL_CACHE).then((cache) => cache.match(request));
    if (kept) return kept;
  }
  return Response.error();
});

// spec §4 Update: "App neustarten" tells a waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push of new orders to the back-office (docs/decisions/053-web-push.md): one notification
// per order (its URL is the tag), ringing again when the same order is pushed twice.
self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.url,
      renotify: true,
      data: { url: message.url },
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pushMessageOf(JSON.stringify(event.notification.data ?? {})).url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const chosen = windowFor(windows, url, self.location.origin);
      if (!chosen) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await chosen.window.focus();
      if (chosen.navigate) await focused.navigate(url);
    })(),
  );
});
