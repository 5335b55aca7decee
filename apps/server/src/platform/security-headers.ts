import type { FastifyInstance } from 'fastify';

type SecurityHeaderOptions = {
  isHttps: boolean;
  /**
   * The origin of the configured map style ("https://tiles.example.com"), or null for none
   * (docs/decisions/022-map-style.md): connect-src and img-src allow exactly this origin.
   */
  mapOrigin?: string | null;
};

/**
 * Security headers on every response (docs/budgets.md S1). No inline scripts are allowed; the web app
 * is built without any. `mapOrigin` reads the map style's origin from the settings (cached); when
 * it cannot be read, the policy allows no map host and the map shows its built-in grid.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean; mapOrigin: () => Promise<string | null> },
): void {
  const byOrigin = new Map<string, Record<string, string>>();
  app.addHook('onSend', async (_request, reply) => {
    const mapOrigin = await options.mapOrigin().catch(() => null);
    const key = mapOrigin ?? '';
    let headers = byOrigin.get(key);
    if (!headers) {
      if (byOrigin.size >= 8) byOrigin.clear();
      headers = securityHeaders({ isHttps: options.isHttps, mapOrigin });
      byOrigin.set(key, headers);
    }
    reply.headers(headers);
  });
}

/** The headers themselves, also for responses written past Fastify (event streams). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const map = options.mapOrigin ? ` ${options.mapOrigin}` : '';
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // The map style's sprites and raster tiles (MapLibre fetches, then decodes them as images).
    `img-src 'self' data: blob:${map}`,
    "font-src 'self'",
    // The map style's JSON, vector tiles, glyphs and sprites; its worker stays same-origin.
    `connect-src 'self'${map}`,
    // Content pages embed iframe columns (spec §2 sectionIFrames); only over https.
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.isHttps
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
