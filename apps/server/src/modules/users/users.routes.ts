import { listQuerySchema, staffUserSchema, userInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  USERS_MESSAGES,
  type UsersDeps,
  updateUser,
} from './users.service.ts';

/** Staff users CRUD (spec §7 "CRUD users"): admins only (permissions table, area `users`). */
export async function registerUserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // A path that names no user is the German 404 through the validator (decision 025).
  const params = idParamsSchema(USERS_MESSAGES.notFound);
  const one = { 200: z.object({ data: staffUserSchema }) };
  const deps: UsersDeps = { db: app.deps.db, now: app.deps.now };
  const canRead = { preHandler: requirePermission(app, 'users', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'users', 'write') };

  app.get('/api/users', canRead, async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    return { data: await listUsers(deps, query) };
  });

  app.get('/api/users/:id', { ...canRead, schema: { params, response: one } }, async (request) => ({
    data: await getUser(deps, request.params.id),
  }));

  app.post('/api/users', canWrite, async (request, reply) => {
    const body = parseInput(userInputSchema, request.body);
    return reply.status(201).send({ data: await createUser(deps, body, auditActorOf(request)) });
  });

  app.put('/api/users/:id', { ...canWrite, schema: { params, response: one } }, async (request) => {
    const id = request.params.id;
    const body = parseInput(userInputSchema, request.body);
    return {
      data: await updateUser(deps, {
        id,
        body,
        actor: request.staff!,
        audit: auditActorOf(request),
      }),
    };
  });

  const deleted = { 200: z.object({ data: z.null() }) };
  app.delete(
    '/api/users/:id',
    { ...canWrite, schema: { params, response: deleted } },
    async (request) => {
      await deleteUser(deps, {
        id: request.params.id,
        actor: request.staff!,
        audit: auditActorOf(request),
      });
      return { data: null };
    },
  );
}
