import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../platform/openapi.ts';
import { publicOrderParams } from './order-params.ts';
import { ordersDeps } from './orders.deps.ts';
import {
  handleDatatransWebhook,
  handleMollieWebhook,
  paymentReturnTarget,
} from './payment-webhooks.service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Payment provider calls: the Mollie and Datatrans webhooks and the browser's return from the
 * payment page. JSON bodies stay raw strings here (the Datatrans signature covers the raw bytes).
 */
export async function registerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const deps = ordersDeps(app);
  const limit = { parseAs: 'string' as const, bodyLimit: WEBHOOK_BODY_LIMIT };
  app.addContentTypeParser('application/x-www-form-urlencoded', limit, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('application/json', limit, (_request, body, done) => {
    done(null, String(body));
  });

  app.post('/api/payments/mollie/webhook', async (request) => {
    await handleMollieWebhook(deps, request.body, request.server.publicBaseUrl());
    return { data: null };
  });

  app.post('/api/payments/datatrans/webhook', async (request) => {
    const signature = request.headers['datatrans-signature'];
    await handleDatatransWebhook(deps, {
      rawBody: typeof request.body === 'string' ? request.body : '',
      signature: typeof signature === 'string' ? signature : undefined,
      baseUrl: request.server.publicBaseUrl(),
    });
    return { data: null };
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/payments/return/:uid/:hash',
      { schema: { params: publicOrderParams } },
      async (request, reply) => {
        const { uid, hash } = request.params;
        const target = await paymentReturnTarget(deps, {
          uid,
          hash,
          baseUrl: request.server.publicBaseUrl(),
        });
        return reply.redirect(target, 303);
      },
    );
}
