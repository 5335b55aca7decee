import {
  counterAppointmentRequestSchema,
  ORDER_STATUS_ACTIONS,
  orderLineUpdateSchema,
  orderListQuerySchema,
  orderStatusRequestSchema,
  orderUpdateSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess, branchFilterOf } from '../../platform/auth/permissions.ts';
import { loadStaffUser } from '../../platform/auth/session.ts';
import { NOT_FOUND_MESSAGE } from '../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  changeOrderStatus,
  proposeCounterAppointment,
  updateOrderDetails,
} from './order-actions.service.ts';
import { deleteOrder, editOrderLine, resendNewOrderMessage } from './order-edits.service.ts';
import { streamOrderEvents } from './order-events.ts';
import { ordersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import {
  findOrderFor,
  getOrderSummary,
  getStaffOrder,
  listStaffOrders,
  presentOrderById,
} from './staff-orders.service.ts';

// Path parameters that name no order, line or action are a German 404 (docs/decisions/025).
const orderParams = idParamsSchema(ORDER_MESSAGES.notFound);
const actionParams = orderParams.extend({
  action: z.enum(ORDER_STATUS_ACTIONS, { error: NOT_FOUND_MESSAGE }),
});
const lineNotFound = { error: ORDER_MESSAGES.lineNotFound };
const lineParams = orderParams.extend({
  index: z.coerce
    .number(lineNotFound)
    .int(lineNotFound)
    .nonnegative(lineNotFound)
    .max(10_000, lineNotFound),
});
const eventsQuery = z.object({
  branch: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * The back-office order calls (spec §7 "Orders"). Every route is guarded
 * by the permissions table (area `orders`) and every order is checked against the user's branches
 * (403 "Sie haben keinen Zugriff auf die Daten dieser Filiale.").
 */
export async function registerStaffOrderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = ordersDeps(app);
  const canRead = { preHandler: requirePermission(app, 'orders', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'orders', 'write') };
  const actorOf = (request: FastifyRequest) => request.staff!;
  const originOf = (request: FastifyRequest) => ({
    userId: actorOf(request).id,
    audit: auditActorOf(request),
  });
  const writable = (request: FastifyRequest, orderId: number) =>
    findOrderFor(deps, orderId, actorOf(request), 'write');
  const ofOrder = { schema: { params: orderParams } };
  const answerWith = async (orderId: number) => ({ data: await presentOrderById(deps, orderId) });

  for (const kind of ['history', 'current', 'missed'] as const) {
    const url = kind === 'history' ? '/api/orders' : `/api/orders/${kind}`;
    app.get(url, canRead, async (request) => {
      const query = parseInput(orderListQuerySchema, request.query);
      return { data: await listStaffOrders(deps, { kind, query, actor: actorOf(request) }) };
    });
  }

  app.get('/api/orders/summary', canRead, async (request) => ({
    data: await getOrderSummary(deps, actorOf(request)),
  }));

  app.get('/api/orders/events', canRead, async (request, reply) => {
    const { branch } = parseInput(eventsQuery, request.query);
    const actor = actorOf(request);
    if (branch !== undefined) assertBranchAccess(actor, branch, 'orders');
    const scope = branchFilterOf(actor, 'orders');
    const branchIds = branch === undefined ? scope : [branch];
    // The session may end while the screen stays open: checked again at every heartbeat.
    const isStillAllowed = async () =>
      (await loadStaffUser(app.deps.db, request, app.deps.now())) !== null;
    await streamOrderEvents(app, request, reply, { branchIds, isStillAllowed });
  });

  app.get('/api/orders/:id', { ...canRead, ...ofOrder }, async (request) => ({
    data: await getStaffOrder(deps, request.params.id, actorOf(request)),
  }));

  app.post(
    '/api/orders/:id/status/:action',
    { ...canWrite, schema: { params: actionParams } },
    async (request) => {
      const body = parseInput(orderStatusRequestSchema, request.body);
      const order = await writable(request, request.params.id);
      await changeOrderStatus(deps, {
        order,
        action: request.params.action,
        rejectionMessage: body.rejectionMessage,
        origin: originOf(request),
      });
      return answerWith(order.id);
    },
  );

  app.post('/api/orders/:id/counter-appointment', { ...canWrite, ...ofOrder }, async (request) => {
    const body = parseInput(counterAppointmentRequestSchema, request.body);
    const order = await writable(request, request.params.id);
    await proposeCounterAppointment(deps, { order, body, origin: originOf(request) });
    return answerWith(order.id);
  });

  app.put(
    '/api/orders/:id/items/:index',
    { ...canWrite, schema: { params: lineParams } },
    async (request) => {
      const update = parseInput(orderLineUpdateSchema, request.body);
      const order = await writable(request, request.params.id);
      await editOrderLine(deps, {
        order,
        index: request.params.index,
        update,
        origin: originOf(request),
      });
      return answerWith(order.id);
    },
  );

  app.put('/api/orders/:id', { ...canWrite, ...ofOrder }, async (request) => {
    const body = parseInput(orderUpdateSchema, request.body);
    const order = await writable(request, request.params.id);
    await updateOrderDetails(deps, { order, body, origin: originOf(request) });
    return answerWith(order.id);
  });

  for (const channel of ['email', 'sms'] as const) {
    app.post(
      `/api/orders/:id/resend-new-order-${channel}`,
      { ...canWrite, ...ofOrder },
      async (request) => {
        const order = await writable(request, request.params.id);
        const baseUrl = request.server.publicBaseUrl();
        await resendNewOrderMessage(deps, { order, channel, baseUrl, origin: originOf(request) });
        return answerWith(order.id);
      },
    );
  }

  app.delete('/api/orders/:id', { ...canWrite, ...ofOrder }, async (request) => {
    await deleteOrder(deps, {
      order: await writable(request, request.params.id),
      origin: originOf(request),
    });
    return { data: null };
  });
}
