import {
  branchBusySchema,
  busyInputSchema,
  deliveryMethodSchema,
  fullSlotsSchema,
  MESSAGES,
  pauseInputSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  BUSY_MESSAGES,
  getBranchBusy,
  getFullSlots,
  setBranchBusy,
  setOrderingPause,
} from './busy-mode.service.ts';

// A path that names no branch is the German 404 through the validator (docs/decisions/025).
const branchParams = idParamsSchema(BUSY_MESSAGES.branchNotFound);
const fullSlotsQuery = z.object({ date: z.string().default('') });
const fullSlotsType = z.object({ type: deliveryMethodSchema.optional() });

/**
 * Busy mode for the shift manager and the public full slots (docs/decisions/037-slot-capacity.md).
 * Busy mode is a counter function like "Heute ausverkauft": the `orders` area, limited to the
 * user's own branches (another branch answers 403).
 */
export async function registerBusyModeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.deps.db, now: app.deps.now, publicCache: app.publicCache };
  const staffOf = (request: FastifyRequest) => request.staff!;
  const busy = {
    schema: { params: branchParams, response: { 200: z.object({ data: branchBusySchema }) } },
  };

  app.get(
    '/api/branches/:id/busy',
    { preHandler: requirePermission(app, 'orders', 'read'), ...busy },
    async (request) => {
      const branchId = request.params.id;
      assertBranchAccess(staffOf(request), branchId, 'orders', 'read');
      return { data: await getBranchBusy(deps, branchId) };
    },
  );

  app.put(
    '/api/branches/:id/busy',
    { preHandler: requirePermission(app, 'orders', 'write'), ...busy },
    async (request) => {
      const branchId = request.params.id;
      assertBranchAccess(staffOf(request), branchId, 'orders', 'write');
      const body = parseInput(busyInputSchema, request.body);
      return { data: await setBranchBusy(deps, branchId, body.minutes) };
    },
  );

  // Pausing online ordering (docs/decisions/041): the same counter function and scope.
  app.put(
    '/api/branches/:id/pause',
    { preHandler: requirePermission(app, 'orders', 'write'), ...busy },
    async (request) => {
      const branchId = request.params.id;
      assertBranchAccess(staffOf(request), branchId, 'orders', 'write');
      const body = parseInput(pauseInputSchema, request.body);
      return { data: await setOrderingPause(deps, branchId, body.minutes) };
    },
  );

  // Public and anonymous: only slot starts, no orders; cacheable briefly (the order check decides).
  const fullSlots = {
    schema: { params: branchParams, response: { 200: z.object({ data: fullSlotsSchema }) } },
  };
  app.get('/api/branches/:id/full-slots', fullSlots, async (request, reply) => {
    const branchId = request.params.id;
    // A missing or repeated date is answered like a malformed one (422 on `date`).
    const query = fullSlotsQuery.safeParse(request.query ?? {});
    // The order type whose own maximum counts too (decision 037); another value is a 422 on it.
    const type = fullSlotsType.safeParse(request.query ?? {});
    if (!type.success) {
      throw AppError.invalid([
        { code: 'invalidChoice', field: 'type', message: MESSAGES.invalidChoice },
      ]);
    }
    const date = query.success ? query.data.date : '';
    const data = await getFullSlots(deps.db, branchId, date, type.data.type ?? null);
    reply.header('Cache-Control', 'public, max-age=15');
    return { data };
  });
}
