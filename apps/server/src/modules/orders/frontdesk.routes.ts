import { API_KEY_HEADER, orderStatusActionSchema, pauseInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  authenticateApiKey,
  matchKey,
} from '../settings/branch-api-keys/branch-api-keys.service.ts';
import { getBranchBusy, setOrderingPause } from './busy-mode.service.ts';
import { frontdeskOrders, frontdeskStatusAction, keyOrderList } from './frontdesk.service.ts';
import { streamOrderEvents } from './order-events.ts';
import { loadShopConfig, ordersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const branchParams = z.object({ branchId: dbId });
const keyHeader = API_KEY_HEADER.toLowerCase();

/**
 * The front desk (spec §6, §7): order lists fetched with a branch id and an API
 * key instead of a session. The spec's paths carry the key in the URL; the front-desk page sends
 * it in the `X-Api-Key` header instead (same data, the key stays out of URLs, proxies' logs and
 * the browser history). The plugin switch `enablePluginFrontdesk` turns all of them on or off.
 * No cookie is read, so there is nothing for a cross-site request to borrow (no CSRF token).
 */
export async function registerFrontdeskRoutes(app: FastifyInstance): Promise<void> {
  const deps = ordersDeps(app);

  const admit = async (request: FastifyRequest, apiKey: string | undefined) => {
    const config = await loadShopConfig(deps);
    if (!config.enablePluginFrontdesk) throw AppError.notFound(ORDER_MESSAGES.frontdeskDisabled);
    const params = branchParams.safeParse(request.params);
    const branchId = params.success ? params.data.branchId : 0;
    const key = await authenticateApiKey(deps.db, {
      branchId,
      apiKey,
      ipAddress: request.ip,
      now: deps.now(),
    });
    return { branchId, key };
  };
  const headerKey = (request: FastifyRequest) => {
    const value = request.headers[keyHeader];
    return typeof value === 'string' ? value : undefined;
  };
  const pathKey = (request: FastifyRequest) => (request.params as { apiKey?: string }).apiKey;

  app.get('/api/orders/frontdesk/:branchId/:apiKey', async (request) => {
    const { branchId } = await admit(request, pathKey(request));
    return { data: await frontdeskOrders(deps, branchId) };
  });

  app.get('/api/orders/backoffice/:branchId/:apiKey', async (request) => {
    const { branchId } = await admit(request, pathKey(request));
    return { data: await keyOrderList(deps, branchId) };
  });

  app.get('/api/orders/frontdesk/:branchId', async (request) => {
    const { branchId } = await admit(request, headerKey(request));
    return { data: await frontdeskOrders(deps, branchId) };
  });

  app.get('/api/orders/frontdesk/:branchId/events', async (request, reply) => {
    const presented = headerKey(request);
    const { branchId } = await admit(request, presented);
    // A revoked key ends its open streams at the next heartbeat.
    const isStillAllowed = async () =>
      (await matchKey(deps.db, branchId, presented ?? '')) !== null;
    await streamOrderEvents(app, request, reply, { branchIds: [branchId], isStillAllowed });
  });

  app.post('/api/orders/frontdesk/:branchId/orders/:orderId/status/:action', async (request) => {
    const { branchId, key } = await admit(request, headerKey(request));
    const { orderId, action } = request.params as { orderId: string; action: string };
    const parsedAction = orderStatusActionSchema.safeParse(action);
    const parsedId = dbId.safeParse(orderId);
    if (!parsedAction.success || !parsedId.success) throw AppError.notFound();
    return {
      data: await frontdeskStatusAction(deps, {
        branchId,
        orderId: parsedId.data,
        action: parsedAction.data,
        keyName: key.name,
      }),
    };
  });

  // Busy mode's pause from the front desk (docs/decisions/041), with the branch's key.
  app.get('/api/orders/frontdesk/:branchId/pause', async (request) => {
    const { branchId } = await admit(request, headerKey(request));
    return { data: await getBranchBusy(deps, branchId) };
  });

  app.put('/api/orders/frontdesk/:branchId/pause', async (request) => {
    const { branchId } = await admit(request, headerKey(request));
    const body = parseInput(pauseInputSchema, request.body);
    return { data: await setOrderingPause(deps, branchId, body.minutes) };
  });
}
