import { createBranchApiKeySchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { AppError } from '../../../platform/errors.ts';
import { parseInput } from '../../../platform/validation.ts';
import { API_KEY_MESSAGES, createKey, listKeys, revokeKey } from './branch-api-keys.service.ts';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const branchParams = z.object({ id: dbId });
const keyParams = branchParams.extend({ keyId: dbId });

function branchIdOf(request: FastifyRequest): number {
  const parsed = branchParams.safeParse(request.params);
  if (!parsed.success) throw AppError.notFound(API_KEY_MESSAGES.branchNotFound);
  return parsed.data.id;
}

/**
 * Front-desk API keys of a branch: list (never the secret), create (the secret
 * is in this one answer), revoke. Settings permission (permissions table: `settings` holds the
 * branch API keys).
 */
export async function registerBranchApiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const canRead = { preHandler: requirePermission(app, 'settings', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'settings', 'write') };

  app.get('/api/branches/:id/api-keys', canRead, async (request) => ({
    data: await listKeys(db, branchIdOf(request)),
  }));

  app.post('/api/branches/:id/api-keys', canWrite, async (request, reply) => {
    const branchId = branchIdOf(request);
    const body = parseInput(createBranchApiKeySchema, request.body);
    const created = await createKey(db, {
      branchId,
      name: body.name,
      now: app.deps.now(),
      audit: auditActorOf(request),
    });
    return reply.status(201).send({ data: created });
  });

  app.delete('/api/branches/:id/api-keys/:keyId', canWrite, async (request) => {
    const parsed = keyParams.safeParse(request.params);
    if (!parsed.success) throw AppError.notFound(API_KEY_MESSAGES.keyNotFound);
    await revokeKey(db, {
      branchId: parsed.data.id,
      keyId: parsed.data.keyId,
      now: app.deps.now(),
      audit: auditActorOf(request),
    });
    return { data: null };
  });
}
