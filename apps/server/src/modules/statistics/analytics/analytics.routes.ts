import { analyticsLogInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/validation.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { recordAnalyticsLog } from './analytics.service.ts';
import {
  ANALYTICS_RATE_LIMIT_DEFAULT,
  createAnalyticsRateLimiter,
} from './analytics-rate-limit.ts';

/** Far above a valid entry (4 KB of data plus the names), far below the app-wide body limit. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * POST /api/analytics-log (spec §7): public, no session; answers 204 without a body. At most
 * ANALYTICS_RATE_LIMIT entries per address and minute (decision 038), else a German 429.
 */
export async function registerAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const limiter = createAnalyticsRateLimiter(
    app.deps.config.ANALYTICS_RATE_LIMIT ?? ANALYTICS_RATE_LIMIT_DEFAULT,
  );
  app.post('/api/analytics-log', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    limiter.admit(request.ip, app.deps.now());
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
