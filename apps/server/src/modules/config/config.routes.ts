import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../platform/auth/guards.ts';
import { sendCached } from '../../platform/http-cache.ts';
import { parseInput } from '../../platform/validation.ts';
import { configUpdateSchema, getPublicConfig, updateConfig } from './config.service.ts';

/** GET /api/config (public settings, cached with ETag) and POST /api/config (admins). */
export async function registerConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/config', async (request, reply) => {
    const body = await app.publicCache.get('config', () => getPublicConfig(app.deps.db));
    return sendCached(request, reply, body);
  });

  app.post('/api/config', { preHandler: requireStaff(app, []) }, async (request) => {
    const changes = parseInput(configUpdateSchema, request.body);
    const updated = await updateConfig(app.deps.db, changes);
    app.publicCache.invalidate();
    return { data: updated };
  });
}
