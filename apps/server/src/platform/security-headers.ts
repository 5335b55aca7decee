import { SITE_PREVIEW_PATH } from '@shop/domain';
import type { FastifyInstance } from 'fastify';

type SecurityHeaderOptions = {
  isHttps: boolean;
  /**
   * The origin of the configured map style ("https://tiles.example.com"), or null for none
   * (docs/decisions/022-map-style.md): connect-src and img-src allow exactly this origin.
   */
  mapOrigin?: string | null;
  /**
   * A Meta pixel id is set (decision 038): script-src allows exactly its script host and
   * img-src/connect-src its event host; the storefront loads it only after cookie consent.
   */
  adPixel?: boolean;
  /** Only the page editor's preview page may be framed, by the shop itself (decision 048). */
  isFrameableBySelf?: boolean;
};

/** The Meta pixel's script host and the host its events go to (decision 038). */
export const META_PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
export const META_PIXEL_EVENT_ORIGIN = 'https://www.facebook.com';

/**
 * Security headers on every response (docs/budgets.md S1). No inline scripts are allowed; the web app
 * is built without any. `mapOrigin` reads the map style's origin from the settings (cached); when
 * it cannot be read, the policy allows no map host and the map shows its built-in grid.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    isHttps: boolean;
    mapOrigin: () => Promise<string | null>;
    adPixel?: () => Promise<boolean>;
  },
): void {
  const byOrigin = new Map<string, Record<string, string>>();
  app.addHook('onSend', async (request, reply) => {
    const mapOrigin = await options.mapOrigin().catch(() => null);
    const adPixel = (await options.adPixel?.().catch(() => false)) ?? false;
    const isFrameableBySelf = isFrameablePath(request.url);
    const key = `${mapOrigin ?? ''} ${adPixel} ${isFrameableBySelf}`;
    let headers = byOrigin.get(key);
    if (!headers) {
      if (byOrigin.size >= 8) byOrigin.clear();
      headers = securityHeaders({
        isHttps: options.isHttps,
        mapOrigin,
        adPixel,
        isFrameableBySelf,
      });
      byOrigin.set(key, headers);
    }
    reply.headers(headers);
  });
}

/** The page editor's preview page is framed by the back-office of the same origin (decision 048). */
function isFrameablePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === SITE_PREVIEW_PATH;
}

/** The headers themselves, also for responses written past Fastify (event streams). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const map = options.mapOrigin ? ` ${options.mapOrigin}` : '';
  const pixelScript = options.adPixel ? ` ${META_PIXEL_SCRIPT_ORIGIN}` : '';
  const pixelEvents = options.adPixel ? ` ${META_PIXEL_EVENT_ORIGIN}` : '';
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self'${pixelScript}`,
    "style-src 'self'",
    // The map style's sprites and raster tiles (MapLibre fetches, then decodes them as images).
    `img-src 'self' data: blob:${map}${pixelEvents}`,
    "font-src 'self'",
    // The map style's JSON, vector tiles, glyphs and sprites; its worker stays same-origin.
    `connect-src 'self'${map}${pixelScript}${pixelEvents}`,
    // Content pages embed iframe columns (spec §2 sectionIFrames); only over https. 'self': the page
    // editor frames its preview page (decision 048), the one page whose frame-ancestors allow it.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    options.isFrameableBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': options.isFrameableBySelf ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.isHttps
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
