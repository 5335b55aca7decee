import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../platform/http-cache.ts';
import { buildInitEntries } from './init.service.ts';

/** GET /api/init, served from the shared read cache with an ETag. */
export async function registerInitRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/init', async (request, reply) => {
    const body = await app.publicCache.get('init', () =>
      buildInitEntries(app.deps.db, app.paymentProviders.configured()),
    );
    return sendCached(request, reply, body);
  });
}
