import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { openApiPathOf } from './openapi.ts';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; $ref?: string };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let context: Awaited<ReturnType<typeof createTestApp>>;
let document: OpenApiDocument;
beforeAll(async () => {
  context = await createTestApp({ seed: false });
  const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => context.close());

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('GET /api/openapi.json (docs/decisions/025-route-schemas-and-openapi.md)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered route with its method', () => {
    const routes = context.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${openApiPathOf(route.url)}`);
    const listed = operationsOf(document);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('describes the body the server validates with, and the server refuses what it does not allow', async () => {
    const create = document.paths['/api/branches']?.post;
    const schema = create?.requestBody?.content?.['application/json']?.schema as
      | { type?: string; properties?: Record<string, unknown>; required?: string[] }
      | undefined;
    expect(schema?.type).toBe('object');
    expect(Object.keys(schema?.properties ?? {})).toContain('name');
    expect(create?.security).toEqual([{ session: [] }]);
  });

  it('describes the answers of the back-office resources with their contracts', () => {
    const answer = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const one = answer('/api/branches/{id}', 'get', '200');
    expect(Object.keys(one?.properties?.data?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'maxOrdersPerSlotByType', 'deliveryAreas']),
    );
    expect(answer('/api/branches', 'post', '201')?.properties?.data?.properties).toHaveProperty(
      'identifier',
    );
    const page = answer('/api/products', 'get', '200')?.properties?.data?.properties;
    expect(Object.keys(page ?? {}).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
    expect(answer('/api/tags/{id}', 'delete', '200')?.properties?.data?.type).toBe('null');
    expect(document.paths['/api/tags/{id}']?.put?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    // The navigation tree refers to itself through a named component.
    const components = (document as unknown as { components: { schemas: Record<string, unknown> } })
      .components.schemas;
    expect(components).toHaveProperty('NavigationItem');
  });

  it('answers a malformed id in a path with the resource’s German 404, after the login check', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/branches/abc' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the session cookie and the branch API key as security schemes', () => {
    const components = (document as unknown as { components: { securitySchemes: unknown } })
      .components;
    expect(components.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
  });

  it('sends /api/docs to the readable reference in the back-office (docs/decisions/043)', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/backend/settings/api-reference');
  });
});

describe('path parameters (docs/decisions/025)', () => {
  /**
   * Routes whose path parameters are still read in the handler, not declared with a params
   * schema. Every /api route declares its own now: a check that must come before the path is a
   * hook (the front desk's key, a device's secret) and a params schema that must not answer 404
   * never fails (decision 025). Do not add new ones.
   */
  const NOT_YET_DECLARED: readonly string[] = [];

  it('every route with a path parameter declares it, except the listed ones', () => {
    const undeclared = context.app.routeTable
      // The API; the file routes (/image, /upload, /fonts, /app-icons) are not in the document.
      .filter(
        (route) =>
          route.url.startsWith('/api/') && route.url.includes(':') && !route.hasParamsSchema,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared.sort()).toEqual([...NOT_YET_DECLARED].sort());
  });
});
