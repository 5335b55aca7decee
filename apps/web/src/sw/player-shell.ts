/**
 * What a TV's player keeps for playing without the server (spec §1 digital signage;
 * docs/decisions/055-signage-pairing-media-offline.md "Offline"). Shared by the service worker,
 * which answers from it when the network fails, and the player page, which fills it.
 *
 * The player page is a back-office page, and the back-office is never cached for staff
 * (cache-rules.ts). The player is the one exception: a TV in a shop must come back after a power
 * cut while the server or the network is still down. Its page, its code and styles and its media
 * are put into one cache by the page itself once it has played, since the first visit happens
 * before a service worker controls the page.
 */
export const PLAYER_PATH = '/backend/signage-player';
export const PLAYER_SHELL_CACHE = 'signage-player-shell';

/** The player's page, whatever its query or fragment. */
export function isPlayerPage(url: URL): boolean {
  return url.pathname === PLAYER_PATH;
}

/**
 * The same-origin files a player keeps: hashed code and styles, fonts and images (the page and
 * its media; never the API, whose last answer the player keeps itself).
 */
export function isPlayerShellFile(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return /^\/(assets|fonts|image|upload)\//.test(url.pathname) || url.pathname === PLAYER_PATH;
}
