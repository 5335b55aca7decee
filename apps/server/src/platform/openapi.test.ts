import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { openApiPathOf } from './openapi.ts';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
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
