import { createUploadBodySchema, MESSAGES } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMITS } from '../../../platform/body-limits.ts';
import { AppError } from '../../../platform/errors.ts';
import { parseInput } from '../../../platform/validation.ts';
import { TokenBucketLimiter, UPLOAD_RATE_LIMIT } from './upload-rate-limit.ts';
import { createUpload } from './uploads.service.ts';

/**
 * POST /api/uploads (spec §7 Upload, public): body `{ data: "<data-URL>", name }`; answers the
 * upload object. Type by content, size ≤ 10 MB, per-IP rate limit (see upload-rate-limit.ts) and
 * per-address storage cap within a day (docs/decisions/014-order-limits-and-public-addresses.md).
 */
export async function registerUploadCreateRoutes(app: FastifyInstance): Promise<void> {
  const limiter = new TokenBucketLimiter(UPLOAD_RATE_LIMIT);

  app.post('/api/uploads', { bodyLimit: BODY_LIMITS.files }, async (request, reply) => {
    const nowMs = app.deps.now().getTime();
    if (!limiter.take(request.ip, nowMs)) {
      throw AppError.tooManyRequests(
        [{ code: 'too_many_requests', message: MESSAGES.uploadRateLimited }],
        limiter.msUntilNext(request.ip, nowMs),
      );
    }
    const body = parseInput(createUploadBodySchema, request.body);
    const upload = await createUpload(app.deps, body, { address: request.ip });
    return reply.status(201).send({ data: upload });
  });
}
