import { listQuerySchema, userInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { idParamOf } from '../../platform/resources/resource.routes.ts';
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
export async function registerUserRoutes(app: FastifyInstance): Promise<void> {
  const deps: UsersDeps = { db: app.deps.db, now: app.deps.now };
  const canRead = { preHandler: requirePermission(app, 'users', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'users', 'write') };

  app.get('/api/users', canRead, async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    return { data: await listUsers(deps, query) };
  });

  app.get('/api/users/:id', canRead, async (request) => ({
    data: await getUser(deps, userIdOf(request)),
  }));

  app.post('/api/users', canWrite, async (request, reply) => {
    const body = parseInput(userInputSchema, request.body);
    return reply.status(201).send({ data: await createUser(deps, body, auditActorOf(request)) });
  });

  app.put('/api/users/:id', canWrite, async (request) => {
    const id = userIdOf(request);
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

  app.delete('/api/users/:id', canWrite, async (request) => {
    await deleteUser(deps, {
      id: userIdOf(request),
      actor: request.staff!,
      audit: auditActorOf(request),
    });
    return { data: null };
  });
}

const userIdOf = (request: FastifyRequest) => idParamOf(request, USERS_MESSAGES.notFound);
