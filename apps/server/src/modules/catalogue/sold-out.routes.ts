import { soldOutInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { getBranchSoldOut, markSoldOut, SOLD_OUT_MESSAGES } from './sold-out.service.ts';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const branchParams = z.object({ id: dbId });
const productParams = branchParams.extend({ productId: dbId });

/**
 * "Heute ausverkauft" at the counter (docs/decisions/020-sold-out-today.md): a counter function,
 * so the `orders` area, limited to the user's own branches like the branch's orders (spec §6
 * branch employee; another branch answers 403).
 */
export async function registerSoldOutRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.deps.db, now: app.deps.now, publicCache: app.publicCache };
  const staffOf = (request: FastifyRequest) => request.staff!;

  app.get(
    '/api/branches/:id/sold-out',
    { preHandler: requirePermission(app, 'orders', 'read') },
    async (request) => {
      const parsed = branchParams.safeParse(request.params);
      if (!parsed.success) throw AppError.notFound(SOLD_OUT_MESSAGES.branchNotFound);
      assertBranchAccess(staffOf(request), parsed.data.id, 'orders', 'read');
      return { data: await getBranchSoldOut(deps, parsed.data.id) };
    },
  );

  app.put(
    '/api/branches/:id/sold-out/:productId',
    { preHandler: requirePermission(app, 'orders', 'write') },
    async (request) => {
      const parsed = productParams.safeParse(request.params);
      if (!parsed.success) throw AppError.notFound(SOLD_OUT_MESSAGES.productNotFound);
      assertBranchAccess(staffOf(request), parsed.data.id, 'orders', 'write');
      const body = parseInput(soldOutInputSchema, request.body);
      const data = await markSoldOut(deps, {
        branchId: parsed.data.id,
        productId: parsed.data.productId,
        isSoldOut: body.isSoldOut,
      });
      return { data };
    },
  );
}
