import { analyticsLogInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/validation.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { recordAnalyticsLog } from './analytics.service.ts';

/** Far above a valid entry (4 KB of data plus the names), far below the app-wide body limit. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * POST /api/analytics-log (spec §7): public, no session; answers 204 without a body.
 * Not rate-limited yet: a per-client limit belongs here once the shared rate limiter exists.
 */
export async function registerAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/analytics-log', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const input = parseInput(analyticsLogInputSchema, request.body);
    const { timeZone } = await getPublicConfig(app.deps.db);
    await recordAnalyticsLog(app.deps.db, input, app.deps.now(), {
      ipAddress: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      timeZone,
    });
    return reply.status(204).send();
  });
}
