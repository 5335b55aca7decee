import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../platform/auth/guards.ts';
import { sendCached } from '../../platform/http-cache.ts';
import { createPaymentProviders, type PaymentSettings } from '../../platform/payments/index.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  configUpdateSchema,
  getPublicConfig,
  updateConfig,
  withConfiguredPayments,
} from './config.service.ts';

/** Which online payment providers have their keys on this server. */
export function configuredPaymentProviders(settings: PaymentSettings) {
  const providers = createPaymentProviders(settings);
  return {
    isMollieConfigured: providers.mollie !== null,
    isDatatransConfigured: providers.datatrans !== null,
  };
}

/** GET /api/config (public settings, cached with ETag) and POST /api/config (admins). */
export async function registerConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/config', async (request, reply) => {
    const body = await app.publicCache.get('config', async () =>
      withConfiguredPayments(
        await getPublicConfig(app.deps.db),
        configuredPaymentProviders(app.deps.config),
      ),
    );
    return sendCached(request, reply, body);
  });

  app.post('/api/config', { preHandler: requireStaff(app, []) }, async (request) => {
    const changes = parseInput(configUpdateSchema, request.body);
    const updated = await updateConfig(app.deps.db, changes);
    app.publicCache.invalidate();
    return { data: updated };
  });
}
