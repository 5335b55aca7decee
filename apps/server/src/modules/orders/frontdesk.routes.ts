import {
  API_KEY_HEADER,
  branchBusySchema,
  frontdeskResultSchema,
  keyOrderListResultSchema,
  ORDER_STATUS_ACTIONS,
  pauseInputSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, NOT_FOUND_MESSAGE } from '../../platform/errors.ts';
import {
  checkedBeforeValidation,
  idParamsSchema,
  type ZodTypeProvider,
} from '../../platform/openapi.ts';
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
const keyHeader = API_KEY_HEADER.toLowerCase();

// Path parameters from schemas (docs/decisions/025). They are validated after the plugin switch
// and the branch key (a preValidation hook): a branch id the key does not open is the key's 401
// before anything else, so the branch's schema does not fail after the key was accepted. An
// order or action that names nothing is the general 404.
const branchId = idParamsSchema(NOT_FOUND_MESSAGE).shape.id;
const branchParams = z.object({ branchId });
const pathKeyParams = z.object({ branchId, apiKey: z.string() });
const notFound = { error: NOT_FOUND_MESSAGE };
const statusParams = z.object({
  branchId,
  orderId: idParamsSchema(NOT_FOUND_MESSAGE).shape.id,
  action: z.enum(ORDER_STATUS_ACTIONS, notFound),
});
const answer = <T extends z.ZodType>(data: T) => ({ 200: z.object({ data }) });

/**
 * The front desk (spec §6, §7): order lists fetched with a branch id and an API
 * key instead of a session. The spec's paths carry the key in the URL; the front-desk page sends
 * it in the `X-Api-Key` header instead (same data, the key stays out of URLs, proxies' logs and
 * the browser history). The plugin switch `enablePluginFrontdesk` turns all of them on or off.
 * No cookie is read, so there is nothing for a cross-site request to borrow (no CSRF token).
 */
export async function registerFrontdeskRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = ordersDeps(app);
  /** The plugin switch, then the branch's key: before the path is validated. */
  const admit = async (request: FastifyRequest, apiKey: string | undefined) => {
    const config = await loadShopConfig(deps);
    if (!config.enablePluginFrontdesk) throw AppError.notFound(ORDER_MESSAGES.frontdeskDisabled);
    const params = z.object({ branchId: dbId }).safeParse(request.params);
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
  // The key from the header (the front-desk page) or from the path (spec §7).
  const keyInHeader = checkedBeforeValidation((request) => admit(request, headerKey(request)));
  const keyInPath = checkedBeforeValidation((request) => admit(request, pathKey(request)));

  app.get(
    '/api/orders/frontdesk/:branchId/:apiKey',
    {
      preValidation: keyInPath.preValidation,
      schema: { params: pathKeyParams, response: answer(frontdeskResultSchema) },
    },
    async (request) => ({
      data: await frontdeskOrders(deps, keyInPath.resultOf(request).branchId),
    }),
  );

  app.get(
    '/api/orders/backoffice/:branchId/:apiKey',
    {
      preValidation: keyInPath.preValidation,
      schema: { params: pathKeyParams, response: answer(keyOrderListResultSchema) },
    },
    async (request) => ({ data: await keyOrderList(deps, keyInPath.resultOf(request).branchId) }),
  );

  app.get(
    '/api/orders/frontdesk/:branchId',
    {
      preValidation: keyInHeader.preValidation,
      schema: { params: branchParams, response: answer(frontdeskResultSchema) },
    },
    async (request) => ({
      data: await frontdeskOrders(deps, keyInHeader.resultOf(request).branchId),
    }),
  );

  app.get(
    '/api/orders/frontdesk/:branchId/events',
    { preValidation: keyInHeader.preValidation, schema: { params: branchParams } },
    async (request, reply) => {
      const presented = headerKey(request);
      const { branchId } = keyInHeader.resultOf(request);
      // A revoked key ends its open streams at the next heartbeat.
      const isStillAllowed = async () =>
        (await matchKey(deps.db, branchId, presented ?? '')) !== null;
      await streamOrderEvents(app, request, reply, { branchIds: [branchId], isStillAllowed });
    },
  );

  app.post(
    '/api/orders/frontdesk/:branchId/orders/:orderId/status/:action',
    {
      preValidation: keyInHeader.preValidation,
      schema: { params: statusParams, response: answer(frontdeskResultSchema) },
    },
    async (request) => {
      const { branchId, key } = keyInHeader.resultOf(request);
      return {
        data: await frontdeskStatusAction(deps, {
          branchId,
          orderId: request.params.orderId,
          action: request.params.action,
          keyName: key.name,
        }),
      };
    },
  );

  // Busy mode's pause from the front desk (docs/decisions/041), with the branch's key; the body
  // is validated after the key.
  app.get(
    '/api/orders/frontdesk/:branchId/pause',
    {
      preValidation: keyInHeader.preValidation,
      schema: { params: branchParams, response: answer(branchBusySchema) },
    },
    async (request) => ({
      data: await getBranchBusy(deps, keyInHeader.resultOf(request).branchId),
    }),
  );

  app.put(
    '/api/orders/frontdesk/:branchId/pause',
    {
      preValidation: keyInHeader.preValidation,
      schema: { params: branchParams, body: pauseInputSchema, response: answer(branchBusySchema) },
    },
    async (request) => ({
      data: await setOrderingPause(
        deps,
        keyInHeader.resultOf(request).branchId,
        request.body.minutes,
      ),
    }),
  );
}
