import fastifySwagger from '@fastify/swagger';
import { API_KEY_HEADER, germanIssueMessage, SESSION_COOKIE } from '@shop/domain';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type z, z as zod } from 'zod';
import { staffGuardRuleOf } from './auth/guards.ts';
import { AppError } from './errors.ts';
import { zodIssuesToApiErrors } from './validation.ts';

/**
 * Route schemas are the domain's zod contracts (docs/decisions/025-route-schemas-and-openapi.md).
 * Fastify validates with them through this compiler, which parses exactly like parseInput: the
 * German messages and the `{ errors: [...] }` 422 of spec §5 stay the same in one place. A path
 * whose parameters name nothing (`/api/branches/abc`) is a 404 with the params schema's message
 * (`idParamsSchema`), as when the handler looked the id up.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true, error: germanIssueMessage });
    if (result.success) return { value: result.data };
    if (httpPart === 'params') {
      const error = AppError.notFound(result.error.issues[0]?.message);
      // Held back until the body was checked (checkedAfterBody): a preHandler throws it.
      if (heldBackParams.has(schema)) return { value: { [HELD_BACK]: error } };
      return { error };
    }
    return { error: AppError.invalid(zodIssuesToApiErrors(result.error.issues)) };
  };

/** The `:id` of a route as a database id; anything else is a 404 with `notFoundMessage`. */
export function idParamsSchema(notFoundMessage: string) {
  const error = notFoundMessage;
  return zod.object({
    id: zod.coerce
      .number({ error })
      .int({ error })
      .positive({ error })
      .max(2_147_483_647, { error }),
  });
}

/** Params schemas whose 404 waits for the body (checkedAfterBody). */
const heldBackParams = new WeakSet<object>();
const HELD_BACK = Symbol('params 404 held back');

/**
 * A params schema answered after the body: a route that checked its body before it read its id
 * by hand (a bad body is the 422 even on a path that names nothing) keeps that order. Fastify
 * validates params first, so the validator keeps the 404 in `request.params` and a preHandler
 * (the first one, after the body was validated) throws it (docs/decisions/025).
 */
export function checkedAfterBody<T extends z.ZodType>(schema: T): T {
  heldBackParams.add(schema);
  return schema;
}

/**
 * A check that must answer before the path is validated: a device's or TV's secret, the front
 * desk's plugin switch and branch key (a caller without them learns nothing, not even whether an
 * id exists; docs/decisions/025). `preValidation` runs the check and keeps what it found for the
 * handler, which reads it with `resultOf(request)`.
 */
export function checkedBeforeValidation<T>(check: (request: FastifyRequest) => Promise<T>) {
  const results = new WeakMap<FastifyRequest, T>();
  return {
    preValidation: async (request: FastifyRequest) => {
      results.set(request, await check(request));
    },
    resultOf: (request: FastifyRequest): T => {
      if (!results.has(request)) throw AppError.unauthorized();
      return results.get(request) as T;
    },
  };
}

async function throwHeldBackParams(request: { params: unknown }): Promise<void> {
  const error = (request.params as { [HELD_BACK]?: AppError } | null)?.[HELD_BACK];
  if (error) throw error;
}

function paramsAfterBody(route: RouteOptions): void {
  const params = route.schema?.params;
  if (!params || typeof params !== 'object' || !heldBackParams.has(params)) return;
  route.preHandler = [throwHeldBackParams, ...listOf(route.preHandler)] as never;
}

/**
 * Responses are declared for the document (docs/decisions/025); they are written with
 * JSON.stringify like every other answer. The API tests parse each answer with the same contract.
 */
const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

function listOf<T>(hook: T | T[] | undefined): T[] {
  return hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];
}

/**
 * A route with a request schema keeps the order it had when the handler parsed its input: the
 * staff guard (a preHandler) answers 401/403 before a bad body is reported (docs/budgets.md S2).
 * Fastify validates between preValidation and preHandler, so the route's own preHandlers move to
 * the end of its preValidation hooks.
 */
function guardBeforeValidation(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || !(schema.body || schema.querystring || schema.params)) return;
  const preHandlers = listOf(route.preHandler);
  if (preHandlers.length === 0) return;
  route.preValidation = [...listOf(route.preValidation), ...preHandlers] as never;
  route.preHandler = [];
}

/**
 * Staff routes (a staff guard among their hooks) need the session cookie; the frontdesk's branch
 * routes the branch API key (spec §7 Frontdesk). The document says so per operation.
 */
function securityOf(route: RouteOptions): void {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap(listOf);
  const isStaff = hooks.some((hook) => staffGuardRuleOf(hook) !== undefined);
  const isBranchKey = route.url.includes(':branchId') && route.url.includes('/api/orders/');
  const security = isStaff ? [{ session: [] }] : isBranchKey ? [{ apiKey: [] }] : undefined;
  if (security && !route.schema?.security) route.schema = { ...route.schema, security };
}

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export function openApiPathOf(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

/**
 * The zod type provider, the compilers and the OpenAPI 3.1 document of every route. Register
 * before the modules (it collects routes as they are added).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.addHook('onRoute', (route) => {
    securityOf(route);
    guardBeforeValidation(route);
    paramsAfterBody(route);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description: 'Public storefront and staff back-office routes (spec §7).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Named contracts (a navigation tree refers to itself) become components/schemas.
    transformObject: jsonSchemaTransformObject,
  });
}

// Like fastify-plugin: the compilers, the hook and the swagger decorator belong to the root.
Object.assign(registerOpenApi, { [Symbol.for('skip-override')]: true });

/** The back-office screen that shows the document (Einstellungen → API-Referenz). */
export const API_REFERENCE_SCREEN = '/backend/settings/api-reference';

/**
 * GET /api/openapi.json: the document built from the route schemas. GET /api/docs: the readable
 * reference, which is a back-office screen (docs/decisions/043-api-reference.md).
 */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: false } }, async () => app.swagger());
  app.get('/api/docs', async (_request, reply) => reply.redirect(API_REFERENCE_SCREEN, 302));
}

export type { ZodTypeProvider };
