import { ORDER_LIMITS, publicOrderResponseSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { registerFrontdeskRoutes } from './frontdesk.routes.ts';
import { publicOrderParams } from './order-params.ts';
import { admitOrderRequest, ORDER_RATE_LIMIT_DEFAULT } from './order-rate-limit.ts';
import {
  answerCounterAppointment,
  getPublicOrder,
  submitQuestionnaire,
} from './order-status.service.ts';
import { PublicOrderVersions } from './order-versions.ts';
import { ordersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { createOrder } from './orders.service.ts';
import { updatePaymentStatus } from './payment-webhooks.service.ts';
import { registerStaffOrderRoutes } from './staff-orders.routes.ts';

/** The staff order calls (line edits, comments) take a few kilobytes. */
const ORDER_BODY_LIMIT = 64 * 1024;

/**
 * The customer's order calls (spec §7 "Orders"): create, the public status (ETag), the
 * counter-appointment answers and the questionnaire; plus the staff payment re-check.
 */
export async function registerOrderRoutes(app: FastifyInstance): Promise<void> {
  const deps = ordersDeps(app);
  const versions = new PublicOrderVersions(app.orderEvents.hub);
  app.addHook('onClose', async () => versions.close());
  // The public POSTs have empty bodies; accept an empty JSON body instead of answering 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: ORDER_BODY_LIMIT },
    (request, body, done) => {
      if (body === '') return done(null, undefined);
      return parseJson(request, String(body), done);
    },
  );

  const orderRateLimit = app.deps.config.ORDER_RATE_LIMIT ?? ORDER_RATE_LIMIT_DEFAULT;
  // A larger order is refused with 413 before its body is read or parsed (ORDER_LIMITS).
  app.post('/api/orders', { bodyLimit: ORDER_LIMITS.maxBodyBytes }, async (request, reply) => {
    await admitOrderRequest(deps.db, {
      ipAddress: request.ip,
      limit: orderRateLimit,
      now: deps.now(),
    });
    const key = request.headers['idempotency-key'];
    const outcome = await createOrder(deps, {
      body: request.body,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      baseUrl: request.server.publicBaseUrl(),
    });
    if (outcome.isReplay) reply.header('Idempotent-Replayed', 'true');
    return reply.status(201).send({ data: outcome.result });
  });

  // A phone order (docs/decisions/049-phone-orders.md): the same order, checks and prices as the
  // storefront's, sent by a staff member (session, CSRF token, orders write on the order's
  // branch) for a caller; offline payments only, channel 'phone', the staff member in the
  // history. No per-IP limit: every phone of a shop orders from its one address.
  app.post(
    '/api/orders/phone',
    {
      bodyLimit: ORDER_LIMITS.maxBodyBytes,
      preHandler: requirePermission(app, 'orders', 'write'),
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const outcome = await createOrder(deps, {
        body: request.body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        baseUrl: request.server.publicBaseUrl(),
        phone: { staff: request.staff!, audit: auditActorOf(request) },
      });
      if (outcome.isReplay) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send({ data: outcome.result });
    },
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const publicOrder = {
    schema: { params: publicOrderParams, response: { 200: publicOrderResponseSchema } },
  };

  // The status answers 304 without a body when the ETag still matches; its 200 is the same
  // contract as the answers below, declared there.
  typed.get(
    '/api/orders/public/:uid/:hash',
    { schema: { params: publicOrderParams } },
    async (request, reply) => {
      const { uid, hash } = request.params;
      const ifNoneMatch = request.headers['if-none-match'];
      const { etag, result } = await getPublicOrder(deps, versions, { uid, hash, ifNoneMatch });
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (!result) return reply.status(304).send();
      return { data: result };
    },
  );

  for (const answer of ['confirm', 'reject'] as const) {
    typed.post(
      `/api/orders/public/:uid/:hash/${answer}-counter-appointment`,
      publicOrder,
      async (request) => {
        const { uid, hash } = request.params;
        return { data: await answerCounterAppointment(deps, { uid, hash, answer }) };
      },
    );
  }

  typed.post('/api/orders/public/:uid/:hash/questionnaire', publicOrder, async (request) => {
    const { uid, hash } = request.params;
    return { data: await submitQuestionnaire(deps, { uid, hash, body: request.body }) };
  });

  // The back-office and front-desk calls share this context (and its empty-body JSON parser).
  await registerStaffOrderRoutes(app);
  await registerFrontdeskRoutes(app);

  // An id that names no order is the German 404 through the validator (docs/decisions/025).
  typed.post(
    '/api/orders/:id/update-payment-status',
    {
      preHandler: requirePermission(app, 'orders', 'write'),
      schema: {
        params: idParamsSchema(ORDER_MESSAGES.notFound),
        response: { 200: publicOrderResponseSchema },
      },
    },
    async (request) => {
      const result = await updatePaymentStatus(deps, {
        orderId: request.params.id,
        baseUrl: request.server.publicBaseUrl(),
        actor: request.staff!,
        audit: auditActorOf(request),
      });
      return { data: result };
    },
  );
}
