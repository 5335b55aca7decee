import { pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../platform/auth/guards.ts';
import { parseInput } from '../../platform/validation.ts';
import { loadShopConfig, ordersDeps } from '../orders/orders.deps.ts';
import { deletePushSubscription, upsertPushSubscription } from './web-push.repository.ts';
import { WebPushSender } from './web-push.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push of new orders (docs/decisions/053-web-push.md); tests set its options. */
    webPush: WebPushSender;
  }
}

/** Longest User-Agent kept with a subscription (it only helps staff tell their devices apart). */
const MAX_USER_AGENT = 300;

/**
 * Web Push to the back-office (docs/decisions/053-web-push.md): a staff member who may read orders
 * subscribes this browser; every new order of their branches then reaches it, even asleep.
 */
export function registerWebPush(app: FastifyInstance): void {
  const { db } = app.deps;
  const deps = ordersDeps(app);
  const sender = new WebPushSender({
    db,
    secrets: app.deps.secrets,
    settings: app.deps.config,
    now: app.deps.now,
    log: app.log,
    publicBaseUrl: () => app.publicBaseUrl(),
    disableTickets: async () => (await loadShopConfig(deps)).disableTickets,
  });
  app.decorate('webPush', sender);
  app.newOrderListeners.add((order) => sender.announce(order));
  app.addHook('onClose', () => sender.whenIdle());

  const canReadOrders = { preHandler: requirePermission(app, 'orders', 'read') };

  app.get('/api/push/public-key', canReadOrders, async () => ({
    data: { publicKey: await sender.publicKey() },
  }));

  app.post('/api/push/subscriptions', canReadOrders, async (request, reply) => {
    const input = parseInput(pushSubscriptionInputSchema, request.body);
    const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null;
    await upsertPushSubscription(db, request.staff!.id, input, userAgent);
    return reply.status(201).send({ data: { endpoint: input.endpoint } });
  });

  app.delete('/api/push/subscriptions', canReadOrders, async (request) => {
    const { endpoint } = parseInput(pushUnsubscribeInputSchema, request.body);
    // Idempotent: the subscription may be gone already (the push service answered 410).
    return { data: { isRemoved: await deletePushSubscription(db, request.staff!.id, endpoint) } };
  });
}
