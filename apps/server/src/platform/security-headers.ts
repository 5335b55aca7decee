import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (BUDGETS S1). No inline scripts are allowed; the web app
 * is built without any. Map tiles and payment hosts are added here when their issues land.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.isHttps) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
