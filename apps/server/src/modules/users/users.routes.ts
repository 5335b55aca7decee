import { listQuerySchema, userInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
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

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
    return reply.status(201).send({ data: await createUser(deps, body) });
  });

  app.put('/api/users/:id', canWrite, async (request) => {
    const id = userIdOf(request);
    const body = parseInput(userInputSchema, request.body);
    return { data: await updateUser(deps, { id, body, actor: request.staff! }) };
  });

  app.delete('/api/users/:id', canWrite, async (request) => {
    await deleteUser(deps, { id: userIdOf(request), actor: request.staff! });
    return { data: null };
  });
}

function userIdOf(request: FastifyRequest): number {
  const result = idParams.safeParse(request.params);
  if (!result.success) throw AppError.notFound(USERS_MESSAGES.notFound);
  return result.data.id;
}
