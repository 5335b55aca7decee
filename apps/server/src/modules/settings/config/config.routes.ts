import { configInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { sendCached } from '../../../platform/http-cache.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getStaffConfig, getStorefrontConfig, updateConfig } from './config.service.ts';

/**
 * GET /api/config (public settings, cached with ETag), GET /api/config/staff (with the provider
 * keys masked) and POST /api/config (area `settings`). A change drops the customers' cached reads
 * and reloads the payment providers, so the storefront follows on its next load.
 */
export async function registerConfigRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.deps.db,
    secrets: app.deps.secrets,
    environment: app.deps.config,
    now: app.deps.now,
  };

  app.get('/api/config', async (request, reply) => {
    const body = await app.publicCache.get('config', () =>
      getStorefrontConfig(app.deps.db, app.paymentProviders.configured(), app.deps.now()),
    );
    return sendCached(request, reply, body);
  });

  app.get(
    '/api/config/staff',
    { preHandler: requirePermission(app, 'settings', 'read') },
    async () => ({ data: await getStaffConfig(deps.db, deps.secrets, deps.environment) }),
  );

  app.post(
    '/api/config',
    { preHandler: requirePermission(app, 'settings', 'write') },
    async (request) => {
      const changes = parseInput(configInputSchema, request.body);
      const updated = await updateConfig(deps, changes, auditActorOf(request));
      app.paymentProviders.invalidate();
      await app.paymentProviders.refresh();
      app.publicCache.invalidate();
      return { data: updated };
    },
  );
}
