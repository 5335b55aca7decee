/**
 * The map style of the branch map (spec §3 "Environment constants: … map style", §9 map defaults;
 * docs/decisions/022-map-style.md): a MapLibre/Mapbox-compatible style JSON at an https address,
 * or '' for none (the built-in tile-less grid). Plain http is accepted only for this computer
 * (localhost, 127.0.0.1, [::1]): a local tile server in development and tests.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin ("https://tiles.example.com") the map may fetch from when `styleUrl` is a valid
 * style address; null when it is empty or not one. The Content-Security-Policy allows exactly
 * this origin: the style's tiles, glyphs and sprites must be served from the same host.
 */
export function mapStyleOrigin(styleUrl: string): string | null {
  // scheme://host[:port] then a path, query or nothing; no user info, no spaces.
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?(?:[/?#]\S*)?$/i.exec(
    styleUrl.trim(),
  );
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null;
  if (scheme === 'http' && !LOCAL_HOSTS.has(host)) return null;
  const port = match[3];
  const isDefaultPort = port === (scheme === 'https' ? '443' : '80');
  return `${scheme}://${host}${port && !isDefaultPort ? `:${port}` : ''}`;
}

/** Whether a map style setting is acceptable: '' (no style) or a valid style address. */
export function isValidMapStyleUrl(styleUrl: string): boolean {
  return styleUrl.trim() === '' || mapStyleOrigin(styleUrl) !== null;
}

/** A public map access token (e.g. Mapbox "pk.…"): letters, digits, '.', '_' and '-' only. */
export function isValidMapAccessToken(token: string): boolean {
  return /^[A-Za-z0-9._-]*$/.test(token.trim());
}
