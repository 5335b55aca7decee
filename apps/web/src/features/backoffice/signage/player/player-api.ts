import { type SignagePlayer, signagePlayerSchema } from '@shop/domain';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { isPlayerShellFile, PLAYER_PATH, PLAYER_SHELL_CACHE } from '../../../../sw/player-shell.ts';

/**
 * The TV player's calls (docs/decisions/033-digital-signage.md): the TV's secret in the
 * Authorization header, never in a URL. It arrives once in the address fragment
 * (`/backend/signage-player#secret=…`), is kept in the TV browser's storage and removed from the
 * address bar. The last good answer is kept too, so a TV switched on while offline still plays.
 */
export const PLAYER_URL = '/api/digital-signage/player';
/** The player's live channel (decision 033 "Live"): `changed` when the boards may be outdated. */
export const PLAYER_EVENTS_URL = '/api/digital-signage/player/events';
const SECRET_KEY = 'signage-player-secret';
const REFUSED_KEY = 'signage-player-secret-refused';
const LAST_KEY = 'signage-player-last';

export function takePlayerSecret(): string | null {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('secret');
  if (fromFragment) {
    savePlayerSecret(fromFragment);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromFragment;
  }
  return localStorage.getItem(SECRET_KEY);
}

export function savePlayerSecret(secret: string): void {
  localStorage.setItem(SECRET_KEY, secret);
  localStorage.removeItem(REFUSED_KEY);
}

export function refusePlayerSecret(): void {
  localStorage.removeItem(SECRET_KEY);
  localStorage.removeItem(LAST_KEY);
  localStorage.setItem(REFUSED_KEY, '1');
  if (typeof caches !== 'undefined') void caches.delete(PICTURE_CACHE).catch(() => undefined);
}

export const wasPlayerSecretRefused = () => localStorage.getItem(REFUSED_KEY) !== null;

/** The last answer the TV played (null when none or unreadable). */
export function lastPlayerScreen(): SignagePlayer | null {
  const stored = localStorage.getItem(LAST_KEY);
  if (!stored) return null;
  try {
    const parsed = signagePlayerSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function fetchPlayerScreen(
  secret: string,
  signal?: AbortSignal,
): Promise<SignagePlayer> {
  const screen = parseContract(
    signagePlayerSchema,
    // A refused secret (401) is the player's own business, never the staff login page.
    await apiRequest(PLAYER_URL, {
      signal,
      headers: { authorization: `Bearer ${secret}` },
      isLoginRedirect: false,
    }),
    PLAYER_URL,
  );
  localStorage.setItem(LAST_KEY, JSON.stringify(screen));
  return screen;
}

/**
 * Template pictures (docs/decisions/047-templates-on-tvs-and-labour-report.md): fetched with the
 * secret (an <img> cannot send it) and kept in the browser's Cache Storage by their versioned
 * address, so a TV without network still shows them; a new version is a new address.
 */
const PICTURE_CACHE = 'signage-player-pictures';

async function pictureCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return null;
  try {
    return await caches.open(PICTURE_CACHE);
  } catch {
    return null;
  }
}

export async function fetchPlayerPicture(url: string, secret: string): Promise<Blob> {
  const cache = await pictureCache();
  const kept = await cache?.match(url);
  if (kept) return kept.blob();
  const response = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await cache?.put(url, response.clone()).catch(() => undefined);
  return response.blob();
}

/** Drops the kept pictures the stream no longer shows (older versions among them). */
export async function forgetPlayerPicturesExcept(urls: readonly string[]): Promise<void> {
  const cache = await pictureCache();
  if (!cache) return;
  const wanted = new Set(urls.map((url) => new URL(url, window.location.origin).href));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/**
 * The TV's report (docs/decisions/055-signage-pairing-media-offline.md): its size in device
 * pixels (what the board is drawn at) and the segment shown now. Failures are ignored: the next
 * segment or answer reports again.
 */
export function reportPlayerStatus(secret: string, segmentId: number | null): void {
  const ratio = window.devicePixelRatio || 1;
  const body = {
    width: Math.min(16_384, Math.max(1, Math.round(window.innerWidth * ratio))),
    height: Math.min(16_384, Math.max(1, Math.round(window.innerHeight * ratio))),
    segmentId,
  };
  void apiRequest('/api/digital-signage/player/status', {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${secret}` },
    isLoginRedirect: false,
  }).catch(() => undefined);
}

/** The worker the web build writes beside index.html (apps/web/src/sw/sw.ts). */
const WORKER_URL = '/sw.js';

/**
 * Keeps what the player needs to start and play without the server
 * (docs/decisions/055-signage-pairing-media-offline.md "Offline"): registers the service worker
 * (the same one as the storefront's) and puts this page, the code and styles it loaded and the
 * given media into the player's cache, which the worker answers from when the network fails.
 * Entries of an older build or of media no longer played are dropped — only after everything
 * new was stored, so a failed attempt never empties the cache. Failures are ignored: the next
 * answer tries again.
 */
export async function keepPlayerShell(mediaUrls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .catch(() => null);
  // A TV never closes its page, so a new worker would wait for ever: it takes over at once. The
  // player's files come from the network first, so an old page and a new worker get along.
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const origin = window.location.origin;
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((item) => item.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((item) => item.href),
  ];
  const wanted = new Set<string>([new URL(PLAYER_PATH, origin).href]);
  for (const address of [...loaded, ...mediaUrls]) {
    const url = new URL(address, origin);
    url.hash = '';
    if (isPlayerShellFile(url, origin)) wanted.add(url.href);
  }
  const cache = await caches.open(PLAYER_SHELL_CACHE);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  const page = new URL(PLAYER_PATH, origin).href;
  // The page itself is stored anew each time (a new build names new files); hashed files once.
  await Promise.all(
    [...wanted].filter((url) => url === page || !kept.has(url)).map((url) => cache.add(url)),
  );
  for (const url of kept) if (!wanted.has(url)) await cache.delete(url);
}
