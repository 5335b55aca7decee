import { pagedSchema, resourceOptionSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../audit/audit-log.ts';
import { requirePermission } from '../auth/guards.ts';
import { AppError } from '../errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../openapi.ts';
import {
  type AnyResource,
  createResource,
  deleteResource,
  duplicateResource,
  getResource,
  listResource,
  listResourceOptions,
  updateResource,
} from './resource.service.ts';
import type { ResourceDeps } from './resource.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The numeric `:id` of a request, or a German 404 for anything else. */
export function idParamOf(request: FastifyRequest, notFoundMessage?: string): number {
  const result = idParams.safeParse(request.params);
  if (!result.success) throw AppError.notFound(notFoundMessage);
  return result.data.id;
}

/** What the resource operations need, taken from the app. */
export function resourceDepsOf(app: FastifyInstance): ResourceDeps {
  return {
    db: app.deps.db,
    now: app.deps.now,
    storage: app.deps.storage,
    publicCache: app.publicCache,
  };
}

export type ResourceRouteName = 'list' | 'options' | 'get' | 'create' | 'update' | 'delete';

/**
 * Registers the spec §7 CRUD routes of a resource: GET list (paged), GET options, GET {id},
 * POST, PUT {id}, DELETE {id}, and POST {id}/duplicate when the resource can be copied. `except` leaves some out for a module that writes its own (the
 * images upload). Reads need the area's read permission, writes its write permission.
 */
export function registerResourceRoutes(
  server: FastifyInstance,
  resource: AnyResource,
  options: { except?: ResourceRouteName[] } = {},
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = resourceDepsOf(app);
  const canRead = { preHandler: requirePermission(app, resource.permission, 'read') };
  const canWrite = { preHandler: requirePermission(app, resource.permission, 'write') };
  const isWanted = (name: ResourceRouteName) => !options.except?.includes(name);
  const { endpoint } = resource;
  // Request and response as the contracts say (docs/decisions/025): a malformed id is a 404.
  const params = idParamsSchema(resource.notFoundMessage);
  const one = z.object({ data: resource.entitySchema });

  if (isWanted('list')) {
    app.get(
      endpoint,
      {
        ...canRead,
        schema: {
          querystring: resource.listQuerySchema,
          response: { 200: z.object({ data: pagedSchema(resource.entitySchema) }) },
        },
      },
      async (request) => ({
        data: await listResource(deps, resource, request.query),
      }),
    );
  }
  if (isWanted('options')) {
    app.get(
      `${endpoint}/options`,
      {
        ...canRead,
        schema: { response: { 200: z.object({ data: z.array(resourceOptionSchema) }) } },
      },
      async () => ({ data: await listResourceOptions(deps, resource) }),
    );
  }
  if (isWanted('get')) {
    app.get(
      `${endpoint}/:id`,
      { ...canRead, schema: { params, response: { 200: one } } },
      async (request) => ({ data: await getResource(deps.db, resource, request.params.id) }),
    );
  }
  if (isWanted('create')) {
    app.post(
      endpoint,
      { ...canWrite, schema: { body: resource.inputSchema, response: { 201: one } } },
      async (request, reply) => {
        const entity = await createResource(deps, resource, request.body, auditActorOf(request));
        return reply.status(201).send({ data: entity });
      },
    );
  }
  if (isWanted('update')) {
    app.put(
      `${endpoint}/:id`,
      { ...canWrite, schema: { params, body: resource.inputSchema, response: { 200: one } } },
      async (request) => ({
        data: await updateResource(
          deps,
          resource,
          request.params.id,
          request.body,
          auditActorOf(request),
        ),
      }),
    );
  }
  if (resource.duplicate) {
    app.post(
      `${endpoint}/:id/duplicate`,
      { ...canWrite, schema: { params, response: { 201: one } } },
      async (request, reply) => {
        const id = request.params.id;
        const copy = await duplicateResource(deps, resource, id, auditActorOf(request));
        return reply.status(201).send({ data: copy });
      },
    );
  }
  if (isWanted('delete')) {
    app.delete(
      `${endpoint}/:id`,
      { ...canWrite, schema: { params, response: { 200: z.object({ data: z.null() }) } } },
      async (request) => {
        await deleteResource(deps, resource, request.params.id, auditActorOf(request));
        return { data: null };
      },
    );
  }
}
