import { branchSoldOutSchema, soldOutInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import { getBranchSoldOut, markSoldOut, SOLD_OUT_MESSAGES } from './sold-out.service.ts';

// Paths that name no branch or product are the German 404 through the validator (decision 025);
// a product path with any malformed part names no product of the branch.
const branchParams = idParamsSchema(SOLD_OUT_MESSAGES.branchNotFound);
const productId = idParamsSchema(SOLD_OUT_MESSAGES.productNotFound).shape.id;
const productParams = z.object({ id: productId, productId });
const answer = { 200: z.object({ data: branchSoldOutSchema }) };

/**
 * "Heute ausverkauft" at the counter (docs/decisions/020-sold-out-today.md): a counter function,
 * so the `orders` area, limited to the user's own branches like the branch's orders (spec §6
 * branch employee; another branch answers 403).
 */
export async function registerSoldOutRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.deps.db, now: app.deps.now, publicCache: app.publicCache };
  const staffOf = (request: FastifyRequest) => request.staff!;

  app.get(
    '/api/branches/:id/sold-out',
    {
      preHandler: requirePermission(app, 'orders', 'read'),
      schema: { params: branchParams, response: answer },
    },
    async (request) => {
      assertBranchAccess(staffOf(request), request.params.id, 'orders', 'read');
      return { data: await getBranchSoldOut(deps, request.params.id) };
    },
  );

  app.put(
    '/api/branches/:id/sold-out/:productId',
    {
      preHandler: requirePermission(app, 'orders', 'write'),
      schema: { params: productParams, response: answer },
    },
    async (request) => {
      assertBranchAccess(staffOf(request), request.params.id, 'orders', 'write');
      const body = parseInput(soldOutInputSchema, request.body);
      const data = await markSoldOut(deps, {
        branchId: request.params.id,
        productId: request.params.productId,
        isSoldOut: body.isSoldOut,
      });
      return { data };
    },
  );
}
