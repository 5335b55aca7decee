import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (docs/budgets.md S1). No inline scripts are allowed; the web app
 * is built without any. Map tiles and payment hosts are added here when their issues land.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
  const headers = securityHeaders(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** The headers themselves, also for responses written past Fastify (event streams). */
export function securityHeaders(options: { isHttps: boolean }): Record<string, string> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
