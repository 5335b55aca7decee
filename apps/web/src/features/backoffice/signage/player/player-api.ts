import { type SignagePlayer, signagePlayerSchema } from '@shop/domain';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';

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
    await apiRequest(PLAYER_URL, { signal, headers: { authorization: `Bearer ${secret}` } }),
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
