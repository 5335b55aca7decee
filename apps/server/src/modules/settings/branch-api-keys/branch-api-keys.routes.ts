import {
  branchApiKeySchema,
  createBranchApiKeySchema,
  createdBranchApiKeySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../../platform/openapi.ts';
import { parseInput } from '../../../platform/validation.ts';
import { API_KEY_MESSAGES, createKey, listKeys, revokeKey } from './branch-api-keys.service.ts';

// Paths that name no branch or key are the German 404 through the validator (decision 025);
// a revoke path with any malformed part names no key.
const branchParams = idParamsSchema(API_KEY_MESSAGES.branchNotFound);
const keyId = idParamsSchema(API_KEY_MESSAGES.keyNotFound).shape.id;
const keyParams = z.object({ id: keyId, keyId });

/**
 * Front-desk API keys of a branch: list (never the secret), create (the secret
 * is in this one answer), revoke. Settings permission (permissions table: `settings` holds the
 * branch API keys).
 */
export async function registerBranchApiKeyRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const canRead = { preHandler: requirePermission(app, 'settings', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'settings', 'write') };

  const listed = { 200: z.object({ data: z.array(branchApiKeySchema) }) };
  app.get(
    '/api/branches/:id/api-keys',
    { ...canRead, schema: { params: branchParams, response: listed } },
    async (request) => ({ data: await listKeys(db, request.params.id) }),
  );

  const created = { 201: z.object({ data: createdBranchApiKeySchema }) };
  app.post(
    '/api/branches/:id/api-keys',
    { ...canWrite, schema: { params: branchParams, response: created } },
    async (request, reply) => {
      const branchId = request.params.id;
      const body = parseInput(createBranchApiKeySchema, request.body);
      const created = await createKey(db, {
        branchId,
        name: body.name,
        now: app.deps.now(),
        audit: auditActorOf(request),
      });
      return reply.status(201).send({ data: created });
    },
  );

  app.delete(
    '/api/branches/:id/api-keys/:keyId',
    { ...canWrite, schema: { params: keyParams, response: { 200: z.object({ data: z.null() }) } } },
    async (request) => {
      await revokeKey(db, {
        branchId: request.params.id,
        keyId: request.params.keyId,
        now: app.deps.now(),
        audit: auditActorOf(request),
      });
      return { data: null };
    },
  );
}
