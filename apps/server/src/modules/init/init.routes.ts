import type { FastifyInstance } from 'fastify';
import { type CachedBody, sendCached } from '../../platform/http-cache.ts';
import { buildInitEntries } from './init.service.ts';

/** GET /api/init, served from the shared read cache with an ETag. */
export async function registerInitRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/init', async (request, reply) =>
    sendCached(request, reply, await readInitBody(app)),
  );
}

/**
 * The /api/init body from the shared read cache. The storefront's HTML embeds the same body
 * (platform/web-app.ts), so the payment providers are refreshed here, not only for /api routes.
 */
export async function readInitBody(app: FastifyInstance): Promise<CachedBody> {
  await app.paymentProviders.refresh();
  return app.publicCache.get('init', () =>
    buildInitEntries(app.deps.db, app.paymentProviders.configured()),
  );
}
